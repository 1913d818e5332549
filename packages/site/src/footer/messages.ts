// Every word the footer shows or announces, with the default wording; a brand passes `messages` to
// SiteFooter to change any of them.

export interface FooterMessages {
  /** Heading of the contact block when the data gives none. */
  contactHeading: string;
  /** Before the overseas number. */
  overseas: string;
  /** Heading of the postal address. */
  mail: string;
  /** Heading of the office address. */
  office: string;
  /** Heading of the opening hours. */
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

export const defaultFooterMessages: FooterMessages = {
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
