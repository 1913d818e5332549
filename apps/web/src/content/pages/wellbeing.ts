// Health information, healthy living, programs and member benefits of the main fund.
import { brand } from '@ds/site/data';
import { fact } from '../facts';
import type { PageContent } from './types';

export const wellbeingPages: PageContent[] = [
  {
    path: '/health-information',
    title: 'Health information',
    lead: 'How healthcare works in Australia, what Medicare pays for and where private health insurance fits in.',
    sections: [
      {
        heading: 'Medicare and private cover',
        paragraphs: [
          'Medicare pays for treatment as a public patient in a public hospital and part or all of the cost of seeing a GP or specialist outside hospital. The Pharmaceutical Benefits Scheme lowers the cost of many prescription medicines.',
          'Private hospital cover lets you be treated as a private patient in a private or public hospital. Extras cover helps with services Medicare does not cover, such as dental and optical.',
        ],
      },
      {
        heading: 'New to Australia?',
        paragraphs: [
          'Overseas visitors and students are generally not eligible for Medicare, and many visas require you to hold health insurance for your whole stay.',
        ],
        links: [
          { label: 'Overseas cover', href: '/international' },
          { label: 'Healthcare in Australia for visitors', href: '/international/healthcare-in-australia' },
        ],
      },
    ],
    cards: [
      {
        title: 'Lifetime Health Cover',
        body: 'Why the age you take out hospital cover affects what you pay.',
        href: '/health-information/healthcare-in-australia/lifetime-health-cover',
        linkLabel: 'Lifetime Health Cover explained',
      },
      {
        title: 'GP telehealth',
        body: 'See a GP by phone or video, wherever you are in Australia.',
        href: '/health-information/gp-telehealth',
        linkLabel: 'About GP telehealth',
      },
      {
        title: 'Going to hospital',
        body: 'What to ask and what to expect before a planned admission.',
        href: '/going-to-hospital',
        linkLabel: 'Hospital guide',
      },
    ],
  },
  {
    path: '/health-information/healthcare-in-australia/lifetime-health-cover',
    title: 'Lifetime Health Cover',
    lead: 'Lifetime Health Cover is a government rule that encourages people to take out hospital cover earlier in life. If you wait, you pay a loading on top of your hospital premium.',
    sections: [
      {
        heading: 'How the loading works',
        paragraphs: [
          `If you do not hold hospital cover by 1 July after your ${fact('lhcBirthday')} birthday, a loading of ${fact('lhcRate')} is added for every year you are over ${fact('lhcFreeAge')} when you take it out. The loading is capped at ${fact('lhcMaxLoading')}.`,
          'The loading applies to the hospital part of your premium only, not to extras.',
        ],
      },
      {
        heading: 'When the loading ends',
        paragraphs: [
          `Once you have paid the loading for ${fact('lhcYearsToRemove')} continuous years, it is removed. You can spend a total of ${fact('lhcPermittedDays')} days without hospital cover over your life (for example while travelling) without it counting against you.`,
        ],
      },
      {
        heading: `If you arrived in Australia after ${fact('lhcAge')}`,
        paragraphs: [
          'You have until the first anniversary of the day you became eligible for full Medicare benefits to take out hospital cover without a loading.',
        ],
        links: [
          { label: 'Hospital cover', href: '/health-insurance/hospital' },
          { label: 'Get a quote', href: '/health-insurance/join/welcome' },
        ],
      },
    ],
  },
  {
    path: '/health-information/gp-telehealth',
    title: 'GP telehealth',
    lead: 'Members with hospital or extras cover can talk to an Australian-registered GP by phone or video, at no extra cost, from 7am to 11pm every day.',
    sections: [
      {
        heading: 'What a telehealth GP can help with',
        paragraphs: [
          'Colds and flu, skin concerns, repeat prescriptions, referrals, medical certificates and advice on whether you need to be seen in person.',
          'In an emergency, call Triple Zero (000) or go to your nearest emergency department.',
        ],
      },
      {
        heading: 'How to book',
        paragraphs: [
          `Book in the ${brand.memberApp} or in ${brand.portal}. A GP will call you at the time you choose, and any prescription is sent to your phone as an electronic script.`,
        ],
        links: [
          { label: 'Member benefits', href: '/member-benefits' },
          { label: 'Health information', href: '/health-information' },
        ],
      },
    ],
  },
  {
    path: '/going-to-hospital',
    title: 'Going to hospital',
    lead: 'A planned stay in hospital is easier when you know what your cover pays and what you may be asked to pay.',
    sections: [
      {
        heading: 'Before you go',
        paragraphs: [
          `Check that your cover includes the treatment and that you have served the waiting periods. Ask your doctor for the item numbers and the fees, and ask whether they use our ${brand.gapScheme} scheme.`,
          'Ask the hospital whether it has an agreement with us. At agreement hospitals you pay nothing for your stay apart from your excess.',
        ],
        links: [{ label: 'Find a provider', href: '/find-a-provider' }],
      },
      {
        heading: 'Who pays what',
        paragraphs: [
          'For medical services in hospital, Medicare pays 75% of the Medicare Benefits Schedule fee and we pay the other 25%. If your doctor charges more than that, you pay the gap, unless they use our no-gap or known-gap arrangements.',
        ],
      },
      {
        heading: 'After you leave',
        paragraphs: [
          `Most hospitals and doctors bill us directly. If you receive an account, you can claim in the app or in ${brand.portal}.`,
        ],
        links: [
          { label: 'Health insurance help', href: '/help/health' },
          { label: 'Hospital cover', href: '/health-insurance/hospital' },
        ],
      },
    ],
  },
  {
    path: '/healthy-living',
    title: 'Healthy living',
    lead: 'Practical ideas for eating well, moving more, sleeping better and looking after your mind, with free checks and programs for members.',
    sections: [
      {
        heading: 'Start with a health check',
        paragraphs: [
          'Our free online health check takes about ten minutes and gives you a personal snapshot of your heart health, activity, sleep and wellbeing.',
        ],
        links: [{ label: 'Take the health check', href: '/healthy-living/healthcheck' }],
      },
    ],
    cards: [
      {
        title: 'Health hub',
        body: 'Articles and guides grouped by topic.',
        href: '/healthy-living/hub-health',
        linkLabel: 'Browse the health hub',
      },
      {
        title: brand.checkup,
        body: 'Our regular read on health and wellbeing.',
        href: '/the-checkup',
        linkLabel: `Read ${brand.checkup}`,
      },
      {
        title: 'Health programs',
        body: 'Support for long-term conditions, at no extra cost to eligible members.',
        href: '/health-management-programs',
        linkLabel: 'Health management programs',
      },
    ],
  },
  {
    path: '/healthy-living/healthcheck',
    title: 'Free online health check',
    lead: 'Answer questions about your lifestyle and family history and get a personal report with practical next steps. It takes about ten minutes.',
    sections: [
      {
        heading: 'What the check covers',
        paragraphs: [
          'Heart health, weight and waist measurement, physical activity, alcohol, smoking, sleep and mood. Your report shows where you are doing well and where small changes could help.',
        ],
      },
      {
        heading: 'It is not a diagnosis',
        paragraphs: [
          'The check gives general information based on your answers. Take your report to your GP if anything in it concerns you.',
        ],
        links: [
          { label: 'Health management programs', href: '/health-management-programs' },
          { label: 'GP telehealth', href: '/health-information/gp-telehealth' },
        ],
      },
    ],
  },
  {
    path: '/healthy-living/hub-health',
    title: 'Health hub',
    lead: 'Guides and articles on the health topics our members ask about most, written with health professionals.',
    sections: [
      {
        heading: 'Browse by topic',
        paragraphs: [
          'Mental health and stress, sleep, nutrition, exercise and recovery, women’s health, men’s health, pregnancy and parenting, and healthy ageing.',
        ],
      },
      {
        heading: 'Using your cover well',
        paragraphs: [
          'Guides on preparing for surgery, choosing a specialist and getting the most from your extras sit alongside the health articles.',
        ],
        links: [
          { label: 'Going to hospital', href: '/going-to-hospital' },
          { label: brand.checkup, href: '/the-checkup' },
        ],
      },
    ],
  },
  {
    path: '/the-checkup',
    title: brand.checkup,
    lead: `${brand.checkup} is our free read on health and wellbeing: recipes, fitness, mental health and the latest on Australian healthcare, checked by health professionals.`,
    sections: [
      {
        heading: 'This month',
        paragraphs: [
          'How to build a sleep routine that lasts; five high-protein breakfasts under ten minutes; what to ask your surgeon before a knee replacement; and a beginner’s guide to strength training after 50.',
        ],
      },
      {
        heading: 'Get it in your inbox',
        paragraphs: [`Members can subscribe in ${brand.portal}. Anyone can sign up through free membership.`],
        links: [
          { label: 'Free membership', href: '/free-membership' },
          { label: 'Health hub', href: '/healthy-living/hub-health' },
        ],
      },
    ],
  },
  {
    path: '/health-management-programs',
    title: 'Health management programs',
    lead: 'Support for members living with a long-term condition or recovering from treatment, at no extra cost to eligible members with hospital cover.',
    sections: [
      {
        heading: 'Programs we offer',
        paragraphs: [
          'Heart health coaching, type 2 diabetes support, a joint pain and osteoarthritis program, mental health support, and rehabilitation at home after joint surgery.',
          'Each program is run by qualified health professionals, by phone, online or in your home, and works alongside your GP’s care.',
        ],
      },
      {
        heading: 'Who can join',
        paragraphs: [
          'Eligibility depends on your condition and your level of hospital cover. Ask your GP or specialist, or call us and we will check for you.',
        ],
        links: [
          { label: 'Contact us', href: '/contact-us' },
          { label: 'Member benefits', href: '/member-benefits' },
        ],
      },
    ],
  },
  {
    path: '/member-benefits',
    title: 'Member benefits',
    lead: `Being a ${brand.mainShort} member gives you more than a policy: telehealth, savings with our provider network, health programs and ${brand.memberRewards}.`,
    sections: [
      {
        heading: 'Included with your cover',
        paragraphs: [
          `GP telehealth by phone or video, lower out-of-pocket costs in the ${brand.firstChoice}, health management programs, and claiming on the go in the ${brand.memberApp}.`,
        ],
        links: [
          { label: 'GP telehealth', href: '/health-information/gp-telehealth' },
          { label: brand.firstChoice, href: '/first-choice-network' },
        ],
      },
      {
        heading: brand.memberRewards,
        paragraphs: [
          'Discounts on fitness, travel, entertainment and everyday shopping, plus points when you complete health activities. Savings and partners change from time to time.',
        ],
        links: [
          { label: 'Use your points', href: '/member-benefits/rewards-points' },
          { label: 'Free membership', href: '/free-membership' },
        ],
      },
    ],
  },
  {
    path: '/member-benefits/rewards-points',
    title: `Use your ${brand.memberRewards} points`,
    lead: `Members earn ${brand.memberRewards} points for health activities, and spend them on rewards in the ${brand.memberApp}.`,
    sections: [
      {
        heading: 'Earning points',
        paragraphs: [
          'You earn points when you complete health activities in the app, such as a health check, a step challenge or a health management program. The app shows each activity’s points before you start.',
        ],
      },
      {
        heading: 'Spending points',
        paragraphs: [
          `In the ${brand.memberApp}, open Rewards to see your balance and the rewards available, such as gift cards, fitness passes and discounts with partners. Choose one and it is sent to you by email or shown in the app.`,
          'Points are for members over 18 on a current policy; rewards and partners change from time to time.',
        ],
        links: [
          { label: 'Member benefits', href: '/member-benefits' },
          { label: 'Health management programs', href: '/health-management-programs' },
        ],
      },
    ],
  },
  {
    path: '/first-choice-network',
    title: brand.firstChoice,
    lead: `Dentists, optometrists and other extras providers in the ${brand.firstChoice} agree to set prices for common services, so you pay less or nothing out of pocket.`,
    sections: [
      {
        heading: 'How members save',
        paragraphs: [
          `At network dentists: ${fact('firstChoiceDentalSaving')} At network optometrists: ${fact('firstChoiceOpticalSaving')}`,
          'Savings still count towards your annual limits and are subject to your waiting periods.',
        ],
        links: [
          { label: 'Find a provider', href: '/find-a-provider' },
          { label: 'Extras cover', href: '/health-insurance/extras' },
        ],
      },
      {
        heading: 'For providers',
        paragraphs: ['Interested in joining the network? Our provider team explains how agreements work.'],
        links: [{ label: 'Provider information', href: '/providers/first-choice-network' }],
      },
    ],
  },
  {
    path: '/free-membership',
    title: 'Free membership',
    lead: `Get ${brand.memberRewards} offers, ${brand.checkup} and health programs without buying insurance. Free membership is not health insurance.`,
    sections: [
      {
        heading: 'What you get',
        paragraphs: [
          'Member discounts with our partners, our health and wellbeing newsletter, and access to the online health check.',
        ],
        links: [{ label: 'Online health check', href: '/healthy-living/healthcheck' }],
      },
      {
        heading: 'Ready for cover?',
        paragraphs: ['When you need hospital or extras cover, you can upgrade to a paid policy at any time.'],
        links: [{ label: 'Get a quote', href: '/health-insurance/join/welcome' }],
      },
    ],
  },
  {
    path: '/find-a-provider',
    title: 'Find a provider',
    lead: `Find dentists, optometrists, physiotherapists, GPs and hospitals near you, nearest first, including those in the ${brand.firstChoice}.`,
    // The search is the route's (app/(arhi)/find-a-provider); these words frame it.
    ownRoute: true,
    sections: [
      {
        heading: `What is the ${brand.firstChoice}?`,
        paragraphs: [
          `Dentists, optometrists and other extras providers in the ${brand.firstChoice} agree to set prices for common services with us, so members pay less or nothing out of pocket. Tick ‘${brand.firstChoice} only’ to see just them.`,
        ],
        links: [{ label: brand.firstChoice, href: '/first-choice-network' }],
      },
      {
        heading: 'Hospitals and specialists',
        paragraphs: [
          `Agreement hospitals bill us directly, so you pay only your excess on covered services. Specialists who use ${brand.gapScheme} charge no gap or a known gap that they tell you about before treatment.`,
        ],
        links: [{ label: 'Going to hospital', href: '/going-to-hospital' }],
      },
      {
        heading: 'Overseas students and visitors',
        paragraphs: [
          'Search for doctors and hospitals who bill us directly for overseas cover, so you do not pay up front.',
        ],
        links: [
          { label: 'Overseas students', href: '/overseas-students' },
          { label: 'Overseas workers and visitors', href: '/overseas-working-visitors' },
        ],
      },
    ],
  },
];
