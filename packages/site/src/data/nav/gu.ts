// The second brand's header and footer: workplace health cover under /gu, with three external logins.
import { address, brand, email, external, phone } from '../brand';
import type { NavData } from '../schema';
import { codeOfConductBadge } from './associations';
import { cta, footerExternalLink, footerLink, group, iconLink, link } from './builders';
import { guLegal } from './legal-links';
import { guLoginLinks } from './login-links';
import { guSocialLinks } from './social';

export const guNav: NavData = {
  header: {
    id: 'gu-header',
    logoUrl: '/gu',
    logoLabel: `${brand.gu} home`,
    phoneNumber: phone.gu,
    corporatePhoneNumber: phone.guCorporate,
    ribbon: [...guLoginLinks, link('gu-ribbon-contact', 'Contact us', '/gu/contact-us')],
    callToAction: cta('gu-cta-join', 'Join now', '/gu/join'),
    quoteButtonUrl: '/gu/join',
    showSearch: true,
    navLinks: [
      {
        id: 'gu-cover',
        title: 'Our cover',
        url: '/gu/our-cover',
        icon: 'shield-check',
        variation: 'megaMenu',
        children: [
          group(
            'gu-cover-products',
            'Health cover',
            [
              link('gu-cover-overview', 'Our cover', '/gu/our-cover'),
              link('gu-cover-hospital', 'Hospital cover', '/gu/hospital-cover', { icon: 'hospital' }),
              link('gu-cover-extras', 'Extras cover', '/gu/extras-cover', { icon: 'smile' }),
              link('gu-cover-join', 'Join', '/gu/join', { hideInDrawer: true }),
            ],
            { icon: 'heart-pulse' },
          ),
          group(
            'gu-cover-employers',
            'For employers',
            [
              link('gu-cover-corporate', 'Corporate health', '/gu/corporate-health', {
                subtitle: 'Offer health cover as an employee benefit',
                icon: 'briefcase',
              }),
            ],
            { icon: 'building' },
          ),
        ],
        callOut: {
          title: 'Cover through your workplace',
          description: 'Many employers and associations offer their people access to our covers.',
          primaryCta: cta('gu-callout-join', 'Join now', '/gu/join'),
          secondaryCta: cta('gu-callout-corporate', 'For employers', '/gu/corporate-health'),
        },
      },
      {
        id: 'gu-members',
        title: 'Members',
        icon: 'users',
        variation: 'dropdown',
        children: [
          link('gu-members-claim', 'How to claim', '/gu/how-to-claim'),
          link('gu-members-forms', 'Forms', '/gu/forms'),
          link('gu-members-rewards', 'Rewards', '/gu/rewards', { icon: 'gift' }),
          link('gu-members-apps', 'Mobile apps', '/gu/mobile-apps'),
          link('gu-members-tax', 'Tax time', '/gu/tax-time'),
          link('gu-members-find', 'Find a provider', '/gu/find-a-provider', { icon: 'map-pin' }),
        ],
      },
      link('gu-health-hub', 'Health hub', '/gu/health-hub', { icon: 'heart-pulse' }),
      {
        id: 'gu-about',
        title: 'About us',
        url: '/gu/about-us',
        icon: 'building',
        variation: 'dropdown',
        positionRight: true,
        children: [
          link('gu-about-us', `About ${brand.gu}`, '/gu/about-us'),
          link('gu-about-fund-rules', 'Fund rules', '/gu/fund-rules'),
          link('gu-about-contact', 'Contact us', '/gu/contact-us', { icon: 'phone' }),
        ],
      },
      {
        id: 'gu-login',
        title: 'Log in',
        icon: 'log-in',
        variation: 'dropdown',
        positionRight: true,
        hideInDrawer: true,
        children: guLoginLinks.map((item) => ({ ...item, id: `${item.id}-menu` })),
      },
    ],
    smallHeaderConfig: {
      id: 'gu-small-header',
      logoUrl: '/gu',
      phoneNumber: phone.gu,
      corporatePhoneNumber: phone.guCorporate,
      iconLinks: [
        iconLink('gu-icon-search', 'Search', '/gu/search', 'search'),
        iconLink('gu-icon-login', 'Member login', external.guMemberLogin, 'log-in', true),
      ],
    },
  },
  footer: {
    id: 'gu-footer',
    countryOfOrigin: 'Australia',
    columns: [
      {
        id: 'gu-ft-cover',
        title: 'Our cover',
        children: [
          footerLink('gu-ft-our-cover', 'Our cover', '/gu/our-cover'),
          footerLink('gu-ft-hospital', 'Hospital cover', '/gu/hospital-cover'),
          footerLink('gu-ft-extras', 'Extras cover', '/gu/extras-cover'),
          footerLink('gu-ft-corporate', 'Corporate health', '/gu/corporate-health'),
          footerLink('gu-ft-join', 'Join now', '/gu/join'),
        ],
      },
      {
        id: 'gu-ft-members',
        title: 'Members',
        children: [
          footerLink('gu-ft-claim', 'How to claim', '/gu/how-to-claim'),
          footerLink('gu-ft-forms', 'Forms', '/gu/forms'),
          footerLink('gu-ft-rewards', 'Rewards', '/gu/rewards'),
          footerLink('gu-ft-apps', 'Mobile apps', '/gu/mobile-apps'),
          footerLink('gu-ft-tax', 'Tax time', '/gu/tax-time'),
          footerLink('gu-ft-find', 'Find a provider', '/gu/find-a-provider'),
        ],
      },
      {
        id: 'gu-ft-about',
        title: 'About us',
        children: [
          footerLink('gu-ft-about-us', `About ${brand.gu}`, '/gu/about-us'),
          footerLink('gu-ft-health-hub', 'Health hub', '/gu/health-hub'),
          footerLink('gu-ft-contact', 'Contact us', '/gu/contact-us'),
        ],
      },
      {
        id: 'gu-ft-logins',
        title: 'Log in',
        children: [
          footerExternalLink('gu-ft-member-login', 'Member login', external.guMemberLogin),
          footerExternalLink('gu-ft-hr-login', 'Employer (HR) login', external.guHrLogin),
          footerExternalLink('gu-ft-hospital-login', 'Hospital login', external.guHospitalLogin),
        ],
      },
    ],
    contact: {
      heading: 'Contact us',
      phoneNumber: phone.gu,
      corporatePhoneNumber: phone.guCorporate,
      email: email.gu,
      address: { mail: [...address.mail], office: [...address.office] },
      contactLinks: [
        footerLink('gu-ct-contact', 'Contact us', '/gu/contact-us'),
        footerLink('gu-ct-find', 'Find a provider', '/gu/find-a-provider'),
        footerLink('gu-ct-forms', 'Forms', '/gu/forms'),
      ],
      socialLinks: guSocialLinks,
      associations: [codeOfConductBadge],
      openHours: ['Monday to Friday, 8am to 6pm AEST'],
      contactUrl: '/gu/contact-us',
    },
    smallFooterConfig: {
      id: 'gu-small-footer',
      copyrightText: brand.guCompany,
      links: [guLegal.fundRules, guLegal.websiteTerms, guLegal.codeOfConduct],
      privacy: guLegal.privacy,
    },
  },
};
