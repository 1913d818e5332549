// The overseas students' (OSHC) header and footer.
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

export const internationalStudentsNav: NavData = {
  header: {
    id: 'students-header',
    logoUrl: '/overseas-students',
    logoLabel: `${brand.international} overseas students home`,
    phoneNumber: phone.international,
    ribbon: [
      link('oshc-ribbon-international', 'Overseas cover', '/international'),
      link('oshc-ribbon-workers', 'Workers and visitors', '/overseas-working-visitors'),
      link('oshc-ribbon-main', brand.main, '/'),
    ],
    callToAction: cta('oshc-cta-quote', 'Get a quote', '/health-insurance/join/welcome'),
    navLinks: [
      {
        id: 'oshc-cover',
        title: 'Student cover',
        url: '/overseas-students',
        icon: 'graduation-cap',
        variation: 'dropdown',
        children: [
          link('oshc-cover-home', 'Overseas Student Health Cover', '/overseas-students'),
          link('oshc-cover-explained', 'OSHC explained', '/overseas-students/oshc-explained'),
          link('oshc-cover-ours', 'What our OSHC covers', '/overseas-students/our-cover'),
        ],
        callOut: {
          title: 'Buy before you arrive',
          description:
            'Your OSHC should start on the day you arrive in Australia and last until your visa ends.',
          primaryCta: cta('oshc-callout-quote', 'Get a quote', '/health-insurance/join/welcome'),
          secondaryCta: cta('oshc-callout-explained', 'OSHC explained', '/overseas-students/oshc-explained'),
        },
      },
      usingYourCoverMenu('oshc', '/overseas-students/how-to-claim'),
      helpMenu('oshc', '/overseas-students/contact-us'),
      memberLogin('oshc'),
    ],
    smallHeaderConfig: internationalSmallHeader('students', 'oshc', '/overseas-students'),
  },
  footer: {
    id: 'students-footer',
    countryOfOrigin: 'Australia',
    columns: [
      {
        id: 'oshc-ft-cover',
        title: 'Student cover',
        children: [
          footerLink('oshc-ft-home', 'Overseas Student Health Cover', '/overseas-students'),
          footerLink('oshc-ft-explained', 'OSHC explained', '/overseas-students/oshc-explained'),
          footerLink('oshc-ft-ours', 'What our OSHC covers', '/overseas-students/our-cover'),
        ],
      },
      {
        id: 'oshc-ft-using',
        title: 'Using your cover',
        children: [
          footerLink('oshc-ft-claim', 'How to claim', '/overseas-students/how-to-claim'),
          footerLink('oshc-ft-find', 'Find a doctor', '/find-a-provider'),
          footerLink('oshc-ft-telehealth', 'GP telehealth', '/health-information/gp-telehealth'),
          footerLink('oshc-ft-hospital', 'Going to hospital', '/going-to-hospital'),
        ],
      },
      {
        id: 'oshc-ft-more',
        title: 'More help',
        children: [
          footerLink('oshc-ft-help', 'Help centre', '/help'),
          footerLink('oshc-ft-contact', 'Contact us', '/overseas-students/contact-us'),
          footerLink('oshc-ft-international', 'All overseas cover', '/international'),
        ],
      },
    ],
    contact: internationalContact('oshc', '/overseas-students/contact-us'),
    smallFooterConfig: internationalSmallFooter('students'),
  },
};
