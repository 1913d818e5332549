// The disability plan management site's header and footer (NDIS plan management).
import { address, brand, email, external, phone } from '../brand';
import type { NavData } from '../schema';
import { ndisProviderBadge } from './associations';
import { cta, externalLink, footerExternalLink, footerLink, iconLink, link } from './builders';
import { auLegal } from './legal-links';
import { mainSocialSubset } from './social';

export const thriveNav: NavData = {
  header: {
    id: 'thrive-header',
    logoUrl: '/thrive',
    logoLabel: `${brand.thrive} home`,
    phoneNumber: phone.thrive,
    ribbon: [
      link('th-ribbon-main', brand.main, '/'),
      externalLink('th-ribbon-login', 'Plan management login', external.thrivePortal),
    ],
    callToAction: cta('th-cta-join', 'Join us', '/thrive/join'),
    hideQuoteButton: true,
    navLinks: [
      {
        id: 'th-participants',
        title: 'Participants',
        url: '/thrive/resources-for-participants-and-support-coordinators',
        icon: 'users',
        variation: 'dropdown',
        children: [
          link(
            'th-participants-resources',
            'Resources for participants and support coordinators',
            '/thrive/resources-for-participants-and-support-coordinators',
          ),
          link('th-participants-join', 'How to join', '/thrive/join'),
          link('th-participants-help', 'Plan management help', '/help/thrive'),
        ],
        callOut: {
          title: 'Plan management at no cost to you',
          description:
            'The NDIS funds plan management separately, so it does not reduce your other supports.',
          primaryCta: cta('th-callout-join', 'Join us', '/thrive/join'),
          secondaryCta: cta('th-callout-help', 'Common questions', '/help/thrive'),
        },
      },
      {
        id: 'th-providers',
        title: 'Providers',
        url: '/thrive/resources-for-providers',
        icon: 'briefcase',
        variation: 'dropdown',
        children: [
          link('th-providers-resources', 'Resources for providers', '/thrive/resources-for-providers'),
          link('th-providers-contact', 'Provider enquiries', '/thrive/contact-us'),
        ],
      },
      link('th-help', 'Help', '/help/thrive', { icon: 'help-circle' }),
      link('th-contact', 'Contact us', '/thrive/contact-us', { icon: 'phone', positionRight: true }),
      externalLink('th-login', 'Log in', external.thrivePortal, {
        icon: 'log-in',
        positionRight: true,
        hideInDrawer: true,
      }),
    ],
    smallHeaderConfig: {
      id: 'thrive-small-header',
      logoUrl: '/thrive',
      phoneNumber: phone.thrive,
      iconLinks: [iconLink('th-icon-login', 'Plan management login', external.thrivePortal, 'log-in', true)],
    },
  },
  footer: {
    id: 'thrive-footer',
    countryOfOrigin: 'Australia',
    columns: [
      {
        id: 'th-ft-participants',
        title: 'Participants',
        children: [
          footerLink(
            'th-ft-participant-resources',
            'Participant and support coordinator resources',
            '/thrive/resources-for-participants-and-support-coordinators',
          ),
          footerLink('th-ft-join', 'Join us', '/thrive/join'),
          footerLink('th-ft-help', 'Help and FAQs', '/help/thrive'),
        ],
      },
      {
        id: 'th-ft-providers',
        title: 'Providers',
        children: [
          footerLink(
            'th-ft-provider-resources',
            'Resources for providers',
            '/thrive/resources-for-providers',
          ),
          footerLink('th-ft-provider-contact', 'Provider enquiries', '/thrive/contact-us'),
          footerExternalLink('th-ft-portal', 'Plan management login', external.thrivePortal),
        ],
      },
      {
        id: 'th-ft-group',
        title: brand.main,
        children: [
          footerLink('th-ft-main', 'Health insurance', '/'),
          footerLink('th-ft-about', 'About us', '/about-us'),
          footerLink('th-ft-careers', 'Careers', '/careers'),
        ],
      },
    ],
    contact: {
      heading: `Contact ${brand.thrive}`,
      phoneNumber: phone.thrive,
      email: email.thrive,
      address: { mail: [...address.mail], office: [...address.office] },
      contactLinks: [
        footerLink('th-ct-contact', 'Contact us', '/thrive/contact-us'),
        footerLink('th-ct-complaints', 'Feedback and complaints', '/legal/complaints'),
        footerExternalLink('th-ct-login', 'Plan management login', external.thrivePortal),
      ],
      socialLinks: mainSocialSubset(['Facebook', 'LinkedIn']),
      associations: [ndisProviderBadge],
      openHours: ['Monday to Friday, 8:30am to 5pm AEST'],
      contactUrl: '/thrive/contact-us',
    },
    smallFooterConfig: {
      id: 'thrive-small-footer',
      copyrightText: brand.company,
      links: [auLegal.websiteTerms, auLegal.complaints, auLegal.accessibility],
      privacy: auLegal.privacy,
    },
  },
};
