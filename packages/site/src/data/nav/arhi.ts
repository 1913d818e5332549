// The main health fund's header and footer (arhi): health, travel, wellbeing, help and the rest of SPEC 2.3.
import { address, brand, external, phone } from '../brand';
import type { NavData, NavLink } from '../schema';
import { codeOfConductBadge, reconciliationBadge } from './associations';
import { cta, footerExternalLink, footerLink, group, iconLink, link } from './builders';
import { arhiLegalLinks, auLegal } from './legal-links';
import { mainSocialLinks } from './social';
import { travelFooterColumn, travelMenu } from './travel-menu';

const healthInsurance: NavLink = {
  id: 'health',
  title: 'Health insurance',
  url: '/health-insurance',
  icon: 'heart-pulse',
  variation: 'megaMenu',
  children: [
    group(
      'health-for-you',
      'Cover for you',
      [
        link('health-compare', 'Compare health insurance', '/health-insurance', {
          subtitle: 'Hospital, extras and combined covers side by side',
        }),
        link('health-singles', 'Singles', '/health-insurance/singles', { icon: 'user' }),
        link('health-couples', 'Couples', '/health-insurance/couples', { icon: 'users' }),
        link('health-family', 'Families', '/health-insurance/family', { icon: 'baby' }),
        link('health-quote', 'Get a quote', '/health-insurance/join/welcome', {
          icon: 'arrow-right',
          hideInDrawer: true,
        }),
      ],
      { icon: 'users' },
    ),
    group(
      'health-types',
      'Types of cover',
      [
        link('health-hospital', 'Hospital cover', '/health-insurance/hospital', {
          icon: 'hospital',
          subtitle: 'Basic, Bronze, Silver and Gold tiers',
        }),
        link('health-extras', 'Extras cover', '/health-insurance/extras', {
          icon: 'smile',
          subtitle: 'Dental, optical, physio and more',
        }),
        link('health-ambulance', 'Ambulance cover', '/health-insurance/ambulance', { icon: 'shield-check' }),
        link('health-corporate', 'Corporate plans', '/corporate-plans', { icon: 'briefcase' }),
        link('health-life', 'Life insurance', '/life-insurance', { icon: 'shield-check' }),
      ],
      { icon: 'shield-check' },
    ),
    group(
      'health-overseas',
      'Overseas visitors',
      [
        link('health-international', 'Overseas cover', '/international', { icon: 'globe' }),
        link('health-oshc', 'Overseas students', '/overseas-students', { icon: 'graduation-cap' }),
        link('health-ovhc', 'Overseas workers and visitors', '/overseas-working-visitors', {
          icon: 'briefcase',
        }),
      ],
      { icon: 'globe' },
    ),
    group(
      'health-ndis',
      'NDIS plan management',
      [
        link('health-thrive', brand.thrive, '/thrive', { icon: 'hand-heart' }),
        link('health-thrive-join', 'Join plan management', '/thrive/join'),
        link(
          'health-thrive-participants',
          'For participants and support coordinators',
          '/thrive/resources-for-participants-and-support-coordinators',
        ),
        link('health-thrive-providers', 'For NDIS providers', '/thrive/resources-for-providers'),
        link('health-thrive-contact', 'Contact plan management', '/thrive/contact-us'),
        link('health-thrive-help', 'Plan management help', '/help/thrive'),
      ],
      { icon: 'accessibility' },
    ),
  ],
  callOut: {
    title: 'Not sure which cover is right?',
    description:
      'Tell us who you want to cover and what matters to you, and compare prices in a few minutes.',
    primaryCta: cta('health-callout-quote', 'Get a quote', '/health-insurance/join/welcome'),
    secondaryCta: cta('health-callout-compare', 'Compare covers', '/health-insurance'),
  },
};

const healthAndWellbeing: NavLink = {
  id: 'wellbeing',
  title: 'Health & wellbeing',
  url: '/healthy-living',
  icon: 'stethoscope',
  variation: 'megaMenu',
  children: [
    group(
      'wellbeing-information',
      'Health information',
      [
        link('wellbeing-health-info', 'Health information', '/health-information'),
        link(
          'wellbeing-lhc',
          'Lifetime Health Cover',
          '/health-information/healthcare-in-australia/lifetime-health-cover',
        ),
        link('wellbeing-telehealth', 'GP telehealth', '/health-information/gp-telehealth', {
          icon: 'stethoscope',
          label: 'Members',
        }),
        link('wellbeing-hospital', 'Going to hospital', '/going-to-hospital', { icon: 'hospital' }),
      ],
      { icon: 'info' },
    ),
    group(
      'wellbeing-living',
      'Healthy living',
      [
        link('wellbeing-healthy-living', 'Healthy living', '/healthy-living'),
        link('wellbeing-healthcheck', 'Health check', '/healthy-living/healthcheck', { icon: 'heart-pulse' }),
        link('wellbeing-hub', 'Health hub', '/healthy-living/hub-health'),
        link('wellbeing-checkup', brand.checkup, '/the-checkup', {
          subtitle: 'Articles on health and wellbeing',
        }),
      ],
      { icon: 'heart-pulse' },
    ),
    group(
      'wellbeing-programs',
      'Programs and benefits',
      [
        link('wellbeing-programs-link', 'Health management programs', '/health-management-programs'),
        link('wellbeing-benefits', 'Member benefits', '/member-benefits', { icon: 'star' }),
        link('wellbeing-first-choice', brand.firstChoice, '/first-choice-network'),
        link('wellbeing-free-membership', 'Free membership', '/free-membership', { icon: 'gift' }),
        link('wellbeing-find-provider', 'Find a provider', '/find-a-provider', { icon: 'map-pin' }),
      ],
      { icon: 'star' },
    ),
  ],
  callOut: {
    title: brand.checkup,
    description:
      'Practical articles on sleep, food, movement and mental health, checked by health professionals.',
    primaryCta: cta('wellbeing-callout-checkup', `Read ${brand.checkup}`, '/the-checkup'),
    secondaryCta: cta('wellbeing-callout-programs', 'Health programs', '/health-management-programs'),
  },
};

const help: NavLink = {
  id: 'help',
  title: 'Help',
  url: '/help',
  icon: 'help-circle',
  variation: 'dropdown',
  positionRight: true,
  children: [
    link('help-centre', 'Help centre', '/help'),
    link('help-health', 'Health insurance help', '/help/health'),
    link('help-travel', 'Travel insurance help', '/help/travel'),
    link('help-thrive', 'NDIS plan management help', '/help/thrive'),
    link('help-contact', 'Contact us', '/contact-us', { icon: 'phone' }),
  ],
};

const aboutUs: NavLink = {
  id: 'about',
  title: 'About us',
  url: '/about-us',
  icon: 'building',
  variation: 'dropdown',
  positionRight: true,
  children: [
    link('about-overview', `About ${brand.mainShort}`, '/about-us'),
    link('about-careers', 'Careers', '/careers'),
    link('about-media', 'Media centre', '/media'),
    link('about-foundation', brand.foundation, '/foundation'),
    link('about-shareholders', 'Shareholder Centre', '/shareholders/home'),
    link('about-providers', 'For providers', '/providers'),
  ],
};

export const arhiNav: NavData = {
  header: {
    id: 'arhi-header',
    logoUrl: '/',
    logoLabel: `${brand.main} home`,
    phoneNumber: phone.headOffice,
    corporatePhoneNumber: phone.corporate,
    ribbon: [
      link('ribbon-members', 'Members', '/member-benefits'),
      link('ribbon-providers', 'Providers', '/providers'),
      link('ribbon-shareholders', 'Shareholders', '/shareholders/home'),
      link('ribbon-careers', 'Careers', '/careers'),
      link('ribbon-foundation', 'Foundation', '/foundation'),
    ],
    callToAction: cta('arhi-cta-quote', 'Get a quote', '/health-insurance/join/welcome'),
    showSearch: true,
    showLogin: true,
    navLinks: [
      healthInsurance,
      travelMenu,
      healthAndWellbeing,
      link('find-provider', 'Find a provider', '/find-a-provider', { icon: 'map-pin' }),
      help,
      aboutUs,
    ],
    smallHeaderConfig: {
      id: 'arhi-small-header',
      logoUrl: '/',
      phoneNumber: phone.headOffice,
      corporatePhoneNumber: phone.corporate,
      iconLinks: [iconLink('arhi-icon-search', 'Search', '/search', 'search')],
    },
  },
  footer: {
    id: 'arhi-footer',
    countryOfOrigin: 'Australia',
    columns: [
      {
        id: 'ft-health',
        title: 'Health insurance',
        icon: 'heart-pulse',
        children: [
          footerLink('ft-health-compare', 'Compare health insurance', '/health-insurance'),
          footerLink('ft-health-hospital', 'Hospital cover', '/health-insurance/hospital'),
          footerLink('ft-health-extras', 'Extras cover', '/health-insurance/extras'),
          footerLink('ft-health-ambulance', 'Ambulance cover', '/health-insurance/ambulance'),
          footerLink('ft-health-oshc', 'Overseas students', '/overseas-students'),
          footerLink('ft-health-ovhc', 'Overseas workers and visitors', '/overseas-working-visitors'),
          footerLink('ft-health-corporate', 'Corporate plans', '/corporate-plans'),
        ],
      },
      travelFooterColumn,
      {
        id: 'ft-members',
        title: 'Members',
        icon: 'user',
        children: [
          footerLink('ft-members-benefits', 'Member benefits', '/member-benefits'),
          footerLink('ft-members-find', 'Find a provider', '/find-a-provider'),
          footerLink('ft-members-first-choice', brand.firstChoice, '/first-choice-network'),
          footerLink('ft-members-free', 'Free membership', '/free-membership'),
          footerLink('ft-members-checkup', brand.checkup, '/the-checkup'),
          footerExternalLink('ft-members-portal', brand.portal, external.memberPortal),
          footerLink('ft-members-logout', `Log out of ${brand.portal}`, '/onlineservices/oslogout'),
        ],
      },
      {
        id: 'ft-about',
        title: 'About us',
        icon: 'building',
        children: [
          footerLink('ft-about-us', `About ${brand.mainShort}`, '/about-us'),
          footerLink('ft-about-careers', 'Careers', '/careers'),
          footerLink('ft-about-media', 'Media centre', '/media'),
          footerLink('ft-about-foundation', brand.foundation, '/foundation'),
          footerLink('ft-about-shareholders', 'Shareholders', '/shareholders/home'),
          footerLink('ft-about-providers', 'Providers', '/providers'),
          footerLink('ft-about-life', 'Life insurance', '/life-insurance'),
        ],
      },
      {
        id: 'ft-help',
        title: 'Help',
        icon: 'help-circle',
        children: [
          footerLink('ft-help-centre', 'Help centre', '/help'),
          footerLink('ft-help-health', 'Health insurance help', '/help/health'),
          footerLink('ft-help-travel', 'Travel insurance help', '/help/travel'),
          footerLink('ft-help-ndis', 'NDIS plan management', '/thrive'),
          footerLink('ft-help-booklet', 'Policy booklet', '/docs/policy-booklet'),
          footerLink('ft-help-search', 'Search', '/search'),
          footerLink('ft-help-contact', 'Contact us', '/contact-us'),
        ],
      },
    ],
    contact: {
      heading: 'Contact us',
      phoneNumber: phone.headOffice,
      corporatePhoneNumber: phone.corporate,
      overseasPhoneNumber: phone.overseas,
      address: { mail: [...address.mail], office: [...address.office] },
      contactLinks: [
        footerLink('ct-contact', 'Contact us', '/contact-us'),
        footerLink('ct-find-provider', 'Find a provider', '/find-a-provider'),
        footerLink('ct-complaints', 'Make a complaint', '/legal/complaints'),
      ],
      socialLinks: mainSocialLinks,
      associations: [codeOfConductBadge, reconciliationBadge],
      openHours: ['Monday to Friday, 8am to 8pm AEST', 'Saturday, 9am to 1pm AEST'],
      contactUrl: '/contact-us',
    },
    smallFooterConfig: {
      id: 'arhi-small-footer',
      copyrightText: brand.company,
      links: arhiLegalLinks,
      privacy: auLegal.privacy,
    },
  },
};
