// Introductory content of every variant's home page, written for that variant's audience. Product facts are
// placeholders, filled from the product data (./facts.ts).
import { brand, phone } from '@ds/site/data';
import type { VariantId } from '@ds/site/data';
import { overseasQuoteStart } from '@/overseas/journey';
import { fact, resolveContent } from './facts';
import type { HomeContent } from './types';

/** As written, placeholders and all: the fact check reads this. */
export const homeContentSource: Record<VariantId, HomeContent> = {
  arhi: {
    art: 'coast',
    eyebrow: 'Health insurance for Australians',
    title: 'Health cover that keeps up with your life',
    lead: `Hospital, extras and combined covers from ${brand.main}, with a clear tier on every policy so you know what you are buying. Get a quote in a few minutes and change your cover whenever your life changes.`,
    primaryCta: { label: 'Get a quote', href: '/health-insurance/join/welcome' },
    secondaryCta: { label: 'Compare health insurance', href: '/health-insurance' },
    cardsHeading: 'Cover for every stage',
    cards: [
      {
        title: 'Singles',
        body: 'Hospital and extras for one person, from Basic to Gold.',
        href: '/health-insurance/singles',
        linkLabel: 'Cover for singles',
      },
      {
        title: 'Couples',
        body: 'One policy for two, with shared extras limits on many covers.',
        href: '/health-insurance/couples',
        linkLabel: 'Cover for couples',
      },
      {
        title: 'Families',
        body: `One policy for parents, ${fact('dependants')}.`,
        href: '/health-insurance/family',
        linkLabel: 'Cover for families',
      },
      {
        title: 'Extras only',
        body: 'Dental, optical, physio and more, without hospital cover.',
        href: '/health-insurance/extras',
        linkLabel: 'Extras cover',
      },
    ],
    sections: [
      {
        heading: 'Understand your hospital tier',
        paragraphs: [
          'Every Australian hospital policy is labelled Basic, Bronze, Silver or Gold. Basic covers give at least Minimum Benefits Payable for rehabilitation, psychiatric services and palliative care; Gold must not exclude or restrict any Medicare-recognised hospital service.',
          `Avoid the Lifetime Health Cover loading by taking out hospital cover before 1 July after your ${fact('lhcBirthday')} birthday.`,
        ],
        links: [
          {
            label: 'Lifetime Health Cover explained',
            href: '/health-information/healthcare-in-australia/lifetime-health-cover',
          },
          { label: 'Going to hospital', href: '/going-to-hospital' },
        ],
      },
      {
        heading: 'More than a policy',
        paragraphs: [
          `Members save with the ${brand.firstChoice} of dentists and optometrists, book GP telehealth at no extra cost, and get support programs for long-term conditions.`,
        ],
        links: [
          { label: 'Member benefits', href: '/member-benefits' },
          { label: 'Find a provider', href: '/find-a-provider' },
        ],
      },
    ],
  },
  shareholders: {
    art: 'skyline',
    eyebrow: 'Shareholder Centre',
    title: `Investing in ${brand.main}`,
    lead: `${brand.company} is listed on the Australian Securities Exchange (ASX: ${brand.asxCode}). Find our results, announcements and everything you need to manage your shareholding.`,
    primaryCta: { label: 'Latest announcements', href: '/shareholders/announcements' },
    secondaryCta: { label: 'Manage your shareholding', href: '/shareholders/manage-your-shareholding' },
    cardsHeading: 'For shareholders',
    cards: [
      {
        title: 'Company profile',
        body: 'Our purpose, our board and how the group is organised.',
        href: '/shareholders/company-profile',
        linkLabel: 'Read the company profile',
      },
      {
        title: 'Financial information',
        body: 'Annual and half-year reports, results presentations and dividends.',
        href: '/shareholders/financial-information',
        linkLabel: 'See financial information',
      },
      {
        title: 'Announcements',
        body: 'Market announcements lodged with the ASX and media releases.',
        href: '/shareholders/announcements',
        linkLabel: 'Read announcements',
      },
      {
        title: 'Help and FAQs',
        body: 'Answers about dividends, tax statements and changing your details.',
        href: '/shareholders/help/faqs',
        linkLabel: 'Shareholder FAQs',
      },
    ],
    sections: [
      {
        heading: 'Talk to the share registry',
        paragraphs: [
          `For changes to your address, banking details or dividend instructions, contact the share registry. Our shareholder line is ${phone.shareholders}.`,
        ],
        links: [{ label: 'Contact us', href: '/shareholders/contact-us' }],
      },
    ],
  },
  nz: {
    art: 'ranges',
    eyebrow: 'Health insurance in Aotearoa New Zealand',
    title: 'Kia ora. Health cover for New Zealanders',
    lead: `${brand.nz} helps Kiwis get treatment sooner in private hospitals, with plans for everyday health, specialists and surgery. Compare plans or talk to an adviser.`,
    primaryCta: { label: 'Compare plans', href: '/nz/compare-plans' },
    secondaryCta: { label: 'Our products', href: '/nz/our-products' },
    cardsHeading: 'Find what you need',
    cards: [
      {
        title: 'Health insurance',
        body: 'Hospital, specialist and everyday cover for individuals and families.',
        href: '/nz/health-insurance',
        linkLabel: 'Health insurance plans',
      },
      {
        title: 'Life cover options',
        body: 'Life, trauma and income protection to look after the people you love.',
        href: '/nz/life-cover-options',
        linkLabel: 'Life cover options',
      },
      {
        title: 'Claims',
        body: 'How to claim, what to send us and how long it takes.',
        href: '/nz/claims',
        linkLabel: 'Making a claim',
      },
      {
        title: 'Find a provider',
        body: 'Specialists, surgeons and hospitals who work with us.',
        href: '/nz/find-a-provider',
        linkLabel: 'Find a provider',
      },
    ],
    sections: [
      {
        heading: 'Using your cover',
        paragraphs: [
          'Most claims can be approved before treatment so you know what you will pay. Ask your specialist to send us the details and we will confirm your cover.',
        ],
        links: [{ label: 'Using your cover', href: '/nz/using-your-cover' }],
      },
    ],
  },
  foundation: {
    art: 'grove',
    eyebrow: brand.foundation,
    title: 'Better health for communities who need it most',
    lead: `The ${brand.foundation} funds community organisations that help young people and families live healthier lives. Since it began it has supported hundreds of local programs across Australia and New Zealand.`,
    primaryCta: { label: 'Apply for funding', href: '/foundation/funding/apply' },
    secondaryCta: { label: 'Read our stories', href: '/foundation/stories' },
    cardsHeading: 'What we do',
    cards: [
      {
        title: 'About us',
        body: 'Our purpose, our leadership team and our community report.',
        href: '/foundation/about-us',
        linkLabel: 'About the foundation',
      },
      {
        title: 'Our partners',
        body: 'The organisations we fund and the health support they provide.',
        href: '/foundation/our-partners',
        linkLabel: 'Meet our partners',
      },
      {
        title: 'Funding',
        body: 'Who can apply, what we fund and when rounds open.',
        href: '/foundation/funding',
        linkLabel: 'Funding rounds',
      },
      {
        title: 'Stories',
        body: 'People and places our partners have helped.',
        href: '/foundation/stories',
        linkLabel: 'Community stories',
      },
    ],
    sections: [
      {
        heading: 'Our focus',
        paragraphs: [
          'We fund programs that give young people the skills to manage their mental and physical health, and that support carers and families through illness.',
        ],
        links: [{ label: 'Contact the foundation', href: '/foundation/contact-us' }],
      },
    ],
  },
  thrive: {
    art: 'bloom',
    eyebrow: 'NDIS plan management',
    title: 'Plan management that gives you more time for living',
    lead: `${brand.thrive} pays your providers, tracks your budget and helps you get the most from your NDIS plan. Plan management is funded by the NDIS, so it costs you nothing.`,
    primaryCta: { label: 'Join us', href: '/thrive/join' },
    secondaryCta: { label: 'Contact us', href: '/thrive/contact-us' },
    cardsHeading: 'How we help',
    cards: [
      {
        title: 'For participants',
        body: 'Tools and guides for participants and support coordinators.',
        href: '/thrive/resources-for-participants-and-support-coordinators',
        linkLabel: 'Participant resources',
      },
      {
        title: 'For providers',
        body: 'How to send invoices and when you will be paid.',
        href: '/thrive/resources-for-providers',
        linkLabel: 'Provider resources',
      },
      {
        title: 'Join',
        body: 'Add plan management to your NDIS plan and choose us as your plan manager.',
        href: '/thrive/join',
        linkLabel: 'How to join',
      },
      {
        title: 'Help',
        body: 'Answers to common questions about plan management.',
        href: '/help/thrive',
        linkLabel: 'Get help',
      },
    ],
    sections: [
      {
        heading: 'Choice and control',
        paragraphs: [
          'With a plan manager you can use both registered and unregistered providers, see every invoice we pay, and keep track of your funds in our app.',
        ],
      },
    ],
  },
  providers: {
    art: 'coast',
    eyebrow: 'For healthcare providers',
    title: 'Working with our members and their care',
    lead: `Information for hospitals, medical specialists and allied health providers who treat ${brand.mainShort} members: agreements, claiming and the provider portal.`,
    primaryCta: { label: 'Medical specialists', href: '/providers/medical' },
    secondaryCta: { label: 'Contact provider services', href: '/providers/contact-us' },
    cardsHeading: 'Provider information',
    cards: [
      {
        title: 'Hospitals',
        body: 'Hospital purchaser provider agreements and contracting.',
        href: '/providers/hospital',
        linkLabel: 'Hospital providers',
      },
      {
        title: 'Ancillary providers',
        body: 'Claiming for dental, optical, physio and other extras services.',
        href: '/providers/ancillary',
        linkLabel: 'Ancillary providers',
      },
      {
        title: `${brand.gapScheme}`,
        body: 'Our no-gap and known-gap scheme for medical specialists.',
        href: '/providers/medigap',
        linkLabel: `The ${brand.gapScheme} scheme`,
      },
      {
        title: 'International claiming',
        body: 'Options for claiming for overseas visitors and students.',
        href: '/providers/international-claiming-options',
        linkLabel: 'International claiming',
      },
    ],
    sections: [
      {
        heading: 'Join the First Choice Network',
        paragraphs: [
          `Dentists, optometrists and other extras providers in the ${brand.firstChoice} offer members lower out-of-pocket costs.`,
        ],
        links: [{ label: 'About the network', href: '/providers/first-choice-network' }],
      },
    ],
  },
  gu: {
    art: 'gumleaf',
    eyebrow: brand.gu,
    title: 'Health insurance made for workplaces',
    lead: `${brand.gu} provides health cover through employers and associations, with the service of a smaller fund and the support of a large group. Check if your workplace offers ${brand.gu}.`,
    primaryCta: { label: 'How to claim', href: '/gu/how-to-claim' },
    secondaryCta: { label: 'Find a provider', href: '/gu/find-a-provider' },
    cardsHeading: 'For members',
    cards: [
      {
        title: 'Rewards',
        body: 'Member offers on fitness, travel and everyday shopping.',
        href: '/gu/rewards',
        linkLabel: 'Member rewards',
      },
      {
        title: 'Forms',
        body: 'Claim, change of details and transfer forms.',
        href: '/gu/forms',
        linkLabel: 'Forms',
      },
      {
        title: 'Mobile apps',
        body: 'Claim extras on the spot and carry your digital card.',
        href: '/gu/mobile-apps',
        linkLabel: 'Our apps',
      },
      {
        title: 'Tax time',
        body: 'Your tax statement and the private health insurance rebate.',
        href: '/gu/tax-time',
        linkLabel: 'Tax time',
      },
    ],
    sections: [
      {
        heading: 'Healthy living',
        paragraphs: ['Articles and tools to help you look after your health, from sleep to nutrition.'],
        links: [{ label: 'The health hub', href: '/gu/health-hub' }],
      },
    ],
  },
  international: {
    art: 'journey',
    eyebrow: 'Overseas visitors',
    title: 'Health cover for your time in Australia',
    lead: 'Studying, working or visiting Australia? Our overseas covers help you meet visa conditions and get care when you need it, with direct billing at many hospitals and doctors.',
    primaryCta: { label: 'Overseas student cover', href: '/overseas-students' },
    secondaryCta: { label: 'Overseas visitors and workers', href: '/overseas-working-visitors' },
    cardsHeading: 'Choose your cover',
    cards: [
      {
        title: 'Overseas Student Health Cover',
        body: 'Meets the OSHC visa condition for student visas (subclass 500).',
        href: '/overseas-students',
        linkLabel: 'Student cover',
      },
      {
        title: 'Overseas Visitors Health Cover',
        body: 'For workers and visitors, including covers for visa condition 8501.',
        href: '/overseas-working-visitors',
        linkLabel: 'Visitor and worker cover',
      },
      {
        title: 'Healthcare in Australia',
        body: 'How Medicare, hospitals and GPs work if you are new to Australia.',
        href: '/health-information',
        linkLabel: 'Health information',
      },
    ],
    sections: [
      {
        heading: 'Help in your language',
        paragraphs: [
          `Call us on ${phone.international}. Free interpreting is available for more than 100 languages.`,
        ],
        links: [{ label: 'Contact us', href: '/contact-us' }],
      },
    ],
  },
  internationalStudents: {
    art: 'journey',
    eyebrow: 'Overseas Student Health Cover (OSHC)',
    title: 'Student health cover that meets your visa condition',
    lead: 'OSHC from us covers doctor visits, hospital and ambulance while you study in Australia. Buy before you arrive, and use our app to find a doctor near your campus.',
    primaryCta: { label: 'Get a quote', href: overseasQuoteStart('internationalStudents') },
    secondaryCta: { label: 'Health information', href: '/health-information' },
    cardsHeading: 'Studying in Australia',
    cards: [
      {
        title: 'Seeing a doctor',
        body: 'Most GP visits are covered. Find a doctor who bills us directly.',
        href: '/find-a-provider',
        linkLabel: 'Find a doctor',
      },
      {
        title: 'Going to hospital',
        body: 'What to do before, during and after a hospital stay.',
        href: '/going-to-hospital',
        linkLabel: 'Hospital guide',
      },
      {
        title: 'Telehealth',
        body: 'Talk to a GP by phone or video from anywhere in Australia.',
        href: '/health-information/gp-telehealth',
        linkLabel: 'GP telehealth',
      },
    ],
    sections: [
      {
        heading: 'Your visa and your cover',
        paragraphs: [
          'Student visa holders must keep adequate health cover for their whole stay. Your cover should start when you arrive and end when your visa ends.',
        ],
        links: [{ label: 'Get help', href: '/help' }],
      },
    ],
  },
  internationalWorkers: {
    art: 'journey',
    eyebrow: 'Overseas Visitors Health Cover (OVHC)',
    title: 'Health cover for working and visiting in Australia',
    lead: 'Our overseas visitor covers help you meet visa condition 8501 and look after you with hospital, medical and optional extras cover while you live and work here.',
    primaryCta: { label: 'Get a quote', href: overseasQuoteStart('internationalWorkers') },
    secondaryCta: { label: 'Contact us', href: '/contact-us' },
    cardsHeading: 'Living and working here',
    cards: [
      {
        title: 'Visa condition 8501',
        body: 'What adequate health cover means for your visa.',
        href: '/health-information',
        linkLabel: 'Visa health cover',
      },
      {
        title: 'Find a provider',
        body: 'Doctors and hospitals who bill us directly.',
        href: '/find-a-provider',
        linkLabel: 'Find a provider',
      },
      {
        title: 'Help',
        body: 'Claims, payments and changing your cover.',
        href: '/help',
        linkLabel: 'Get help',
      },
    ],
    sections: [
      {
        heading: 'Bringing your family',
        paragraphs: ['Couples and family covers include your partner and dependent children on one policy.'],
      },
    ],
  },
};

/** As the home pages render it. */
export const homeContent: Record<VariantId, HomeContent> = resolveContent(homeContentSource);
