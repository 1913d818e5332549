// NDIS plan management pages (the thrive variant), apart from its home, the /help/thrive page and the sign-up
// (/thrive/join, a journey of its own: apps/web/src/plan-management).
import { brand, email, phone } from '@ds/site/data';
import type { PageContent } from './types';

export const thrivePages: PageContent[] = [
  {
    path: '/thrive/contact-us',
    title: `Contact ${brand.thrive}`,
    lead: 'Our plan management team can help participants, families, support coordinators and providers.',
    sections: [
      {
        heading: 'Call or email',
        paragraphs: [
          `Call ${phone.thrive}, Monday to Friday 8:30am to 5pm (AEST), or email ${email.thrive}. We reply to emails within one business day.`,
          'Providers: send invoices to our invoices inbox listed in your welcome pack and include the participant’s name and NDIS number.',
        ],
      },
      {
        heading: 'Feedback and complaints',
        paragraphs: [
          'Tell us if something is not right and we will work with you to fix it. You can also contact the NDIS Quality and Safeguards Commission at any time.',
        ],
        links: [
          { label: 'Complaints', href: '/legal/complaints' },
          { label: 'Plan management help', href: '/help/thrive' },
        ],
      },
    ],
  },
  {
    path: '/thrive/resources-for-providers',
    title: 'Resources for providers',
    lead: 'How to invoice us for supports delivered to plan-managed NDIS participants, and when you will be paid.',
    sections: [
      {
        heading: 'Sending an invoice',
        paragraphs: [
          'Include the participant’s name and NDIS number, the support item number, the date of service, the hours or quantity, the price and your ABN. Prices must be within the NDIS pricing arrangements and price limits.',
          'We pay most correct invoices within 2 business days.',
        ],
      },
      {
        heading: 'Registered or not',
        paragraphs: [
          'Plan-managed participants can use unregistered providers as well as registered ones, so you do not need to be NDIS-registered to work with our participants.',
        ],
        links: [
          { label: 'Provider enquiries', href: '/thrive/contact-us' },
          { label: 'Common questions', href: '/help/thrive' },
        ],
      },
    ],
  },
  {
    path: '/thrive/resources-for-participants-and-support-coordinators',
    title: 'Resources for participants and support coordinators',
    lead: 'Guides to help you use your NDIS funding with confidence, track your budget and work with your providers.',
    sections: [
      {
        heading: 'Keeping track of your budget',
        paragraphs: [
          'Our app and monthly statements show every invoice we have paid and how much is left in each support category. We can let you know when a budget is running low.',
        ],
      },
      {
        heading: 'For support coordinators',
        paragraphs: [
          'With the participant’s consent, we can give you read-only access to their budget and invoices, and send you alerts about payments that need attention.',
          'Guides include preparing for a plan reassessment, understanding your support categories, and choosing providers.',
        ],
        links: [
          { label: 'How to join', href: '/thrive/join' },
          { label: 'Plan management help', href: '/help/thrive' },
        ],
      },
    ],
  },
];
