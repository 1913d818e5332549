// Help, contact, search and sign-out pages of the main site.
import { address, brand, phone } from '@ds/site/data';
import { fact } from '../facts';
import type { PageContent } from './types';

export const helpPages: PageContent[] = [
  {
    path: '/help',
    title: 'Help centre',
    lead: 'Answers to common questions about health insurance, travel insurance and NDIS plan management, and the quickest ways to reach us.',
    sections: [
      {
        heading: 'Do it yourself, any time',
        paragraphs: [
          `Most things can be done in the ${brand.memberApp} or ${brand.portal}: claim extras, update your details, change how you pay, order a member card and download your documents.`,
        ],
        links: [{ label: 'Search the site', href: '/search' }],
      },
      {
        heading: 'Still need help?',
        paragraphs: [
          `Call us on ${phone.headOffice}, Monday to Friday 8am to 8pm and Saturday 9am to 1pm (AEST).`,
        ],
        links: [{ label: 'Contact us', href: '/contact-us' }],
      },
    ],
    cards: [
      {
        title: 'Health insurance',
        body: 'Claims, payments, waiting periods and changing your cover.',
        href: '/help/health',
        linkLabel: 'Health insurance help',
      },
      {
        title: 'Travel insurance',
        body: 'Changing your trip, cancelling and making a claim.',
        href: '/help/travel',
        linkLabel: 'Travel insurance help',
      },
      {
        title: 'NDIS plan management',
        body: 'Invoices, budgets and joining plan management.',
        href: '/help/thrive',
        linkLabel: 'Plan management help',
      },
    ],
  },
  {
    path: '/help/health',
    title: 'Health insurance help',
    lead: 'Quick answers to the questions members ask us most about claims, payments and cover.',
    sections: [
      {
        heading: 'Claiming',
        paragraphs: [
          'Claim extras on the spot at most providers by swiping your member card, or afterwards in the app by photographing your receipt. Hospital and specialist accounts are usually sent to us directly.',
          'Claims must be made within two years of the date of service.',
        ],
        links: [{ label: 'Going to hospital', href: '/going-to-hospital' }],
      },
      {
        heading: 'Payments and tax',
        paragraphs: [
          `Pay ${fact('frequencies')}, by direct debit or card; paying annually saves ${fact('annualDiscount')}. We send your premium and rebate details to the Australian Taxation Office, so they appear in your tax return automatically.`,
        ],
        links: [{ label: 'How we work out your price', href: '/help/your-price' }],
      },
      {
        heading: 'Changing or pausing cover',
        paragraphs: [
          'You can change your cover at any time; higher benefits come with new waiting periods. If you are going overseas for a while, you may be able to suspend your cover; the rules are in the fund rules.',
        ],
        links: [
          { label: 'Fund rules', href: '/docs/fund-rules' },
          { label: 'Policy booklet', href: '/docs/policy-booklet' },
        ],
      },
    ],
  },
  {
    path: '/help/travel',
    title: 'Travel insurance help',
    lead: 'Changing your trip, cancelling your policy and getting help while you are away.',
    sections: [
      {
        heading: 'Changing your policy',
        paragraphs: [
          'You can change your dates or destinations, add a traveller or extend your trip before your policy ends, in your online account or by phone. Extra premium may apply.',
        ],
      },
      {
        heading: 'Cancelling',
        paragraphs: [
          'You have a cooling-off period after you buy, set out in the PDS, when you can cancel for a full refund as long as you have not started your trip or made a claim.',
        ],
        links: [{ label: 'Policy hub', href: '/travel-insurance/policy-hub' }],
      },
      {
        heading: 'While you are away',
        paragraphs: [`For medical emergencies overseas, call ${phone.overseas}, any time of day or night.`],
        links: [
          { label: 'Emergency assistance', href: '/travel-insurance/emergency-assistance' },
          { label: 'How to make a claim', href: '/travel-insurance/how-to-make-a-claim' },
        ],
      },
    ],
  },
  {
    path: '/help/thrive',
    title: 'NDIS plan management help',
    lead: `Common questions about plan management with ${brand.thrive}, for participants, families, support coordinators and providers.`,
    sections: [
      {
        heading: 'What does a plan manager do?',
        paragraphs: [
          'We pay your providers from your NDIS funding, keep track of what you have spent, and send you a monthly statement. You choose your providers and we handle the paperwork.',
          'Plan-managed participants can use both registered and unregistered providers. Prices must be within the NDIS pricing arrangements and price limits.',
        ],
      },
      {
        heading: 'What does it cost?',
        paragraphs: [
          'Nothing out of your pocket. When plan management is in your plan, the NDIS funds it separately, so it does not reduce the funding for your other supports.',
        ],
        links: [{ label: 'How to join', href: '/thrive/join' }],
      },
      {
        heading: 'How quickly are providers paid?',
        paragraphs: ['We process most correct invoices within 2 business days of receiving them.'],
        links: [
          { label: 'Resources for providers', href: '/thrive/resources-for-providers' },
          { label: 'Contact us', href: '/thrive/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/contact-us',
    title: 'Contact us',
    lead: 'Call, write or visit us. Most things can also be done any time in the app or online.',
    sections: [
      {
        heading: 'Call us',
        paragraphs: [
          `Health insurance: ${phone.headOffice}. Corporate plans: ${phone.corporate}. From overseas: ${phone.overseas}.`,
          'Monday to Friday 8am to 8pm and Saturday 9am to 1pm (AEST). Free interpreting is available; ask for an interpreter when you call.',
        ],
      },
      {
        heading: 'Write or visit',
        paragraphs: [`Mail: ${address.mail.join(', ')}. Office: ${address.office.join(', ')}.`],
        links: [
          { label: 'Make a complaint', href: '/legal/complaints' },
          { label: 'Help centre', href: '/help' },
        ],
      },
      {
        heading: 'Other teams',
        paragraphs: [
          'Travel insurance, NDIS plan management, overseas cover and provider services have their own contact details.',
        ],
        links: [
          { label: 'Travel insurance help', href: '/help/travel' },
          { label: 'Contact plan management', href: '/thrive/contact-us' },
          { label: 'Overseas cover', href: '/international/contact-us' },
          { label: 'Provider services', href: '/providers/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/onlineservices/oslogout',
    noindex: true,
    title: `You have logged out of ${brand.portal}`,
    lead: 'For your security, close your browser if you are on a shared computer.',
    sections: [
      {
        heading: 'Where to next',
        paragraphs: [`You can log in again at any time from the Login button at the top of any page.`],
        links: [
          { label: 'Home', href: '/' },
          { label: 'Member benefits', href: '/member-benefits' },
          { label: 'Help centre', href: '/help' },
        ],
      },
    ],
  },
];
