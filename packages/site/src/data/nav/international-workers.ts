// The overseas workers' and visitors' (OVHC) header and footer.
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

export const internationalWorkersNav: NavData = {
  header: {
    id: 'workers-header',
    logoUrl: '/overseas-working-visitors',
    logoLabel: `${brand.international} overseas workers and visitors home`,
    phoneNumber: phone.international,
    ribbon: [
      link('ovhc-ribbon-international', 'Overseas cover', '/international'),
      link('ovhc-ribbon-students', 'Overseas students', '/overseas-students'),
      link('ovhc-ribbon-main', brand.main, '/'),
    ],
    callToAction: cta('ovhc-cta-quote', 'Get a quote', '/health-insurance/join/welcome'),
    navLinks: [
      {
        id: 'ovhc-cover',
        title: 'Visitor cover',
        url: '/overseas-working-visitors',
        icon: 'briefcase',
        variation: 'dropdown',
        children: [
          link('ovhc-cover-home', 'Overseas Visitors Health Cover', '/overseas-working-visitors'),
          link('ovhc-cover-ours', 'What our OVHC covers', '/overseas-working-visitors/our-cover'),
          link('ovhc-cover-8501', 'Visa condition 8501', '/overseas-working-visitors/visa-8501'),
        ],
        callOut: {
          title: 'Visa condition 8501',
          description: 'Keep adequate health insurance for your whole stay to meet your visa condition.',
          primaryCta: cta('ovhc-callout-8501', 'What it means', '/overseas-working-visitors/visa-8501'),
          secondaryCta: cta('ovhc-callout-quote', 'Get a quote', '/health-insurance/join/welcome'),
        },
      },
      usingYourCoverMenu('ovhc', '/overseas-working-visitors/how-to-claim'),
      helpMenu('ovhc', '/overseas-working-visitors/contact-us'),
      memberLogin('ovhc'),
    ],
    smallHeaderConfig: internationalSmallHeader('workers', 'ovhc', '/overseas-working-visitors'),
  },
  footer: {
    id: 'workers-footer',
    countryOfOrigin: 'Australia',
    columns: [
      {
        id: 'ovhc-ft-cover',
        title: 'Visitor cover',
        children: [
          footerLink('ovhc-ft-home', 'Overseas Visitors Health Cover', '/overseas-working-visitors'),
          footerLink('ovhc-ft-ours', 'What our OVHC covers', '/overseas-working-visitors/our-cover'),
          footerLink('ovhc-ft-8501', 'Visa condition 8501', '/overseas-working-visitors/visa-8501'),
        ],
      },
      {
        id: 'ovhc-ft-using',
        title: 'Using your cover',
        children: [
          footerLink('ovhc-ft-claim', 'How to claim', '/overseas-working-visitors/how-to-claim'),
          footerLink('ovhc-ft-find', 'Find a provider', '/find-a-provider'),
          footerLink('ovhc-ft-telehealth', 'GP telehealth', '/health-information/gp-telehealth'),
          footerLink('ovhc-ft-hospital', 'Going to hospital', '/going-to-hospital'),
        ],
      },
      {
        id: 'ovhc-ft-more',
        title: 'More help',
        children: [
          footerLink('ovhc-ft-help', 'Help centre', '/help'),
          footerLink('ovhc-ft-contact', 'Contact us', '/overseas-working-visitors/contact-us'),
          footerLink('ovhc-ft-international', 'All overseas cover', '/international'),
        ],
      },
    ],
    contact: internationalContact('ovhc', '/overseas-working-visitors/contact-us'),
    smallFooterConfig: internationalSmallFooter('workers'),
  },
};
