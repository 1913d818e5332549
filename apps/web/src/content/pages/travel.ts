// Travel insurance pages: plans, offers, cover, claims, emergency help and customer support policies.
import { brand, phone } from '@ds/site/data';
import {
  ANNUAL_RULES,
  BENEFITS,
  BENEFIT_NAMES,
  MEMBER_DISCOUNT,
  planById,
  PLAN_DETAILS,
} from '@ds/product/travel';
import type { PlanId } from '@ds/product/travel';
import type { PageContent } from './types';

// The plans' facts (durations, which benefits a plan has, the members' discount) come from the travel product
// data, the same the travel quote prices with; no limit or price is typed here.
const annualCover = `${ANNUAL_RULES.periodMonths} months`;
const annualTrip = `${ANNUAL_RULES.maxTripDays} days`;
const memberDiscount = `${Math.round(MEMBER_DISCOUNT * 100)}%`;
const internationalPlans = PLAN_DETAILS.filter((plan) => plan.for === 'overseas');
const annualPlan = planById('annual-multi-trip');

/** 'a, b and c'. */
const list = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The benefits a plan covers, in a sentence: 'cancellation and amendment costs, luggage ... and personal liability'. */
const coveredBenefits = (id: PlanId) =>
  list(
    BENEFITS.filter((benefit) => planById(id).limits[benefit] !== null).map((benefit) =>
      BENEFIT_NAMES[benefit].toLowerCase(),
    ),
  );

export const travelPages: PageContent[] = [
  {
    path: '/travel-insurance',
    title: 'Travel insurance',
    lead: `${brand.travel} covers overseas medical costs, cancellations and lost luggage, with help from a 24-hour emergency team wherever you are.`,
    sections: [
      {
        heading: 'Cover before you leave',
        paragraphs: [
          'Buy travel insurance as soon as you book. Cancellation cover starts straight away, so you are protected if you cannot travel because of illness, injury or other covered events.',
        ],
        links: [{ label: 'Get a travel quote', href: '/travel-insurance/quote' }],
      },
      {
        heading: 'Read the policy',
        paragraphs: [
          'This is general information only. Our travel insurance is issued by an insurance partner; read the Product Disclosure Statement and Target Market Determination before you buy.',
        ],
        links: [
          { label: 'Policy hub', href: '/travel-insurance/policy-hub' },
          { label: 'Our partners', href: '/travel-insurance/partners' },
        ],
      },
    ],
    cards: [
      {
        title: 'International',
        body: 'Medical, cancellation and luggage cover for trips overseas.',
        href: '/travel-insurance/plans/international',
        linkLabel: 'International plans',
      },
      {
        title: 'Domestic',
        body: 'Cancellation, luggage and rental car excess for trips in Australia.',
        href: '/travel-insurance/plans/domestic',
        linkLabel: 'Domestic plans',
      },
      {
        title: 'Annual multi-trip',
        body: `One policy for a year of trips, up to ${annualTrip} each.`,
        href: '/travel-insurance/plans/annual-travel-insurance',
        linkLabel: 'Annual plans',
      },
      {
        title: 'Emergency assistance',
        body: 'Help 24 hours a day, 7 days a week, anywhere in the world.',
        href: '/travel-insurance/emergency-assistance',
        linkLabel: 'Get emergency help',
      },
    ],
  },
  {
    path: '/travel-insurance/plans/domestic',
    title: 'Domestic travel insurance',
    lead: 'Cover for trips within Australia: cancellation costs, lost or damaged luggage, and the excess on a rental car.',
    sections: [
      {
        heading: 'What domestic cover includes',
        paragraphs: [
          'Non-refundable bookings if you have to cancel for a covered reason, extra accommodation and transport if your plans are disrupted, luggage and personal items, and rental vehicle excess.',
          `The ${planById('domestic').name} plan covers ${coveredBenefits('domestic')}. Your quote shows the limit for each.`,
        ],
      },
      {
        heading: 'Medical costs in Australia',
        paragraphs: [
          'Travel insurance cannot pay for medical treatment in Australia. Medicare and your private health insurance cover you when you travel within the country.',
        ],
        links: [
          { label: 'Health insurance', href: '/health-insurance' },
          { label: 'Get a travel quote', href: '/travel-insurance/quote' },
        ],
      },
    ],
  },
  {
    path: '/travel-insurance/plans/international',
    title: 'International travel insurance',
    lead: `Overseas medical and hospital costs, emergency evacuation, cancellations and luggage, with ${internationalPlans.length} levels of cover to choose from.`,
    sections: [
      {
        heading: 'Choose your level',
        paragraphs: [
          ...internationalPlans.map((plan) => `${plan.name}: ${plan.summary}`),
          'Every level includes 24-hour emergency assistance.',
        ],
        links: [{ label: 'What we cover', href: '/travel-insurance/what-we-cover' }],
      },
      {
        heading: 'Your price',
        paragraphs: [
          'Your price depends on where you go, for how long, your age and the excess you choose. Get a quote to see it before you buy.',
        ],
        links: [{ label: 'Get a travel quote', href: '/travel-insurance/quote' }],
      },
    ],
  },
  {
    path: '/travel-insurance/plans/annual-travel-insurance',
    title: 'Annual multi-trip travel insurance',
    lead: `One policy for every trip you take in ${annualCover}, with each trip covered for up to ${annualTrip}.`,
    sections: [
      {
        heading: 'Who it suits',
        paragraphs: [
          `Frequent travellers who take several short trips a year, for work or holidays. A trip longer than ${annualTrip} is not covered on an annual policy, so buy a single-trip policy for longer journeys.`,
          `${annualPlan.name} is for travellers aged ${annualPlan.maxAge} or younger, and covers ${coveredBenefits('annual-multi-trip')}.`,
        ],
      },
      {
        heading: 'Domestic trips included',
        paragraphs: [
          `Trips within Australia more than ${ANNUAL_RULES.domesticTripMinKm} km from home are also covered for cancellation, luggage and rental car excess.`,
        ],
        links: [
          { label: 'International plans', href: '/travel-insurance/plans/international' },
          { label: 'Get a travel quote', href: '/travel-insurance/quote' },
        ],
      },
    ],
  },
  {
    path: '/travel-insurance/campaigns',
    title: 'Travel insurance offers',
    lead: 'Current savings on travel insurance for health fund members and their families.',
    sections: [
      {
        heading: `Members save ${memberDiscount}`,
        paragraphs: [
          `${brand.main} health insurance members save ${memberDiscount} on any travel insurance policy. Tell us you are a member when you get your quote and the discount comes off the premium; we check your membership when you buy.`,
        ],
        links: [{ label: 'Get a travel quote', href: '/travel-insurance/quote' }],
      },
      {
        heading: 'Terms of the offer',
        paragraphs: [
          'Offers can change or end at any time and cannot be combined with other discounts. The policy terms in the Product Disclosure Statement apply.',
        ],
        links: [{ label: 'Policy hub', href: '/travel-insurance/policy-hub' }],
      },
    ],
  },
  {
    path: '/travel-insurance/what-we-cover',
    title: 'What travel insurance covers',
    lead: 'A plain-language summary of the main benefits and exclusions. The Product Disclosure Statement has the full terms.',
    sections: [
      {
        heading: 'Main benefits',
        paragraphs: [
          'Overseas medical and hospital costs, emergency evacuation and repatriation, cancellation and amendment costs, travel delay, luggage and personal items, rental vehicle excess, and personal liability.',
        ],
      },
      {
        heading: 'Common exclusions',
        paragraphs: [
          'Travel to places the Australian Government advises you not to travel to, events you knew about before you bought the policy, claims involving alcohol or drug misuse, and unattended belongings.',
          'Pre-existing medical conditions are covered only when listed in the PDS or accepted by us in writing.',
        ],
        links: [
          { label: 'Policy hub', href: '/travel-insurance/policy-hub' },
          { label: 'Travel insurance help', href: '/help/travel' },
        ],
      },
    ],
  },
  {
    path: '/travel-insurance/how-to-make-a-claim',
    title: 'How to make a travel claim',
    lead: 'Claim online after you get home, or call us while you are away if you need help with costs straight away.',
    sections: [
      {
        heading: 'Before you claim',
        paragraphs: [
          'Keep receipts, medical reports and booking confirmations. Report lost or stolen items to police or the carrier within 24 hours and ask for a written report.',
        ],
      },
      {
        heading: 'Lodging your claim',
        paragraphs: [
          'Sign in to manage your policy and lodge the claim with copies of your documents. Most complete claims are decided within 10 business days.',
          'For medical emergencies overseas, call emergency assistance first so we can arrange and pay for your care.',
        ],
        links: [
          { label: 'Emergency assistance', href: '/travel-insurance/emergency-assistance' },
          { label: 'Travel insurance help', href: '/help/travel' },
        ],
      },
    ],
  },
  {
    path: '/travel-insurance/emergency-assistance',
    title: 'Emergency assistance',
    lead: 'If you are sick, injured or in trouble overseas, our emergency assistance team can help 24 hours a day, 7 days a week.',
    sections: [
      {
        heading: 'Call us',
        paragraphs: [
          `From overseas, call ${phone.overseas}. In Australia, call ${phone.travel}. Have your policy number ready if you can.`,
          'In a life-threatening emergency, call the local emergency number first.',
        ],
      },
      {
        heading: 'How we can help',
        paragraphs: [
          'Finding a hospital or doctor, guaranteeing payment to the hospital, arranging evacuation or an earlier flight home, and helping you replace lost travel documents.',
        ],
        links: [
          { label: 'How to make a claim', href: '/travel-insurance/how-to-make-a-claim' },
          { label: 'What we cover', href: '/travel-insurance/what-we-cover' },
        ],
      },
    ],
  },
  {
    path: '/travel-insurance/partners',
    title: 'Our travel insurance partners',
    lead: `${brand.travel} is issued by an Australian general insurer and supported by a specialist medical assistance company. We arrange the policies and look after you as our customer.`,
    sections: [
      {
        heading: 'Who does what',
        paragraphs: [
          'The insurer carries the risk and decides claims under the policy terms. The assistance company runs our 24-hour emergency line and works with hospitals around the world.',
          `${brand.company} acts as the insurer's authorised representative and may receive a commission for each policy sold.`,
        ],
        links: [
          { label: 'Policy hub', href: '/travel-insurance/policy-hub' },
          { label: 'Emergency assistance', href: '/travel-insurance/emergency-assistance' },
        ],
      },
    ],
  },
  {
    path: '/travel-insurance/policy-hub',
    title: 'Travel insurance policy hub',
    lead: 'The documents that make up your travel policy, and past versions if you bought your policy earlier.',
    sections: [
      {
        heading: 'Documents',
        paragraphs: [
          'Product Disclosure Statement and policy wording, Supplementary PDS (when issued), Target Market Determination, and the Financial Services Guide.',
          'Your certificate of insurance is emailed when you buy and is in your online account.',
        ],
      },
      {
        heading: 'Support policies',
        paragraphs: ['How we support customers experiencing family violence or financial hardship.'],
        links: [
          { label: 'Family violence policy', href: '/travel-insurance/family-violence-policy' },
          { label: 'Financial hardship', href: '/travel-insurance/financial-hardships' },
        ],
      },
    ],
  },
  {
    path: '/travel-insurance/family-violence-policy',
    title: 'Family violence policy',
    lead: 'If you are experiencing family or domestic violence, we will treat you with care, keep your information safe and make it easier to manage your policy and claims.',
    sections: [
      {
        heading: 'How we support you',
        paragraphs: [
          'We will not ask you to repeat your story, and we will not need proof of the violence to help you. We can set up a safe way to contact you, remove someone from the policy, and fast-track your claim.',
          'We protect your personal information so that it is not shared with the person using violence.',
        ],
      },
      {
        heading: 'Getting help',
        paragraphs: [
          'If you are in danger, call Triple Zero (000). For confidential counselling and support, contact 1800RESPECT, the national domestic, family and sexual violence service.',
        ],
        links: [
          { label: 'Financial hardship', href: '/travel-insurance/financial-hardships' },
          { label: 'Contact us', href: '/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/travel-insurance/financial-hardships',
    title: 'Financial hardship',
    lead: 'If you owe money under your travel policy and cannot pay, for example an excess or an amount we have paid to a third party, talk to us about hardship support.',
    sections: [
      {
        heading: 'What we can do',
        paragraphs: [
          'Depending on your situation, we can agree a payment plan, pause collection for a while, or reduce or waive the amount owed.',
          'We respond to hardship requests within 21 days and will not pass the debt to a collector while we consider your request.',
        ],
      },
      {
        heading: 'How to ask',
        paragraphs: [`Call us on ${phone.travel} or write to us and tell us about your situation.`],
        links: [
          { label: 'Contact us', href: '/contact-us' },
          { label: 'Complaints', href: '/legal/complaints' },
        ],
      },
    ],
  },
];
