// Pieces shared by the three overseas-cover variants: the using-your-cover and help menus, member login, the small
// header, the contact block and legal links.
import { address, brand, email, external, phone } from '../brand';
import type { FooterConfig, HeaderConfig, NavLink } from '../schema';
import { externalLink, footerLink, iconLink, link } from './builders';
import { auLegal } from './legal-links';
import { mainSocialSubset } from './social';

/** Links to the shared arhi pages every overseas member uses. */
export function usingYourCoverMenu(prefix: string, claimUrl?: string): NavLink {
  return {
    id: `${prefix}-using`,
    title: 'Using your cover',
    icon: 'stethoscope',
    variation: 'dropdown',
    children: [
      ...(claimUrl ? [link(`${prefix}-using-claim`, 'How to claim', claimUrl, { icon: 'file-text' })] : []),
      link(`${prefix}-using-find`, 'Find a doctor or hospital', '/find-a-provider', { icon: 'map-pin' }),
      link(`${prefix}-using-telehealth`, 'GP telehealth', '/health-information/gp-telehealth'),
      link(`${prefix}-using-hospital`, 'Going to hospital', '/going-to-hospital', { icon: 'hospital' }),
    ],
  };
}

/** Help, on the right: the help centre and the variant's own contact page. */
export function helpMenu(prefix: string, contactUrl: string): NavLink {
  return {
    id: `${prefix}-help`,
    title: 'Help',
    url: '/help',
    icon: 'help-circle',
    variation: 'dropdown',
    positionRight: true,
    children: [
      link(`${prefix}-help-centre`, 'Help centre', '/help'),
      link(`${prefix}-help-contact`, 'Contact us', contactUrl, { icon: 'phone' }),
    ],
  };
}

/** The header on small screens: the variant's home, the overseas team's number and member login. */
export function internationalSmallHeader(
  id: string,
  prefix: string,
  logoUrl: string,
): HeaderConfig['smallHeaderConfig'] {
  return {
    id: `${id}-small-header`,
    logoUrl,
    phoneNumber: phone.international,
    iconLinks: [iconLink(`${prefix}-icon-login`, 'Member login', external.memberPortal, 'log-in', true)],
  };
}

export function memberLogin(prefix: string): NavLink {
  return externalLink(`${prefix}-login`, 'Member login', external.memberPortal, {
    icon: 'log-in',
    positionRight: true,
  });
}

export function internationalContact(
  prefix: string,
  contactUrl: string,
): NonNullable<FooterConfig['contact']> {
  return {
    heading: 'Talk to our overseas cover team',
    phoneNumber: phone.international,
    overseasPhoneNumber: phone.overseas,
    email: email.international,
    address: { mail: [...address.mail], office: [...address.office] },
    contactLinks: [
      footerLink(`${prefix}-ct-contact`, 'Contact us', contactUrl),
      footerLink(`${prefix}-ct-find`, 'Find a doctor or hospital', '/find-a-provider'),
      footerLink(`${prefix}-ct-help`, 'Help centre', '/help'),
    ],
    socialLinks: mainSocialSubset(['Facebook', 'Instagram', 'Youtube']),
    openHours: ['Monday to Friday, 8am to 8pm AEST', 'Free interpreting in more than 100 languages'],
    contactUrl,
  };
}

export function internationalSmallFooter(prefix: string): FooterConfig['smallFooterConfig'] {
  return {
    id: `${prefix}-small-footer`,
    copyrightText: brand.company,
    links: [
      auLegal.fundRules,
      auLegal.onlineTerms,
      auLegal.codeOfConduct,
      auLegal.complaints,
      auLegal.accessibility,
    ],
    privacy: auLegal.privacy,
  };
}
