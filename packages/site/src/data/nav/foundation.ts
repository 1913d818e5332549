// The foundation's header and footer: about, partners, funding, stories and contact.
import { address, brand, email, external, phone } from '../brand';
import type { NavData } from '../schema';
import { reconciliationBadge } from './associations';
import { cta, footerExternalLink, footerLink, iconLink, link } from './builders';
import { auLegal, corporateLegalLinks } from './legal-links';
import { mainSocialSubset } from './social';

export const foundationNav: NavData = {
  header: {
    id: 'foundation-header',
    logoUrl: '/foundation',
    logoLabel: `${brand.foundation} home`,
    phoneNumber: phone.international,
    ribbon: [
      link('fd-ribbon-main', brand.main, '/'),
      link('fd-ribbon-about-group', `About ${brand.mainShort}`, '/about-us'),
    ],
    callToAction: cta('fd-cta-funding', 'Apply for funding', '/foundation/funding/apply'),
    hideQuoteButton: true,
    navLinks: [
      {
        id: 'fd-about',
        title: 'About us',
        url: '/foundation/about-us',
        icon: 'building',
        variation: 'dropdown',
        children: [
          link('fd-about-us', 'About the foundation', '/foundation/about-us'),
          link('fd-about-leadership', 'Leadership team', '/foundation/about-us/leadership-team'),
          link('fd-about-report', 'Community report', '/foundation/about-us/community-report'),
        ],
      },
      {
        id: 'fd-partners',
        title: 'Our partners',
        url: '/foundation/our-partners',
        icon: 'hand-heart',
        variation: 'dropdown',
        children: [
          link('fd-partners-all', 'Our partners', '/foundation/our-partners'),
          link(
            'fd-partners-health-support',
            'Health support programs',
            '/foundation/our-partners/health-support',
          ),
        ],
      },
      {
        id: 'fd-funding',
        title: 'Funding',
        url: '/foundation/funding',
        icon: 'gift',
        variation: 'dropdown',
        children: [
          link('fd-funding-rounds', 'Funding rounds', '/foundation/funding'),
          link('fd-funding-stories', 'What our funding achieves', '/foundation/stories'),
        ],
        callOut: {
          title: 'Funding for community health',
          description:
            'Registered charities and not-for-profits can apply for grants for programs that improve health.',
          primaryCta: cta('fd-callout-apply', 'How to apply', '/foundation/funding'),
          secondaryCta: cta('fd-callout-partners', 'Who we fund', '/foundation/our-partners'),
        },
      },
      link('fd-stories', 'Stories', '/foundation/stories', { icon: 'star' }),
      link('fd-contact', 'Contact us', '/foundation/contact-us', { icon: 'mail', positionRight: true }),
    ],
    smallHeaderConfig: {
      id: 'foundation-small-header',
      logoUrl: '/foundation',
      phoneNumber: phone.international,
      iconLinks: [iconLink('fd-icon-contact', 'Contact the foundation', '/foundation/contact-us', 'mail')],
    },
  },
  footer: {
    id: 'foundation-footer',
    countryOfOrigin: 'Australia',
    columns: [
      {
        id: 'fd-ft-about',
        title: 'About the foundation',
        children: [
          footerLink('fd-ft-about-us', 'About us', '/foundation/about-us'),
          footerLink('fd-ft-leadership', 'Leadership team', '/foundation/about-us/leadership-team'),
          footerLink('fd-ft-report', 'Community report', '/foundation/about-us/community-report'),
        ],
      },
      {
        id: 'fd-ft-work',
        title: 'Our work',
        children: [
          footerLink('fd-ft-partners', 'Our partners', '/foundation/our-partners'),
          footerLink(
            'fd-ft-health-support',
            'Health support programs',
            '/foundation/our-partners/health-support',
          ),
          footerLink('fd-ft-funding', 'Funding', '/foundation/funding'),
          footerLink('fd-ft-stories', 'Stories', '/foundation/stories'),
        ],
      },
      {
        id: 'fd-ft-group',
        title: brand.main,
        children: [
          footerLink('fd-ft-main', 'Health insurance', '/'),
          footerLink('fd-ft-about-group', `About ${brand.mainShort}`, '/about-us'),
          footerLink('fd-ft-careers', 'Careers', '/careers'),
          footerExternalLink('fd-ft-reconciliation', 'Reconciliation in Australia', external.reconciliation),
        ],
      },
    ],
    contact: {
      heading: 'Contact the foundation',
      phoneNumber: phone.international,
      email: email.foundation,
      address: { mail: [...address.mail], office: [...address.office] },
      contactLinks: [
        footerLink('fd-ct-contact', 'Contact us', '/foundation/contact-us'),
        footerLink('fd-ct-funding', 'Apply for funding', '/foundation/funding/apply'),
      ],
      socialLinks: mainSocialSubset(['Facebook', 'Instagram', 'LinkedIn']),
      associations: [reconciliationBadge],
      openHours: ['Monday to Friday, 9am to 5pm AEST'],
      contactUrl: '/foundation/contact-us',
    },
    smallFooterConfig: {
      id: 'foundation-small-footer',
      copyrightText: brand.company,
      links: corporateLegalLinks,
      privacy: auLegal.privacy,
    },
  },
};
