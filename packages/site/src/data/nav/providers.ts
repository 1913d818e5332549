// The providers' portal-style header and footer: provider types, networks, claiming and the portal.
import { address, brand, email, external, phone } from '../brand';
import type { NavData } from '../schema';
import { cta, externalLink, footerLink, iconLink, link } from './builders';
import { auLegal, corporateLegalLinks } from './legal-links';
import { mainSocialSubset } from './social';

export const providersNav: NavData = {
  header: {
    id: 'providers-header',
    logoUrl: '/providers',
    logoLabel: `${brand.main} for Providers home`,
    phoneNumber: phone.providers,
    ribbon: [
      link('pv-ribbon-main', brand.main, '/'),
      link('pv-ribbon-find', 'Find a provider', '/find-a-provider'),
      externalLink('pv-ribbon-portal', 'Provider portal', external.providerPortal),
    ],
    callToAction: cta('pv-cta-login', 'Portal login', '/providers/hcp-portal/user/login'),
    hideQuoteButton: true,
    navLinks: [
      {
        id: 'pv-medical',
        title: 'Medical',
        url: '/providers/medical',
        icon: 'stethoscope',
        variation: 'dropdown',
        children: [
          link('pv-medical-specialists', 'Medical specialists', '/providers/medical'),
          link('pv-medical-medigap', `${brand.gapScheme} scheme`, '/providers/medigap'),
        ],
      },
      link('pv-hospital', 'Hospitals', '/providers/hospital', { icon: 'hospital' }),
      {
        id: 'pv-ancillary',
        title: 'Ancillary',
        url: '/providers/ancillary',
        icon: 'smile',
        variation: 'dropdown',
        children: [
          link('pv-ancillary-providers', 'Ancillary providers', '/providers/ancillary'),
          link('pv-ancillary-network', brand.firstChoice, '/providers/first-choice-network'),
        ],
        callOut: {
          title: `Join the ${brand.firstChoice}`,
          description: 'Agree set prices for common services and we will send members your way.',
          primaryCta: cta('pv-callout-network', 'About the network', '/providers/first-choice-network'),
          secondaryCta: cta('pv-callout-contact', 'Talk to us', '/providers/contact-us'),
        },
      },
      link('pv-care-home', 'Care homes', '/providers/care-home-providers', { icon: 'home' }),
      link('pv-international', 'International claiming', '/providers/international-claiming-options', {
        icon: 'globe',
      }),
      link('pv-contact', 'Contact us', '/providers/contact-us', { icon: 'phone', positionRight: true }),
    ],
    smallHeaderConfig: {
      id: 'providers-small-header',
      logoUrl: '/providers',
      phoneNumber: phone.providers,
      iconLinks: [
        iconLink('pv-icon-login', 'Provider portal login', '/providers/hcp-portal/user/login', 'log-in'),
      ],
    },
  },
  footer: {
    id: 'providers-footer',
    countryOfOrigin: 'Australia',
    columns: [
      {
        id: 'pv-ft-types',
        title: 'Provider types',
        children: [
          footerLink('pv-ft-medical', 'Medical specialists', '/providers/medical'),
          footerLink('pv-ft-medigap', `${brand.gapScheme} scheme`, '/providers/medigap'),
          footerLink('pv-ft-hospital', 'Hospitals', '/providers/hospital'),
          footerLink('pv-ft-ancillary', 'Ancillary providers', '/providers/ancillary'),
          footerLink('pv-ft-care-home', 'Care home providers', '/providers/care-home-providers'),
        ],
      },
      {
        id: 'pv-ft-claiming',
        title: 'Networks and claiming',
        children: [
          footerLink('pv-ft-network', brand.firstChoice, '/providers/first-choice-network'),
          footerLink(
            'pv-ft-international',
            'International claiming',
            '/providers/international-claiming-options',
          ),
          footerLink('pv-ft-portal', 'Provider portal login', '/providers/hcp-portal/user/login'),
        ],
      },
      {
        id: 'pv-ft-group',
        title: brand.main,
        children: [
          footerLink('pv-ft-main', 'Health insurance', '/'),
          footerLink('pv-ft-about', 'About us', '/about-us'),
          footerLink('pv-ft-find', 'Find a provider', '/find-a-provider'),
          footerLink('pv-ft-careers', 'Careers', '/careers'),
        ],
      },
    ],
    contact: {
      heading: 'Provider services',
      phoneNumber: phone.providers,
      email: email.providers,
      address: { mail: [...address.mail], office: [...address.office] },
      contactLinks: [
        footerLink('pv-ct-contact', 'Contact us', '/providers/contact-us'),
        footerLink('pv-ct-portal', 'Provider portal login', '/providers/hcp-portal/user/login'),
      ],
      socialLinks: mainSocialSubset(['LinkedIn']),
      openHours: ['Monday to Friday, 8am to 6pm AEST'],
      contactUrl: '/providers/contact-us',
    },
    smallFooterConfig: {
      id: 'providers-small-footer',
      copyrightText: brand.company,
      links: corporateLegalLinks,
      privacy: auLegal.privacy,
    },
  },
};
