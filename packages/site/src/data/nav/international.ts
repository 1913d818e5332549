// The overseas cover hub's header and footer: students, workers and visitors, and using cover in Australia.
import { brand, phone } from '../brand';
import type { NavData } from '../schema';
import { cta, footerLink, link } from './builders';
import {
  helpMenu,
  internationalContact,
  internationalSmallHeader,
  internationalSmallFooter,
  memberLogin,
  usingYourCoverMenu,
} from './international-shared';
import { coverFooterLink, coverLink, QUOTE_URLS, studentPages, workerPages } from './international-audience';

// The hub lists each audience's home, its main explainer and how to claim, in its menus and its footer.
const studentLinks = [studentPages.home, studentPages.explained, studentPages.claim];
const workerLinks = [workerPages.home, workerPages.visa8501, workerPages.claim];

export const internationalNav: NavData = {
  header: {
    id: 'international-header',
    logoUrl: '/international',
    logoLabel: `${brand.international} home`,
    phoneNumber: phone.international,
    ribbon: [
      link('intl-ribbon-main', brand.main, '/'),
      link('intl-ribbon-students', 'Overseas students', '/overseas-students'),
      link('intl-ribbon-workers', 'Overseas workers and visitors', '/overseas-working-visitors'),
    ],
    callToAction: cta('intl-cta-quote', 'Get a quote', QUOTE_URLS.international),
    quoteButtonUrl: QUOTE_URLS.international,
    navLinks: [
      {
        id: 'intl-students',
        title: 'Students',
        url: '/overseas-students',
        icon: 'graduation-cap',
        variation: 'dropdown',
        children: studentLinks.map((page) => coverLink('intl-students', page)),
      },
      {
        id: 'intl-workers',
        title: 'Workers and visitors',
        url: '/overseas-working-visitors',
        icon: 'briefcase',
        variation: 'dropdown',
        children: workerLinks.map((page) => coverLink('intl-workers', page)),
        callOut: {
          title: 'Does your visa need health cover?',
          description: 'Many temporary visas carry condition 8501. Find out what adequate cover means.',
          primaryCta: cta('intl-callout-8501', workerPages.visa8501.title, workerPages.visa8501.url),
          secondaryCta: cta(
            'intl-callout-healthcare',
            'Healthcare in Australia',
            '/international/healthcare-in-australia',
          ),
        },
      },
      {
        ...usingYourCoverMenu('intl'),
        children: [
          link('intl-using-healthcare', 'Healthcare in Australia', '/international/healthcare-in-australia', {
            icon: 'info',
          }),
          ...(usingYourCoverMenu('intl').children ?? []),
        ],
      },
      helpMenu('intl', '/international/contact-us'),
      memberLogin('intl'),
    ],
    smallHeaderConfig: internationalSmallHeader('international', 'intl', '/international'),
  },
  footer: {
    id: 'international-footer',
    countryOfOrigin: 'Australia',
    columns: [
      {
        id: 'intl-ft-students',
        title: 'Overseas students',
        children: studentLinks.map((page) => coverFooterLink('intl-ft-oshc', page)),
      },
      {
        id: 'intl-ft-workers',
        title: 'Workers and visitors',
        children: workerLinks.map((page) => coverFooterLink('intl-ft-ovhc', page)),
      },
      {
        id: 'intl-ft-using',
        title: 'Using your cover',
        children: [
          footerLink(
            'intl-ft-healthcare',
            'Healthcare in Australia',
            '/international/healthcare-in-australia',
          ),
          footerLink('intl-ft-find', 'Find a provider', '/find-a-provider'),
          footerLink('intl-ft-telehealth', 'GP telehealth', '/health-information/gp-telehealth'),
          footerLink('intl-ft-contact', 'Contact us', '/international/contact-us'),
        ],
      },
    ],
    contact: internationalContact('intl', '/international/contact-us'),
    smallFooterConfig: internationalSmallFooter('international'),
  },
};
