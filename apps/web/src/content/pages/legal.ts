// Legal pages and policy documents of the main fund. The policy booklet and fund rules are documents built from
// the product data (src/documents), with routes of their own.
import { FUND_TERMS } from '@ds/product/documents';
import { address, brand, phone } from '@ds/site/data';
import type { PageContent } from './types';

export const legalPages: PageContent[] = [
  {
    path: '/legal/privacy-policy',
    title: 'Privacy policy',
    lead: `How ${brand.company} collects, uses, shares and protects your personal information, in line with the Privacy Act 1988 and the Australian Privacy Principles.`,
    sections: [
      {
        heading: 'What we collect and why',
        paragraphs: [
          'We collect your contact details, payment details and health information to provide your cover, pay claims and support your health. We collect health information only with your consent or where the law allows.',
          'We share information with providers, other insurers when you transfer, our service partners and government agencies where required by law. Some partners store data overseas under contracts that protect it.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can ask to see or correct the information we hold about you, and opt out of marketing at any time. If you are unhappy with how we handled your information, you can complain to us and then to the Office of the Australian Information Commissioner.',
        ],
        links: [
          { label: 'Complaints', href: '/legal/complaints' },
          { label: 'Contact us', href: '/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/legal/website-terms',
    title: 'Website terms of use',
    lead: 'The terms that apply when you use this website.',
    sections: [
      {
        heading: 'Information on this site',
        paragraphs: [
          'Information on this site is general and does not take into account your objectives, financial situation or needs. Read the relevant policy documents before deciding to buy.',
          'Prices shown are examples and can change. Your quote shows the price that applies to you.',
        ],
      },
      {
        heading: 'Using the site',
        paragraphs: [
          `Content on this site belongs to ${brand.company} unless stated otherwise. Links to other sites are provided for convenience; we are not responsible for their content.`,
        ],
        links: [
          { label: 'Online terms', href: '/docs/online-terms' },
          { label: 'Privacy policy', href: '/legal/privacy-policy' },
        ],
      },
    ],
  },
  {
    path: '/legal/code-of-conduct',
    title: 'Private Health Insurance Code of Conduct',
    lead: 'We follow the Private Health Insurance Code of Conduct, the industry’s self-regulatory code for selling and servicing health insurance.',
    sections: [
      {
        heading: 'What the code means for you',
        paragraphs: [
          'Our staff are trained and accredited under the code. We explain products in plain language, tell you about waiting periods and exclusions before you buy, and make sure you can find your policy documents.',
          'If you believe we have breached the code, tell us and we will investigate.',
        ],
        links: [
          { label: 'Complaints', href: '/legal/complaints' },
          { label: 'Policy booklet', href: '/docs/policy-booklet' },
        ],
      },
    ],
  },
  {
    path: '/legal/complaints',
    title: 'Complaints',
    lead: 'We want to put things right. Tell us what went wrong and what you would like us to do.',
    sections: [
      {
        heading: 'How to complain',
        paragraphs: [
          `Call ${phone.headOffice}, use the contact form in ${brand.portal}, or write to ${address.mail.join(', ')}. We aim to resolve most complaints on the spot, and we respond in writing within ${FUND_TERMS.complaintResponseDays} days.`,
        ],
      },
      {
        heading: 'If you are not satisfied',
        paragraphs: [
          'For health insurance, you can contact the Private Health Insurance Ombudsman, part of the Commonwealth Ombudsman, which is free and independent.',
          'For travel and life insurance, you can contact the Australian Financial Complaints Authority (AFCA), a free and independent dispute resolution scheme.',
        ],
        links: [
          { label: 'Code of conduct', href: '/legal/code-of-conduct' },
          { label: 'Contact us', href: '/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/legal/accessibility',
    title: 'Accessibility',
    lead: 'We want everyone to be able to use our website, apps and services, whatever their ability.',
    sections: [
      {
        heading: 'Our standard',
        paragraphs: [
          'We design and test this website against the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, including keyboard access, screen reader support, colour contrast and reduced motion.',
        ],
      },
      {
        heading: 'Other ways to contact us',
        paragraphs: [
          'If you are deaf, or have a hearing or speech impairment, you can contact us through the National Relay Service. Free interpreting is available in more than 100 languages.',
          'If something on this site does not work for you, please tell us so we can fix it.',
        ],
        links: [{ label: 'Contact us', href: '/contact-us' }],
      },
    ],
  },
  {
    path: '/docs/online-terms',
    title: 'Online terms',
    lead: `The terms for buying cover online and for using ${brand.portal} and the ${brand.memberApp}.`,
    sections: [
      {
        heading: 'Buying online',
        paragraphs: [
          `When you join online, your cover starts on the date you choose once your first payment is made. You have a ${FUND_TERMS.coolingOffDays}-day cooling-off period to cancel and get a full refund, as long as you have not claimed.`,
        ],
      },
      {
        heading: 'Using your online account',
        paragraphs: [
          'Keep your login details secure and do not share them. We may suspend access if we suspect your account is being misused, and will tell you when we do.',
        ],
        links: [
          { label: 'Website terms of use', href: '/legal/website-terms' },
          { label: 'Privacy policy', href: '/legal/privacy-policy' },
        ],
      },
    ],
  },
];
