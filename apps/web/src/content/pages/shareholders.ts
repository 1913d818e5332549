// Shareholder Centre pages: company profile, financial information, announcements, help and contact.
import { brand, email, phone } from '@ds/site/data';
import type { PageContent } from './types';

export const shareholderPages: PageContent[] = [
  {
    path: '/shareholders/company-profile',
    title: 'Company profile',
    lead: `${brand.company} is an Australian health partner listed on the Australian Securities Exchange under the code ${brand.asxCode}.`,
    sections: [
      {
        heading: 'Our businesses',
        paragraphs: [
          `Australian residents’ health insurance, through ${brand.main} and ${brand.gu}; overseas visitors’ and students’ cover; travel insurance distribution; NDIS plan management through ${brand.thrive}; and health and life insurance in New Zealand.`,
        ],
      },
      {
        heading: 'Leadership and governance',
        paragraphs: [
          'The board sets our strategy and oversees risk; the executive team runs the business day to day.',
        ],
        links: [
          { label: 'Board of directors', href: '/shareholders/company-profile/board-of-directors' },
          { label: 'Executive team', href: '/shareholders/company-profile/executive-team' },
          { label: 'Corporate governance', href: '/shareholders/company-profile/corporate-governance' },
        ],
      },
    ],
  },
  {
    path: '/shareholders/company-profile/board-of-directors',
    title: 'Board of directors',
    lead: 'Our board brings together experience in health, insurance, finance, technology and regulation.',
    sections: [
      {
        heading: 'Board composition',
        paragraphs: [
          'The board has eight directors: an independent chair, six independent non-executive directors and the managing director. Directors are elected by shareholders and stand for re-election at least every three years.',
        ],
      },
      {
        heading: 'Board committees',
        paragraphs: [
          'Audit; Risk and Compliance; People and Remuneration; and Nominations. Each committee has a charter approved by the board.',
        ],
        links: [
          { label: 'Corporate governance', href: '/shareholders/company-profile/corporate-governance' },
          { label: 'Executive team', href: '/shareholders/company-profile/executive-team' },
        ],
      },
    ],
  },
  {
    path: '/shareholders/company-profile/executive-team',
    title: 'Executive team',
    lead: 'The managing director and the leaders of our businesses and group functions.',
    sections: [
      {
        heading: 'Who leads the group',
        paragraphs: [
          'Managing director and chief executive; chief financial officer; group executives for Australian health insurance, international and New Zealand, and plan management; chief technology officer; chief risk officer; and group executive, people and culture.',
        ],
        links: [
          { label: 'Board of directors', href: '/shareholders/company-profile/board-of-directors' },
          { label: 'Company profile', href: '/shareholders/company-profile' },
        ],
      },
    ],
  },
  {
    path: '/shareholders/company-profile/corporate-governance',
    title: 'Corporate governance',
    lead: 'How we are governed, and the policies and charters that guide our board and people.',
    sections: [
      {
        heading: 'Our approach',
        paragraphs: [
          'Each year we report against the ASX Corporate Governance Council’s Principles and Recommendations in our Corporate Governance Statement.',
          'Key documents include the board and committee charters, code of conduct, securities trading policy, continuous disclosure policy, whistleblower policy and diversity policy.',
        ],
        links: [
          { label: 'Annual reports', href: '/shareholders/financial-information/annual-reports' },
          { label: 'Board of directors', href: '/shareholders/company-profile/board-of-directors' },
        ],
      },
    ],
  },
  {
    path: '/shareholders/manage-your-shareholding',
    title: 'Manage your shareholding',
    lead: 'Our share registry keeps the register of shareholders. Use its investor centre to view your holding and update your details.',
    sections: [
      {
        heading: 'What you can do online',
        paragraphs: [
          'Update your address and email, add or change your bank account for dividends, provide your tax file number or ABN, join the dividend reinvestment plan, and choose to receive communications electronically.',
          'You will need your Securityholder Reference Number (SRN) or Holder Identification Number (HIN).',
        ],
        links: [
          { label: 'Change your details', href: '/shareholders/help/change-your-details' },
          { label: 'Dividends', href: '/shareholders/financial-information/dividends' },
        ],
      },
    ],
  },
  {
    path: '/shareholders/financial-information',
    title: 'Financial information',
    lead: 'Our results, reports and dividend history, for shareholders and the investment community.',
    sections: [
      {
        heading: 'Reporting calendar',
        paragraphs: [
          'Our financial year ends on 30 June. We report half-year results in February and full-year results in August, and hold our annual general meeting in November.',
        ],
      },
    ],
    cards: [
      {
        title: 'Annual reports',
        body: 'Annual reports, results presentations and sustainability reports.',
        href: '/shareholders/financial-information/annual-reports',
        linkLabel: 'Annual reports',
      },
      {
        title: 'Dividends',
        body: 'Dividend history, payment dates and the reinvestment plan.',
        href: '/shareholders/financial-information/dividends',
        linkLabel: 'Dividend information',
      },
      {
        title: 'ASX announcements',
        body: 'Results and other announcements lodged with the ASX.',
        href: '/shareholders/announcements/asx',
        linkLabel: 'ASX announcements',
      },
    ],
  },
  {
    path: '/shareholders/financial-information/annual-reports',
    title: 'Annual reports',
    lead: 'Our annual reports, half-year reports and results presentations.',
    sections: [
      {
        heading: 'Latest reports',
        paragraphs: [
          'The annual report includes the directors’ report, remuneration report and audited financial statements. The sustainability report covers climate, community and our people.',
          'Shareholders can choose to receive a printed annual report by updating their communication preferences with the share registry.',
        ],
        links: [
          { label: 'Manage your shareholding', href: '/shareholders/manage-your-shareholding' },
          { label: 'Financial information', href: '/shareholders/financial-information' },
        ],
      },
    ],
  },
  {
    path: '/shareholders/financial-information/dividends',
    title: 'Dividends',
    lead: 'We pay an interim and a final dividend each year. Our dividends are usually fully franked.',
    sections: [
      {
        heading: 'How dividends are paid',
        paragraphs: [
          'Dividends are paid by direct credit to an Australian or New Zealand bank account. If we do not have your bank details, your payment is held until you provide them.',
          'Through the dividend reinvestment plan you can use your dividends to buy more shares without brokerage.',
        ],
      },
      {
        heading: 'Key dates',
        paragraphs: [
          'Record and payment dates are announced to the ASX with our half-year and full-year results.',
        ],
        links: [
          { label: 'ASX announcements', href: '/shareholders/announcements/asx' },
          { label: 'Tax information', href: '/shareholders/help/tax-information' },
        ],
      },
    ],
  },
  {
    path: '/shareholders/announcements',
    title: 'Announcements',
    lead: 'Announcements we have lodged with the ASX and our media releases.',
    sections: [
      {
        heading: 'Continuous disclosure',
        paragraphs: [
          'We tell the market first. Price-sensitive information is released to the ASX before it is published anywhere else, including on this site.',
        ],
      },
    ],
    cards: [
      {
        title: 'ASX announcements',
        body: 'Results, investor presentations and notices lodged with the ASX.',
        href: '/shareholders/announcements/asx',
        linkLabel: 'ASX announcements',
      },
      {
        title: 'Media releases',
        body: 'News about our business for journalists and the public.',
        href: '/shareholders/announcements/media',
        linkLabel: 'Media releases',
      },
    ],
  },
  {
    path: '/shareholders/announcements/asx',
    title: 'ASX announcements',
    lead: `Announcements lodged with the Australian Securities Exchange under our code, ${brand.asxCode}.`,
    sections: [
      {
        heading: 'Recent announcements',
        paragraphs: [
          'Full-year results and investor presentation; final dividend and record date; notice of annual general meeting; change of director’s interest notices.',
          'Announcements are listed newest first and remain available for at least five years.',
        ],
        links: [
          { label: 'Media releases', href: '/shareholders/announcements/media' },
          { label: 'Financial information', href: '/shareholders/financial-information' },
        ],
      },
    ],
  },
  {
    path: '/shareholders/announcements/media',
    title: 'Media releases',
    lead: 'Our latest news for journalists, members and shareholders.',
    sections: [
      {
        heading: 'Recent releases',
        paragraphs: [
          'Premium changes for the year ahead; the launch of at-home rehabilitation after joint surgery; and new funding for youth mental health through the foundation.',
        ],
        links: [
          { label: 'Media centre', href: '/media' },
          { label: 'ASX announcements', href: '/shareholders/announcements/asx' },
        ],
      },
    ],
  },
  {
    path: '/shareholders/help/faqs',
    title: 'Shareholder FAQs',
    faq: true,
    lead: 'Answers to the questions shareholders ask us most.',
    sections: [
      {
        heading: 'How do I buy or sell shares?',
        paragraphs: [
          'Shares are bought and sold on the ASX through a stockbroker or an online trading platform.',
        ],
      },
      {
        heading: 'I have lost my SRN or HIN',
        paragraphs: [
          'Your SRN is on statements from the share registry; contact the registry to have it re-sent. A HIN is issued by your broker, so ask them.',
        ],
        links: [{ label: 'Change your details', href: '/shareholders/help/change-your-details' }],
      },
      {
        heading: 'When is the next dividend?',
        paragraphs: ['Dividend dates are announced with our results in February and August.'],
        links: [
          { label: 'Dividends', href: '/shareholders/financial-information/dividends' },
          { label: 'Tax information', href: '/shareholders/help/tax-information' },
        ],
      },
    ],
  },
  {
    path: '/shareholders/help/tax-information',
    title: 'Tax information for shareholders',
    lead: 'General information about the tax treatment of your dividends. Talk to your tax adviser about your own situation.',
    sections: [
      {
        heading: 'Franking credits',
        paragraphs: [
          'A franked dividend carries a credit for company tax already paid. Australian resident shareholders include the dividend and the franking credit in their tax return and may receive a refund if the credit is more than the tax they owe.',
        ],
      },
      {
        heading: 'Tax file numbers',
        paragraphs: [
          'If you have not given the share registry your tax file number or ABN (or an exemption), tax must be withheld from any unfranked part of your dividends at the top marginal rate.',
        ],
        links: [
          { label: 'Manage your shareholding', href: '/shareholders/manage-your-shareholding' },
          { label: 'Dividends', href: '/shareholders/financial-information/dividends' },
        ],
      },
    ],
  },
  {
    path: '/shareholders/help/change-your-details',
    title: 'Change your details',
    lead: 'Update your address, bank account, tax details and communication preferences with the share registry.',
    sections: [
      {
        heading: 'Issuer-sponsored holdings (SRN)',
        paragraphs: [
          'Update your details online in the share registry’s investor centre, or complete and return the registry’s change of details form.',
        ],
      },
      {
        heading: 'Broker-sponsored holdings (HIN)',
        paragraphs: [
          'Ask your broker to update your name and address. Bank account and tax details can still be updated with the share registry.',
        ],
        links: [
          { label: 'Manage your shareholding', href: '/shareholders/manage-your-shareholding' },
          { label: 'Shareholder FAQs', href: '/shareholders/help/faqs' },
        ],
      },
    ],
  },
  {
    path: '/shareholders/contact-us',
    title: 'Contact shareholder services',
    lead: 'Questions about your shareholding, dividends or the company? Here is who to contact.',
    sections: [
      {
        heading: 'Shareholder enquiries',
        paragraphs: [
          `Call ${phone.shareholders}, Monday to Friday 8:30am to 5:30pm (AEST), or email ${email.shareholders}.`,
          'For changes to your holding details, contact the share registry through its investor centre.',
        ],
        links: [
          { label: 'Shareholder FAQs', href: '/shareholders/help/faqs' },
          { label: 'Manage your shareholding', href: '/shareholders/manage-your-shareholding' },
        ],
      },
    ],
  },
];
