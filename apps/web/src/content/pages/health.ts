// Health insurance pages of the main fund: comparison, quote, audiences and cover types.
import { brand, phone } from '@ds/site/data';
import { excess, fact, limit, price, productName } from '../facts';
import type { PageContent } from './types';

export const healthPages: PageContent[] = [
  {
    path: '/health-insurance',
    title: 'Compare health insurance',
    lead: 'Hospital, extras and combined covers for singles, couples and families. Every hospital cover carries a Basic, Bronze, Silver or Gold tier, so you can compare like with like.',
    products: { kind: 'comparison', types: ['hospital', 'extras', 'combined'] },
    sections: [
      {
        heading: 'Hospital, extras or both',
        paragraphs: [
          'Hospital cover helps pay for treatment as a private patient in hospital, with your choice of doctor where available. Extras cover helps with services Medicare does not cover, such as dental, optical and physiotherapy.',
          'A combined cover puts both on one policy and one premium. You can also take hospital or extras on its own.',
        ],
        links: [
          { label: 'Hospital cover', href: '/health-insurance/hospital' },
          { label: 'Extras cover', href: '/health-insurance/extras' },
        ],
      },
      {
        heading: 'Hospital tiers at a glance',
        paragraphs: [
          'Basic covers must pay at least Minimum Benefits Payable for hospital rehabilitation, hospital psychiatric services and palliative care. Bronze covers include 18 further hospital services, and Silver adds 8 more groupings.',
          'Gold covers must not exclude or restrict any Medicare-recognised hospital service. A Plus cover (for example Bronze Plus) includes extra services on top of its tier.',
        ],
      },
      {
        heading: 'The rebate and the Medicare levy surcharge',
        paragraphs: [
          'Most people can receive the Australian Government Rebate on private health insurance, which lowers the premium. The rebate depends on your income and age.',
          'If your income is above the Medicare levy surcharge threshold and you do not hold an appropriate level of hospital cover, you may pay an extra 1% to 1.5% of your income at tax time. Extras cover alone does not avoid the surcharge.',
        ],
        links: [
          {
            label: 'Lifetime Health Cover',
            href: '/health-information/healthcare-in-australia/lifetime-health-cover',
          },
          { label: 'Health insurance help', href: '/help/health' },
        ],
      },
    ],
    cards: [
      {
        title: 'Singles',
        body: 'Cover for one person, from Basic hospital cover to Gold.',
        href: '/health-insurance/singles',
        linkLabel: 'Cover for singles',
      },
      {
        title: 'Couples',
        body: 'Two adults on one policy.',
        href: '/health-insurance/couples',
        linkLabel: 'Cover for couples',
      },
      {
        title: 'Families',
        body: 'Parents, children and dependants on one policy.',
        href: '/health-insurance/family',
        linkLabel: 'Cover for families',
      },
      {
        title: 'Ambulance',
        body: 'Emergency ambulance cover, and how it differs by state.',
        href: '/health-insurance/ambulance',
        linkLabel: 'Ambulance cover',
      },
    ],
  },
  {
    path: '/health-insurance/singles',
    title: 'Health insurance for singles',
    lead: 'Cover for one person, whether you want hospital cover to avoid the Medicare levy surcharge, extras for the dentist and the gym, or both.',
    sections: [
      {
        heading: `Taking out cover by the 1 July after you turn ${fact('lhcAge')}`,
        paragraphs: [
          `If you take out hospital cover by 1 July after your ${fact('lhcBirthday')} birthday, you avoid a Lifetime Health Cover loading. Each year you wait after that adds ${fact('lhcRate')} to the hospital part of your premium.`,
        ],
        links: [
          {
            label: 'Lifetime Health Cover',
            href: '/health-information/healthcare-in-australia/lifetime-health-cover',
          },
        ],
      },
      {
        heading: 'Sample prices',
        paragraphs: [
          `${productName('hospital-basic-plus')} from ${price('hospital-basic-plus', 'weekly')} with a ${excess('hospital-basic-plus')} excess, and ${productName('combined-bronze-plus-mid-extras')} from ${price('combined-bronze-plus-mid-extras', 'weekly')} with a ${excess('combined-bronze-plus-mid-extras')} excess.`,
          `These are sample prices for ${fact('samplePriceFor')}, before the Australian Government Rebate and without any Lifetime Health Cover loading. Get a quote to see your own price.`,
        ],
        links: [
          { label: 'Get a quote', href: '/health-insurance/join/welcome' },
          { label: 'Extras cover', href: '/health-insurance/extras' },
        ],
      },
    ],
  },
  {
    path: '/health-insurance/couples',
    title: 'Health insurance for couples',
    lead: 'One policy for two adults, with one premium and the same hospital tier for both of you.',
    sections: [
      {
        heading: 'Planning a family',
        paragraphs: [
          `Of our hospital covers, pregnancy and birth is included in ${fact('pregnancyCovers')}, and in the combined covers built on it. It has a waiting period of ${fact('hospitalWaitPregnancy')}, so take out or upgrade your cover well before you plan to conceive.`,
        ],
        links: [{ label: 'Hospital cover', href: '/health-insurance/hospital' }],
      },
      {
        heading: 'Extras limits for two',
        paragraphs: [
          'On most of our extras covers each person has their own annual limits. On some, limits for services such as dental are shared between you; the policy booklet shows which.',
        ],
        links: [
          { label: 'Policy booklet', href: '/docs/policy-booklet' },
          { label: 'Get a quote', href: '/health-insurance/join/welcome' },
        ],
      },
    ],
  },
  {
    path: '/health-insurance/family',
    title: 'Health insurance for families',
    lead: 'Cover for parents, children and dependants on one policy, including single-parent families.',
    sections: [
      {
        heading: 'Who a family policy covers',
        paragraphs: [
          `A family policy covers ${fact('dependants')}. On their ${fact('dependantNonStudentBirthday')} birthday, or their ${fact('dependantStudentBirthday')} if they study full-time, they come off the policy and can take out cover of their own.`,
          'Add a newborn to your family policy within the time our fund rules allow and they are covered from the day they are born.',
        ],
        links: [{ label: 'Fund rules', href: '/docs/fund-rules' }],
      },
      {
        heading: 'Extras children use',
        paragraphs: [
          `Check-ups, fissure sealants and orthodontics are the extras families claim most. Orthodontics has a waiting period of ${fact('orthodonticsWaitingPeriod')}, and on ${productName('extras-top')} a ${limit('extras-top', 'braces-and-aligners')}.`,
        ],
        links: [
          { label: 'Extras cover', href: '/health-insurance/extras' },
          { label: 'Get a quote', href: '/health-insurance/join/welcome' },
        ],
      },
    ],
  },
  {
    path: '/health-insurance/extras',
    title: 'Extras cover',
    lead: 'Money back on everyday health services that Medicare does not cover, such as dental, optical, physiotherapy and chiropractic.',
    products: { kind: 'comparison', types: ['extras'] },
    sections: [
      {
        heading: 'How extras benefits work',
        paragraphs: [
          'Each service has a benefit per visit and an annual limit, which resets on 1 January. Some limits are shared between services, such as physiotherapy and chiropractic.',
          `You pay less at dentists and optometrists in the ${brand.firstChoice}, and you can claim on the spot at most practices.`,
        ],
        links: [{ label: brand.firstChoice, href: '/first-choice-network' }],
      },
      {
        heading: 'Waiting periods for extras',
        paragraphs: [
          `Waiting periods on our extras covers: ${fact('extrasWaitingPeriods')}.`,
          'Extras-only cover does not count as hospital cover for the Medicare levy surcharge or Lifetime Health Cover.',
        ],
        links: [
          { label: 'Policy booklet', href: '/docs/policy-booklet' },
          { label: 'Compare health insurance', href: '/health-insurance' },
        ],
      },
    ],
  },
  {
    path: '/health-insurance/hospital',
    title: 'Hospital cover',
    lead: 'Be treated as a private patient, choose your doctor where available, and avoid long public waiting lists for planned surgery.',
    products: { kind: 'comparison', types: ['hospital'] },
    sections: [
      {
        heading: 'Choosing a tier',
        paragraphs: [
          'Basic covers pay at least Minimum Benefits Payable for rehabilitation, psychiatric services and palliative care. Bronze includes 18 further services, Silver adds 8 more groupings, and Gold covers every Medicare-recognised hospital service.',
          'Restricted services are paid at the rate for a shared room in a public hospital, which generally leaves a large gap in a private hospital.',
        ],
      },
      {
        heading: 'Waiting periods',
        paragraphs: [
          `Waiting periods are ${fact('hospitalWaitGeneral')} for most hospital services; ${fact('hospitalWaitPreExistingPsychiatric')} for psychiatric care, rehabilitation and palliative care, even if the condition existed before you joined; ${fact('hospitalWaitPreExisting')} for other pre-existing conditions; and ${fact('hospitalWaitPregnancy')} for pregnancy and birth. These are the longest waits the Private Health Insurance Act 2007 allows.`,
          `${fact('accidentCovers')} covers accidental injuries with no waiting period, when you are treated within 24 hours of the accident.`,
        ],
      },
      {
        heading: 'Excess options',
        paragraphs: [
          `Each of our hospital covers comes with an excess of ${fact('hospitalExcesses')} per hospital admission; the cover's page says which. A higher excess lowers your premium, and you pay it only when you are admitted to hospital.`,
        ],
        links: [
          { label: 'Going to hospital', href: '/going-to-hospital' },
          { label: 'Get a quote', href: '/health-insurance/join/welcome' },
        ],
      },
    ],
  },
  {
    path: '/health-insurance/ambulance',
    title: 'Ambulance cover',
    lead: 'An emergency ambulance can cost well over a thousand dollars. Whether you need cover depends on the state you live in.',
    sections: [
      {
        heading: 'Ambulance cover varies by state',
        paragraphs: [
          'Residents of Queensland and Tasmania are covered for emergency ambulance by their state government arrangements. In the other states and territories you can be charged for an ambulance unless you have cover.',
          'State schemes have their own rules for travel interstate and for non-emergency transport, so check what applies to you.',
        ],
      },
      {
        heading: 'How we cover ambulance',
        paragraphs: [
          'All our hospital covers include emergency ambulance transport and on-the-spot treatment when it is medically necessary. You can also buy ambulance-only cover if you do not want hospital cover.',
        ],
        links: [
          { label: 'Hospital cover', href: '/health-insurance/hospital' },
          { label: 'Get a quote', href: '/health-insurance/join/welcome' },
        ],
      },
    ],
  },
  {
    path: '/corporate-plans',
    title: 'Corporate health plans',
    lead: `Give your people access to ${brand.main} cover at a corporate rate, with no cost to your business to set up.`,
    sections: [
      {
        heading: 'How a corporate plan works',
        paragraphs: [
          'Employees and their families join at a discount on our standard covers. They can pay by payroll deduction or directly, and they keep their cover if they change jobs.',
          'We also run workplace health checks, flu vaccination days and wellbeing talks for larger employers.',
        ],
      },
      {
        heading: 'Already covered through work?',
        paragraphs: [
          `Call our corporate team on ${phone.corporate} to check your employer's plan or to join it.`,
        ],
        links: [
          { label: 'Contact us', href: '/contact-us' },
          { label: 'Compare health insurance', href: '/health-insurance' },
        ],
      },
    ],
  },
  {
    path: '/life-insurance',
    title: 'Life insurance',
    lead: 'Life cover, total and permanent disability cover and income protection, to look after the people who rely on you.',
    sections: [
      {
        heading: 'Types of cover',
        paragraphs: [
          'Life cover pays a lump sum if you die or are diagnosed with a terminal illness. Total and permanent disability cover pays if you can no longer work, and income protection pays a monthly benefit while you cannot work because of illness or injury.',
        ],
      },
      {
        heading: 'Before you apply',
        paragraphs: [
          `Life insurance from ${brand.main} is issued by our life insurance partner. This is general information only: read the Product Disclosure Statement and Target Market Determination before you decide.`,
          'Check whether you already hold life cover through your superannuation fund.',
        ],
        links: [
          { label: 'Contact us', href: '/contact-us' },
          { label: 'Complaints', href: '/legal/complaints' },
        ],
      },
    ],
  },
];
