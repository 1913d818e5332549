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
    callToAction: cta('intl-cta-quote', 'Get a quote', '/health-insurance/join/welcome'),
    navLinks: [
      {
        id: 'intl-students',
        title: 'Students',
        url: '/overseas-students',
        icon: 'graduation-cap',
        variation: 'dropdown',
        children: [
          link('intl-students-home', 'Overseas Student Health Cover', '/overseas-students'),
          link('intl-students-explained', 'OSHC explained', '/overseas-students/oshc-explained'),
          link('intl-students-claim', 'How to claim', '/overseas-students/how-to-claim'),
        ],
      },
      {
        id: 'intl-workers',
        title: 'Workers and visitors',
        url: '/overseas-working-visitors',
        icon: 'briefcase',
        variation: 'dropdown',
        children: [
          link('intl-workers-home', 'Overseas Visitors Health Cover', '/overseas-working-visitors'),
          link('intl-workers-8501', 'Visa condition 8501', '/overseas-working-visitors/visa-8501'),
          link('intl-workers-claim', 'How to claim', '/overseas-working-visitors/how-to-claim'),
        ],
        callOut: {
          title: 'Does your visa need health cover?',
          description: 'Many temporary visas carry condition 8501. Find out what adequate cover means.',
          primaryCta: cta('intl-callout-8501', 'Visa condition 8501', '/overseas-working-visitors/visa-8501'),
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
        children: [
          footerLink('intl-ft-oshc', 'Overseas Student Health Cover', '/overseas-students'),
          footerLink('intl-ft-oshc-explained', 'OSHC explained', '/overseas-students/oshc-explained'),
          footerLink('intl-ft-oshc-claim', 'How to claim', '/overseas-students/how-to-claim'),
        ],
      },
      {
        id: 'intl-ft-workers',
        title: 'Workers and visitors',
        children: [
          footerLink('intl-ft-ovhc', 'Overseas Visitors Health Cover', '/overseas-working-visitors'),
          footerLink('intl-ft-8501', 'Visa condition 8501', '/overseas-working-visitors/visa-8501'),
          footerLink('intl-ft-ovhc-claim', 'How to claim', '/overseas-working-visitors/how-to-claim'),
        ],
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
