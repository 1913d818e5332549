// Help, contact, search and sign-out pages of the main site.
import { FUND_TERMS } from '@ds/product/documents';
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
        links: [
          { label: 'Everything you can do as a member', href: '/help/member-services' },
          { label: 'Search the site', href: '/search' },
        ],
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
          `Claims must be made within ${FUND_TERMS.claimWithinYears} years of the date of service.`,
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
  // The pages the member quick actions lead to (/patterns/member-quick-actions): each explains how to do that one
  // thing, in the app, online or on paper.
  {
    path: '/help/make-a-claim',
    title: 'Make a claim',
    lead: `Claim extras on the spot, in the ${brand.memberApp} or online, and let your hospital and specialists bill us directly.`,
    sections: [
      {
        heading: 'Extras: on the spot',
        paragraphs: [
          'Most dentists, optometrists, physiotherapists and other extras providers have a claiming terminal. Swipe or tap your member card (or your digital card) after your appointment and pay only the gap.',
        ],
        links: [{ label: 'Show your digital member card', href: '/help/digital-member-card' }],
      },
      {
        heading: 'Extras: in the app or online',
        paragraphs: [
          `If you paid the full fee, take a photo of the itemised receipt in the ${brand.memberApp}, or upload it in ${brand.portal}. We pay the benefit into your nominated bank account.`,
        ],
      },
      {
        heading: 'Hospital and specialists',
        paragraphs: [
          'Most hospitals and specialists send their accounts to us directly. If you are sent a bill instead, claim it online or send it to us with a claim form.',
          `Specialists who use ${brand.gapScheme} charge no gap or a known gap of at most ${fact('knownGapMaximum')} per episode of care.`,
        ],
        links: [
          { label: 'Going to hospital', href: '/going-to-hospital' },
          { label: 'How to claim, in the policy booklet', href: '/docs/policy-booklet#claiming' },
        ],
      },
    ],
  },
  {
    path: '/help/view-your-cover',
    title: 'View your cover',
    lead: `See what your policy covers, who is on it and its waiting periods, in the ${brand.memberApp} or ${brand.portal}.`,
    sections: [
      {
        heading: 'Where to look',
        paragraphs: [
          `Log in to ${brand.portal} or the ${brand.memberApp} and open My cover. It lists the people on your policy, your hospital and extras covers, your excess, and any waiting periods you are still serving.`,
          'Your Private Health Information Statement for each cover, and your policy documents, are under Documents.',
        ],
      },
      {
        heading: 'What each cover includes',
        paragraphs: [
          'The policy booklet sets out every hospital clinical category and extras benefit, what each of our covers pays for it, its waiting period and its limits.',
        ],
        links: [
          { label: 'Policy booklet', href: '/docs/policy-booklet' },
          { label: 'Fund rules', href: '/docs/fund-rules' },
        ],
      },
    ],
  },
  {
    path: '/help/extras-usage',
    title: 'Check your extras usage',
    lead: 'See how much of each extras limit you have used this year and how much is left to claim.',
    sections: [
      {
        heading: 'In the app or online',
        paragraphs: [
          `In the ${brand.memberApp} or ${brand.portal}, open Extras usage. For each person on your policy it shows every limit of your extras cover, what has been claimed against it this year and what remains.`,
          'A claim shows there once we have processed it: straight away for a claim made on the spot.',
        ],
      },
      {
        heading: 'How limits work',
        paragraphs: [
          'Most limits are per person for each calendar year, and start again on 1 January. Some are for a lifetime or for a number of years, and some grow each year you hold the cover. The policy booklet lists the limits of each cover.',
        ],
        links: [
          { label: 'Extras limits in the policy booklet', href: '/docs/policy-booklet#extras-cover' },
          { label: 'Make a claim', href: '/help/make-a-claim' },
        ],
      },
    ],
  },
  {
    path: '/help/digital-member-card',
    title: 'Show your digital member card',
    lead: `Your member card is in the ${brand.memberApp}: show it at a provider, or use it to claim on the spot.`,
    sections: [
      {
        heading: 'Open your card',
        paragraphs: [
          `Log in to the ${brand.memberApp} and tap Card. It shows your membership number, the people on your policy and their individual numbers. You can add it to your phone’s wallet so it opens without logging in.`,
          'Many providers can claim with your digital card at their terminal; if one cannot, they will take your membership number, or you can claim afterwards in the app.',
        ],
      },
      {
        heading: 'Need a plastic card?',
        paragraphs: [`Order a new or extra card in ${brand.portal}, or call us on ${phone.headOffice}.`],
        links: [{ label: 'Make a claim', href: '/help/make-a-claim' }],
      },
    ],
  },
  {
    path: '/help/member-services',
    title: 'Everything you can do as a member',
    lead: `What you can do yourself in the ${brand.memberApp} or ${brand.portal}, any time, and where each is explained.`,
    sections: [
      {
        heading: 'In the app or online',
        paragraphs: [
          'Claim, check your cover and your extras limits, show your card, find a provider, see a GP and use your points.',
        ],
        links: [
          { label: 'Make a claim', href: '/help/make-a-claim' },
          { label: 'View your cover', href: '/help/view-your-cover' },
          { label: 'Check your extras usage', href: '/help/extras-usage' },
          { label: 'Show your digital member card', href: '/help/digital-member-card' },
          { label: 'Find a provider', href: '/find-a-provider' },
          { label: 'Book GP telehealth', href: '/health-information/gp-telehealth' },
          { label: 'Use your points', href: '/member-benefits/rewards-points' },
        ],
      },
      {
        heading: 'Something else?',
        paragraphs: [`Call us on ${phone.headOffice}.`],
        links: [{ label: 'Health insurance help', href: '/help/health' }],
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
    faq: true,
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
