// Every word the footer shows or announces, with the default wording; a brand passes `labels` to
// SiteFooter to change any of them.
export interface FooterLabels {
  /** Heading of the contact block when the data gives none. */
  contactHeading: string;
  /** Before the overseas number. */
  overseas: string;
  mail: string;
  office: string;
  hours: string;
  /** The link to the contact page. */
  contactUrl: string;
  /** Name of the list of social media links. */
  socialMedia: string;
  /** Name of the list of legal links. */
  legal: string;
  /** Name of the acknowledgement of country region. */
  acknowledgement: string;
  /** Added to the name of links that open a new tab. */
  newTab: string;
}

export const defaultFooterLabels: FooterLabels = {
  contactHeading: 'Contact us',
  overseas: 'From overseas',
  mail: 'Mail',
  office: 'Office',
  hours: 'Opening hours',
  contactUrl: 'More ways to contact us',
  socialMedia: 'Social media',
  legal: 'Legal',
  acknowledgement: 'Acknowledgement of Country',
  newTab: '(opens in a new tab)',
};
