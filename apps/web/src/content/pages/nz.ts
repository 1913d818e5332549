// New Zealand pages, all under /nz.
import { address, brand, email, phone } from '@ds/site/data';
import { NZ_PLANS } from '@ds/product/nz';
import type { PageContent } from './types';

export const nzPages: PageContent[] = [
  {
    path: '/nz/our-products',
    title: 'Our products',
    lead: `Health insurance and life cover options from ${brand.nz}, for individuals, families and businesses.`,
    sections: [
      {
        heading: 'Health insurance',
        paragraphs: [
          'Cover for private surgery and hospital treatment, specialists and tests, with options for everyday care such as GP visits, dental and optical.',
        ],
        links: [
          { label: 'Health insurance', href: '/nz/health-insurance' },
          { label: 'Compare plans', href: '/nz/compare-plans' },
        ],
      },
      {
        heading: 'Through a financial adviser',
        paragraphs: [
          'Some of our plans are available only through a financial adviser, who can tailor your cover with you.',
        ],
        links: [
          { label: 'Adviser plans', href: '/nz/adviser-plans' },
          { label: 'Life cover options', href: '/nz/life-cover-options' },
        ],
      },
    ],
  },
  {
    path: '/nz/health-insurance',
    title: 'Health insurance',
    lead: 'Get treatment sooner in a private hospital, choose your specialist, and avoid public waiting lists for non-urgent surgery.',
    sections: [
      {
        heading: 'Why Kiwis take out health insurance',
        paragraphs: [
          'The public health system provides free hospital care to eligible New Zealanders, but people can wait months for non-urgent surgery and specialist appointments. Health insurance pays for private treatment so you can go ahead sooner.',
          'ACC covers treatment for accidental injuries. Health insurance covers illness and can help with costs ACC does not pay.',
        ],
      },
      {
        heading: 'Pre-existing conditions',
        paragraphs: [
          'Conditions you had signs or symptoms of before joining may not be covered, or may be covered only after a stand-down period. Your policy document explains the rules for your plan.',
        ],
        links: [
          { label: 'Compare plans', href: '/nz/compare-plans' },
          { label: 'Get a quote', href: '/nz/get-a-quote' },
          { label: 'Policy documents', href: '/nz/policy-documents' },
        ],
      },
    ],
  },
  {
    path: '/nz/compare-plans',
    title: 'Compare plans',
    lead: 'Our plans side by side, from hospital-only cover to everyday care, so you can choose what matters to you.',
    sections: [
      {
        heading: 'Our main plans',
        paragraphs: [
          // The plans as the quote offers them: names and what each adds, from the NZ product data.
          NZ_PLANS.map((plan) => `${plan.name}: ${plan.summary}`).join(' '),
          'Your price depends on your age, whether you smoke, the plan and the excess you choose. Get a quote to see it.',
        ],
      },
      {
        heading: 'Lower your premium',
        paragraphs: [
          'Choosing a higher excess lowers your premium. You pay the excess once per claim year, not for every claim.',
        ],
        links: [
          { label: 'Get a quote', href: '/nz/get-a-quote' },
          { label: 'Special offers', href: '/nz/special-offers' },
        ],
      },
    ],
  },
  {
    path: '/nz/special-offers',
    title: 'Special offers',
    lead: 'Current offers for new members. Offers change often, so check back before you join.',
    sections: [
      {
        heading: 'Two months free',
        paragraphs: [
          'Join a Hospital and Specialists or Everyday plan and get your third and ninth months free. Conditions apply: you must keep your cover for 12 months and pay by direct debit.',
        ],
        links: [{ label: 'Compare plans', href: '/nz/compare-plans' }],
      },
      {
        heading: 'Offer terms',
        paragraphs: [
          'Offers are for new members only, cannot be combined with other offers and may end at any time.',
        ],
        links: [{ label: 'Website terms', href: '/nz/terms' }],
      },
    ],
  },
  {
    path: '/nz/adviser-plans',
    title: 'Adviser plans',
    lead: 'Plans available through financial advisers, with more ways to tailor your cover and an adviser to help you at claim time.',
    sections: [
      {
        heading: 'Working with an adviser',
        paragraphs: [
          'A financial adviser can compare your options, recommend cover that suits your needs and budget, and help you make claims. Advisers give advice under their own licence and must explain how they are paid.',
        ],
      },
      {
        heading: 'For advisers',
        paragraphs: [
          'Advisers can quote, submit applications and manage their clients in our adviser portal.',
        ],
        links: [
          { label: 'Life cover options', href: '/nz/life-cover-options' },
          { label: 'Contact us', href: '/nz/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/nz/life-cover-options',
    title: 'Life cover options',
    lead: 'Life, trauma and income protection cover to support the people who rely on you.',
    sections: [
      {
        heading: 'Types of cover',
        paragraphs: [
          'Life cover pays a lump sum if you die or are diagnosed with a terminal illness. Trauma cover pays a lump sum if you are diagnosed with a specified serious illness. Income protection pays a monthly benefit if you cannot work because of illness or injury.',
          'Mortgage protection can cover your home loan repayments while you are unable to work.',
        ],
        links: [
          { label: 'Adviser plans', href: '/nz/adviser-plans' },
          { label: 'Get a health insurance quote', href: '/nz/get-a-quote' },
        ],
      },
    ],
  },
  {
    path: '/nz/using-your-cover',
    title: 'Using your cover',
    lead: 'Most treatment can be approved before it happens, so you know what is covered and what you will pay.',
    sections: [
      {
        heading: 'Get prior approval',
        paragraphs: [
          'Before surgery or a specialist appointment, ask your GP or specialist to send us the details, or send them yourself through your member account. We confirm what your plan covers, usually within two working days.',
        ],
      },
      {
        heading: 'Choose an affiliated provider',
        paragraphs: [
          'Affiliated providers have agreements with us and send their bills to us directly, so you only pay your excess.',
        ],
        links: [
          { label: 'Find a provider', href: '/nz/find-a-provider' },
          { label: 'Claims', href: '/nz/claims' },
        ],
      },
    ],
  },
  {
    path: '/nz/claims',
    title: 'Claims',
    lead: 'How to claim, what to send us and how quickly we pay.',
    sections: [
      {
        heading: 'Making a claim',
        paragraphs: [
          'Claim online or in the app with a photo of your invoice and any referral. If your treatment was approved in advance, your provider will usually claim for you.',
          'Most claims are paid within five working days, straight into your bank account.',
        ],
      },
      {
        heading: 'Claim deadlines',
        paragraphs: ['Send us your claim within 12 months of the date of treatment.'],
        links: [
          { label: 'Using your cover', href: '/nz/using-your-cover' },
          { label: 'Policy documents', href: '/nz/policy-documents' },
        ],
      },
    ],
  },
  {
    path: '/nz/find-a-provider',
    title: 'Find a provider',
    lead: 'Find affiliated specialists, surgeons, hospitals and diagnostic providers across New Zealand.',
    // The search (or, without a New Zealand directory, how to find one by phone) is the route's
    // (app/(nz)/nz/find-a-provider); these words frame it.
    ownRoute: true,
    sections: [
      {
        heading: 'Why choose an affiliated provider?',
        paragraphs: [
          'Affiliated providers agree prices with us and bill us directly. Your approved treatment is paid in full apart from any excess, so there are no surprises.',
          'You can still see a provider who is not affiliated; we pay up to the limits in your policy.',
        ],
        links: [
          { label: 'Using your cover', href: '/nz/using-your-cover' },
          { label: 'Claims', href: '/nz/claims' },
        ],
      },
    ],
  },
  {
    path: '/nz/health-and-wellbeing',
    title: 'Health and wellbeing',
    lead: 'Ideas and support to help you and your whānau stay well, from sleep and nutrition to mental health.',
    sections: [
      {
        heading: 'Looking after yourself',
        paragraphs: [
          'Short, practical articles written with New Zealand health professionals, on topics including heart health, skin checks, stress and staying active as you age.',
        ],
      },
    ],
    cards: [
      {
        title: 'Member stories',
        body: 'How members used their cover when they needed it.',
        href: '/nz/member-stories',
        linkLabel: 'Read member stories',
      },
      {
        title: 'Free resources',
        body: 'Guides, checklists and planners you can download.',
        href: '/nz/free-resources',
        linkLabel: 'Free resources',
      },
    ],
  },
  {
    path: '/nz/member-stories',
    title: 'Member stories',
    lead: 'Real experiences of using health insurance, shared with permission by our members.',
    sections: [
      {
        heading: 'Back on the bike in six weeks',
        paragraphs: [
          'After months of knee pain, a Wellington cyclist saw a specialist within a week of her GP referral and had surgery two weeks later.',
        ],
      },
      {
        heading: 'Support through cancer treatment',
        paragraphs: [
          'A Hamilton father talks about how his cover paid for treatment not funded in the public system, so he could focus on getting well.',
        ],
        links: [
          { label: 'Health insurance', href: '/nz/health-insurance' },
          { label: 'Health and wellbeing', href: '/nz/health-and-wellbeing' },
        ],
      },
    ],
  },
  {
    path: '/nz/free-resources',
    title: 'Free resources',
    lead: 'Free guides and planners to help you understand health insurance and look after your health. No need to be a member.',
    sections: [
      {
        heading: 'Guides you can download',
        paragraphs: [
          'A first-time buyer’s guide to health insurance; a checklist for your first specialist appointment; a family health record; and a weekly meal planner.',
        ],
        links: [
          { label: 'Health and wellbeing', href: '/nz/health-and-wellbeing' },
          { label: 'Our products', href: '/nz/our-products' },
        ],
      },
    ],
  },
  {
    path: '/nz/about-nib',
    title: 'About us',
    lead: `${brand.nz} has been helping New Zealanders get the health care they need for more than a decade, as part of ${brand.company}.`,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `We provide health insurance and life cover options to New Zealanders, directly and through financial advisers. Our team is based in ${address.nzOffice[1]}.`,
          `${brand.nzCompany} is a licensed insurer regulated by the Reserve Bank of New Zealand.`,
        ],
        links: [
          { label: 'News and media', href: '/nz/news-and-media' },
          { label: 'Contact us', href: '/nz/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/nz/news-and-media',
    title: 'News and media',
    lead: 'Our latest news and information for journalists.',
    sections: [
      {
        heading: 'Recent news',
        paragraphs: [
          'Members claimed more for skin cancer checks and treatment than ever before; we have extended mental health cover on our Everyday plan; and our annual health report looks at how long New Zealanders wait for surgery.',
        ],
      },
      {
        heading: 'Media enquiries',
        paragraphs: [`Journalists can reach our communications team through ${email.nz}.`],
        links: [
          { label: 'About us', href: '/nz/about-nib' },
          { label: 'Contact us', href: '/nz/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/nz/contact-us',
    title: 'Contact us',
    lead: 'Kia ora. Our New Zealand team is here to help with cover, claims and questions.',
    sections: [
      {
        heading: 'Call or email',
        paragraphs: [
          `Call ${phone.nz}, Monday to Friday 8am to 6pm, or email ${email.nz}.`,
          `Our office: ${address.nzOffice.join(', ')}.`,
        ],
        links: [
          { label: 'Claims', href: '/nz/claims' },
          { label: 'Complaints', href: '/nz/complaints' },
        ],
      },
    ],
  },
  {
    path: '/nz/policy-documents',
    title: 'Policy documents',
    lead: 'The policy documents for our health and life plans, including past versions.',
    sections: [
      {
        heading: 'Your policy',
        paragraphs: [
          'Your policy document sets out what your plan covers, the limits and exclusions, and how claims work. Your acceptance certificate shows who is covered and your chosen options.',
          'You have 14 days after your policy starts to review it, and can cancel for a full refund in that time if you have not claimed.',
        ],
        links: [
          { label: 'Claims', href: '/nz/claims' },
          { label: 'Website terms', href: '/nz/terms' },
        ],
      },
    ],
  },
  {
    path: '/nz/privacy',
    title: 'Privacy',
    lead: `How ${brand.nzCompany} collects, uses and protects your personal information under the Privacy Act 2020.`,
    sections: [
      {
        heading: 'What we collect and why',
        paragraphs: [
          'We collect the information we need to assess applications, provide cover and pay claims, including health information. We share it with health providers, reinsurers and service providers only as needed.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask to see and correct the information we hold about you. If you are not happy with how we respond, you can complain to the Office of the Privacy Commissioner.',
        ],
        links: [
          { label: 'Contact us', href: '/nz/contact-us' },
          { label: 'Complaints', href: '/nz/complaints' },
        ],
      },
    ],
  },
  {
    path: '/nz/terms',
    title: 'Website terms',
    lead: 'The terms that apply when you use this website.',
    sections: [
      {
        heading: 'General information only',
        paragraphs: [
          'Information on this site is general and is not financial advice. Read the policy document before you decide, and talk to a financial adviser if you would like advice.',
          'Prices on this site are examples and include GST where it applies.',
        ],
        links: [
          { label: 'Policy documents', href: '/nz/policy-documents' },
          { label: 'Privacy', href: '/nz/privacy' },
        ],
      },
    ],
  },
  {
    path: '/nz/complaints',
    title: 'Complaints',
    lead: 'If something has gone wrong, tell us and we will work to put it right.',
    sections: [
      {
        heading: 'How to complain',
        paragraphs: [
          `Call ${phone.nz} or email ${email.nz}. We acknowledge complaints within two working days and aim to resolve them within 20 working days.`,
        ],
      },
      {
        heading: 'Independent help',
        paragraphs: [
          'If you are not satisfied with our response, you can take your complaint to the approved dispute resolution scheme we belong to. It is independent and free for you to use, and our final response letter tells you how to contact it.',
        ],
        links: [
          { label: 'Contact us', href: '/nz/contact-us' },
          { label: 'Privacy', href: '/nz/privacy' },
        ],
      },
    ],
  },
];
