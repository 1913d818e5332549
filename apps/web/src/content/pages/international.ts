// Overseas cover pages: the international hub, overseas students (OSHC) and overseas workers and visitors (OVHC).
import { brand, email, phone } from '@ds/site/data';
import { overseasQuoteStart } from '@/overseas/journey';
import type { PageContent } from './types';

const interpreting =
  'Free interpreting is available in more than 100 languages; ask for an interpreter when you call.';

export const internationalPages: PageContent[] = [
  {
    path: '/international/contact-us',
    title: 'Contact our overseas cover team',
    lead: 'Help with student and visitor cover, claims, and buying cover before you arrive.',
    sections: [
      {
        heading: 'Call or email',
        paragraphs: [
          `In Australia call ${phone.international}; from overseas call ${phone.overseas}. Monday to Friday 8am to 8pm (AEST). Email ${email.international}.`,
          interpreting,
        ],
        links: [
          { label: 'Overseas students', href: '/overseas-students' },
          { label: 'Overseas workers and visitors', href: '/overseas-working-visitors' },
        ],
      },
    ],
  },
  {
    path: '/international/healthcare-in-australia',
    title: 'Healthcare in Australia',
    lead: 'A short guide to how doctors, hospitals, medicines and emergencies work in Australia if you are here to study, work or visit.',
    sections: [
      {
        heading: 'Seeing a doctor',
        paragraphs: [
          'For most health problems, start with a general practitioner (GP). You usually need a GP referral to see a specialist. Many clinics take bookings online.',
          'Medicare, Australia’s public health scheme, is generally not available to temporary visa holders, so your overseas cover pays benefits instead.',
        ],
        links: [
          { label: 'Find a doctor', href: '/find-a-provider' },
          { label: 'GP telehealth', href: '/health-information/gp-telehealth' },
        ],
      },
      {
        heading: 'Emergencies',
        paragraphs: [
          'In a life-threatening emergency call Triple Zero (000) for an ambulance, or go to a public hospital emergency department. Emergency departments see the most urgent patients first.',
        ],
        links: [{ label: 'Going to hospital', href: '/going-to-hospital' }],
      },
      {
        heading: 'Medicines',
        paragraphs: [
          'Many medicines need a prescription from a doctor. Pharmacists can advise on medicines you can buy without one.',
        ],
      },
    ],
  },
  {
    path: '/overseas-students/oshc-explained',
    title: 'OSHC explained',
    lead: 'Overseas Student Health Cover (OSHC) is health insurance for international students. Holding it is a condition of the Australian student visa.',
    sections: [
      {
        heading: 'Who needs OSHC',
        paragraphs: [
          'Student visa (subclass 500) holders must have OSHC for their whole stay in Australia, and so must family members on the visa. Student guardian visa (subclass 590) holders need it too.',
          'Students from some countries, such as Norway, Sweden and Belgium, may be exempt through arrangements with their home country. Check with the Department of Home Affairs.',
        ],
      },
      {
        heading: 'What OSHC covers',
        paragraphs: [
          'Visits to a GP and specialists, treatment in hospital, emergency ambulance and some prescription medicines, with benefits based on the Medicare Benefits Schedule.',
          'Waiting periods apply to pre-existing conditions and pregnancy, generally 12 months. Extras such as dental and optical are not part of OSHC.',
        ],
        links: [
          { label: 'What our OSHC covers', href: '/overseas-students/our-cover' },
          { label: 'How to claim', href: '/overseas-students/how-to-claim' },
        ],
      },
    ],
  },
  {
    path: '/overseas-students/our-cover',
    title: 'What our OSHC covers',
    lead: `${brand.international} OSHC meets the student visa requirement and adds services that make studying here easier.`,
    sections: [
      {
        heading: 'Included',
        paragraphs: [
          'GP visits, with many clinics near campuses billing us directly so you pay nothing; specialist visits; public hospital and many private hospitals; emergency ambulance; pathology and X-rays; and prescription medicines up to set limits.',
          'Free GP telehealth by phone or video, and a 24-hour health and counselling line in many languages.',
        ],
      },
      {
        heading: 'Your price',
        paragraphs: [
          'Your price depends on the length of your visa and who is covered. Get a quote to see it before you buy.',
        ],
        links: [
          { label: 'Get a quote', href: overseasQuoteStart('internationalStudents') },
          { label: 'OSHC explained', href: '/overseas-students/oshc-explained' },
        ],
      },
    ],
  },
  {
    path: '/overseas-students/how-to-claim',
    title: 'How to claim on OSHC',
    lead: 'See a doctor who bills us directly and pay nothing, or pay and claim it back in the app.',
    sections: [
      {
        heading: 'Direct billing',
        paragraphs: [
          'Show your digital member card at the clinic or hospital. If they bill us directly, you pay only any gap above the benefit, often nothing at a GP.',
        ],
        links: [{ label: 'Find a doctor', href: '/find-a-provider' }],
      },
      {
        heading: 'Claiming back',
        paragraphs: [
          'If you pay the doctor yourself, take a photo of the itemised receipt and claim in the app. We pay the benefit into your Australian bank account, usually within a few business days.',
        ],
        links: [{ label: 'Contact us', href: '/overseas-students/contact-us' }],
      },
    ],
  },
  {
    path: '/overseas-students/contact-us',
    title: 'Contact student support',
    lead: 'Questions about your OSHC, your visa cover or a claim? Our student team can help.',
    sections: [
      {
        heading: 'Call or email',
        paragraphs: [
          `Call ${phone.international} in Australia or ${phone.overseas} from overseas, Monday to Friday 8am to 8pm (AEST). Email ${email.international}.`,
          interpreting,
        ],
        links: [
          { label: 'How to claim', href: '/overseas-students/how-to-claim' },
          { label: 'Help centre', href: '/help' },
        ],
      },
    ],
  },
  {
    path: '/overseas-working-visitors/visa-8501',
    title: 'Visa condition 8501',
    lead: 'Condition 8501 means you must maintain adequate arrangements for health insurance for your whole stay in Australia.',
    sections: [
      {
        heading: 'Which visas have it',
        paragraphs: [
          'Many temporary visas carry condition 8501, including the employer-sponsored Skills in Demand (subclass 482), Temporary Graduate (subclass 485) and Training (subclass 407) visas. Your visa grant letter lists your conditions.',
          'If you break a visa condition, your visa may be cancelled.',
        ],
      },
      {
        heading: 'What adequate cover means',
        paragraphs: [
          'Cover for hospital, medical and ambulance services for everyone on your visa, from the day you arrive until you leave. Our visitor covers are designed to meet the Department of Home Affairs requirements.',
          'If you are from a country with a Reciprocal Health Care Agreement with Australia, you may be able to meet the condition through Medicare; check with the Department of Home Affairs.',
        ],
        links: [
          { label: 'What our OVHC covers', href: '/overseas-working-visitors/our-cover' },
          { label: 'Get a quote', href: overseasQuoteStart('internationalWorkers') },
        ],
      },
    ],
  },
  {
    path: '/overseas-working-visitors/our-cover',
    title: 'What our OVHC covers',
    lead: 'Overseas Visitors Health Cover (OVHC) for working and visiting in Australia, with hospital, medical and ambulance cover and optional extras.',
    sections: [
      {
        heading: 'Choose your level',
        paragraphs: [
          'Essentials covers hospital, medical and emergency ambulance, and meets visa condition 8501. Standard adds more private hospital cover and pregnancy after a 12-month waiting period. Comprehensive adds extras such as dental, optical and physiotherapy.',
          'Your price depends on the level you choose, who is covered and how long you stay. Get a quote to see it.',
        ],
        links: [
          { label: 'Visa condition 8501', href: '/overseas-working-visitors/visa-8501' },
          { label: 'Get a quote', href: overseasQuoteStart('internationalWorkers') },
        ],
      },
    ],
  },
  {
    path: '/overseas-working-visitors/how-to-claim',
    title: 'How to claim on OVHC',
    lead: 'Use doctors and hospitals that bill us directly, or claim in the app after you pay.',
    sections: [
      {
        heading: 'At the doctor or hospital',
        paragraphs: [
          'Show your member card. Many GPs and most private hospitals bill us directly, so you pay only the gap, if any. For planned hospital stays, call us first so we can confirm your cover with the hospital.',
        ],
        links: [{ label: 'Find a provider', href: '/find-a-provider' }],
      },
      {
        heading: 'After you pay',
        paragraphs: [
          'Claim in the app or online with your itemised receipt. We pay into your bank account, usually within a few business days.',
        ],
        links: [{ label: 'Contact us', href: '/overseas-working-visitors/contact-us' }],
      },
    ],
  },
  {
    path: '/overseas-working-visitors/contact-us',
    title: 'Contact visitor support',
    lead: 'Questions about your visitor cover, visa condition 8501 or a claim? We can help.',
    sections: [
      {
        heading: 'Call or email',
        paragraphs: [
          `Call ${phone.international} in Australia or ${phone.overseas} from overseas, Monday to Friday 8am to 8pm (AEST). Email ${email.international}.`,
          interpreting,
        ],
        links: [
          { label: 'Visa condition 8501', href: '/overseas-working-visitors/visa-8501' },
          { label: 'Help centre', href: '/help' },
        ],
      },
    ],
  },
];
