// Foundation pages: about, leadership, community report, partners, funding, stories and contact.
import { brand, email, phone } from '@ds/site/data';
import { formatLongDate } from '@ds/ui/format';
import { FUNDING_ROUND, amountRange } from '@ds/product/foundation-grants';
import type { PageContent } from './types';

export const foundationPages: PageContent[] = [
  {
    path: '/foundation/about-us',
    title: `About the ${brand.foundation}`,
    lead: `The ${brand.foundation} is the community investment arm of ${brand.main}. We fund programs that help young people and families to live healthier lives.`,
    sections: [
      {
        heading: 'Our purpose',
        paragraphs: [
          'We focus on the years when good health habits are formed and the moments when families need extra support: young people’s mental health, health literacy, and support for carers.',
          'Each year the group commits a share of its profit to the foundation, and our people volunteer with our partners.',
        ],
      },
      {
        heading: 'How we decide',
        paragraphs: [
          'A committee with independent members reviews every application against our focus areas and reports to the board.',
        ],
        links: [
          { label: 'Leadership team', href: '/foundation/about-us/leadership-team' },
          { label: 'Community report', href: '/foundation/about-us/community-report' },
        ],
      },
    ],
  },
  {
    path: '/foundation/about-us/leadership-team',
    title: 'Leadership team',
    lead: 'The people who guide the foundation’s work and decide where our funding goes.',
    sections: [
      {
        heading: 'Foundation committee',
        paragraphs: [
          'The committee includes the group’s chief executive, two senior leaders from our health and community teams, and three independent members with experience in youth health, Aboriginal community-controlled health and the not-for-profit sector.',
        ],
      },
      {
        heading: 'Foundation team',
        paragraphs: [
          'A small team runs funding rounds, supports our partners and measures what the programs achieve.',
        ],
        links: [
          { label: 'About the foundation', href: '/foundation/about-us' },
          { label: 'Contact us', href: '/foundation/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/foundation/about-us/community-report',
    title: 'Community report',
    lead: 'Each year we report on what our funding supported and what changed for the people our partners work with.',
    sections: [
      {
        heading: 'This year at a glance',
        paragraphs: [
          'We funded 42 programs across Australia and New Zealand, reaching more than 18,000 young people and family members. Our people gave 3,200 volunteer hours.',
          'Figures are drawn from partner reports and independent evaluation.',
        ],
        links: [
          { label: 'Our partners', href: '/foundation/our-partners' },
          { label: 'Stories', href: '/foundation/stories' },
        ],
      },
    ],
  },
  {
    path: '/foundation/our-partners',
    title: 'Our partners',
    lead: 'We work with community organisations that know their communities best, from national charities to local youth services.',
    sections: [
      {
        heading: 'How we partner',
        paragraphs: [
          'Most partnerships run for two to three years, so programs have time to grow and show results. We fund staff, training and program costs, not just equipment.',
        ],
        links: [{ label: 'Health support programs', href: '/foundation/our-partners/health-support' }],
      },
      {
        heading: 'Become a partner',
        paragraphs: ['Registered charities and not-for-profits can apply in our funding rounds.'],
        links: [{ label: 'Funding', href: '/foundation/funding' }],
      },
    ],
  },
  {
    path: '/foundation/our-partners/health-support',
    title: 'Health support programs',
    lead: 'Programs our partners run with foundation funding to support health and wellbeing in their communities.',
    sections: [
      {
        heading: 'Examples of what we fund',
        paragraphs: [
          'Peer-led mental health workshops in high schools; respite and wellbeing days for young carers; cooking and nutrition programs for families in regional towns; and support for families of children in hospital.',
        ],
      },
      {
        heading: 'Measuring what works',
        paragraphs: [
          'Partners agree their outcome measures with us at the start and share what they learn each year.',
        ],
        links: [
          { label: 'Community report', href: '/foundation/about-us/community-report' },
          { label: 'Our partners', href: '/foundation/our-partners' },
        ],
      },
    ],
  },
  {
    path: '/foundation/funding',
    title: 'Funding rounds',
    lead: 'Our funding rounds support programs that improve the health of young people and families. Applications are open to registered charities and not-for-profit organisations.',
    sections: [
      {
        heading: 'What we fund',
        paragraphs: [
          `Programs in our focus areas with a clear need, a plan to measure results, and the community involved in their design. Grants in the ${FUNDING_ROUND.name} are from ${amountRange(FUNDING_ROUND)}.`,
          'We do not fund individuals, political or religious activities, or programs that replace government services.',
        ],
      },
      {
        heading: 'When to apply',
        paragraphs: [
          `The ${FUNDING_ROUND.name} is open from ${formatLongDate(FUNDING_ROUND.opens)} to ${formatLongDate(FUNDING_ROUND.closes)}. Shortlisted organisations are invited to a conversation with the team before decisions by ${formatLongDate(FUNDING_ROUND.decisionsBy)}.`,
        ],
        links: [
          { label: 'Apply for funding', href: '/foundation/funding/apply' },
          { label: 'Contact us', href: '/foundation/contact-us' },
          { label: 'Who we fund', href: '/foundation/our-partners' },
        ],
      },
    ],
  },
  {
    path: '/foundation/stories',
    title: 'Stories',
    lead: 'The people and places our partners have helped, in their own words.',
    sections: [
      {
        heading: 'A safe place to talk',
        paragraphs: [
          'At a regional high school, Year 10 students trained as peer supporters now run weekly drop-in sessions. Teachers say students ask for help earlier than before.',
        ],
      },
      {
        heading: 'Time out for young carers',
        paragraphs: [
          'Young people who care for a parent or sibling spend a weekend doing something just for themselves, and leave with a network of friends who understand.',
        ],
        links: [
          { label: 'Health support programs', href: '/foundation/our-partners/health-support' },
          { label: 'Apply for funding', href: '/foundation/funding/apply' },
        ],
      },
    ],
  },
  {
    path: '/foundation/contact-us',
    title: 'Contact the foundation',
    lead: 'Questions about funding rounds, partnerships or our work? Get in touch with the foundation team.',
    sections: [
      {
        heading: 'Call or email',
        paragraphs: [
          `Email ${email.foundation} or call ${phone.international}, Monday to Friday 9am to 5pm (AEST).`,
        ],
        links: [
          { label: 'Funding', href: '/foundation/funding' },
          { label: 'About the foundation', href: '/foundation/about-us' },
        ],
      },
    ],
  },
];
