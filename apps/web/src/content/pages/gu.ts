// The second brand's pages, all under /gu.
import { address, brand, email, phone } from '@ds/site/data';
import { fact } from '../facts';
import type { PageContent } from './types';

export const guPages: PageContent[] = [
  {
    path: '/gu/about-us',
    title: `About ${brand.gu}`,
    lead: `${brand.gu} provides health insurance through employers, unions and associations, with the personal service of a smaller fund and the backing of ${brand.company}.`,
    sections: [
      {
        heading: 'Who we cover',
        paragraphs: [
          'People who work for or belong to one of our partner organisations, and their families. Many members keep their cover when they change jobs.',
          `${brand.guCompany} is a registered private health insurer and part of the ${brand.mainShort} group.`,
        ],
        links: [
          { label: 'Our cover', href: '/gu/our-cover' },
          { label: 'Corporate health', href: '/gu/corporate-health' },
        ],
      },
    ],
  },
  {
    path: '/gu/our-cover',
    title: 'Our cover',
    lead: 'Hospital and extras covers designed with our partner organisations, at prices negotiated for their people.',
    sections: [
      {
        heading: 'Hospital, extras or both',
        paragraphs: [
          'Choose a hospital cover from Bronze to Gold, an extras cover, or a package of both. Every hospital cover includes emergency ambulance.',
        ],
        links: [
          { label: 'Hospital cover', href: '/gu/hospital-cover' },
          { label: 'Extras cover', href: '/gu/extras-cover' },
        ],
      },
      {
        heading: 'Check your eligibility',
        paragraphs: [
          'Your employer or association will have told you about us, or you can call us to check.',
        ],
        links: [{ label: 'Join now', href: '/gu/join' }],
      },
    ],
  },
  {
    path: '/gu/hospital-cover',
    title: 'Hospital cover',
    lead: 'Be treated as a private patient in the hospital and by the doctor you choose, where available.',
    sections: [
      {
        heading: 'Our hospital covers',
        paragraphs: [
          'Bronze Plus covers the Bronze services plus extra services such as back, neck and spine treatment. Silver Plus includes every Silver service, such as heart and vascular treatment, plus some Gold services. Gold covers every Medicare-recognised hospital service, including pregnancy and birth and joint replacements.',
          'Your price depends on your state, who is covered and the excess you choose, and is before the Australian Government Rebate. Get a quote to see it.',
        ],
      },
      {
        heading: 'Waiting periods',
        paragraphs: [
          `${fact('hospitalWaitGeneral')} for most services; ${fact('hospitalWaitPreExisting')} for pre-existing conditions and ${fact('hospitalWaitPregnancy')} for pregnancy and birth. If you transfer from another fund, waiting periods you have served are recognised for the same level of cover.`,
        ],
        links: [
          { label: 'Fund rules', href: '/gu/fund-rules' },
          { label: 'Join now', href: '/gu/join' },
        ],
      },
    ],
  },
  {
    path: '/gu/extras-cover',
    title: 'Extras cover',
    lead: 'Benefits for dental, optical, physiotherapy, remedial massage and more, with generous annual limits.',
    sections: [
      {
        heading: 'What our extras include',
        paragraphs: [
          'Preventative dental at 100% of the fee up to your annual limit, new glasses or contact lenses every year, and physiotherapy, chiropractic and osteopathy on a combined limit.',
          'Limits reset on 1 January each year.',
        ],
        links: [
          { label: 'How to claim', href: '/gu/how-to-claim' },
          { label: 'Find a provider', href: '/gu/find-a-provider' },
        ],
      },
    ],
  },
  {
    path: '/gu/corporate-health',
    title: 'Corporate health',
    lead: 'Offer your people health insurance as an employee benefit, with negotiated prices and no cost to set up.',
    sections: [
      {
        heading: 'For employers',
        paragraphs: [
          'We work with you to choose covers that suit your workforce, set up payroll deduction, and run wellbeing activities such as health checks and flu vaccinations.',
          'Your HR team manages enrolments and reports through our employer portal.',
        ],
      },
      {
        heading: 'Talk to us',
        paragraphs: [`Call our corporate team on ${phone.guCorporate}.`],
        links: [
          { label: 'Contact us', href: '/gu/contact-us' },
          { label: `About ${brand.gu}`, href: '/gu/about-us' },
        ],
      },
    ],
  },
  {
    path: '/gu/join',
    title: `Join ${brand.gu}`,
    lead: 'Join through your workplace or association in a few minutes, online or by phone.',
    sections: [
      {
        heading: 'Before you start',
        paragraphs: [
          'Have the name of your employer or association, your date of birth and those of anyone you want to cover, and your bank or card details.',
          'If you are moving from another fund, we will ask them for your transfer certificate so your waiting periods served are recognised.',
        ],
      },
      {
        heading: 'Join by phone',
        paragraphs: [`Call ${phone.gu} and we will help you choose a cover and join.`],
        links: [
          { label: 'Our cover', href: '/gu/our-cover' },
          { label: 'Contact us', href: '/gu/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/gu/how-to-claim',
    title: 'How to claim',
    lead: 'Claim extras on the spot, in the app or online, and let your hospital and doctors bill us directly.',
    sections: [
      {
        heading: 'Extras',
        paragraphs: [
          'Swipe your member card at the provider’s claiming terminal and pay only the gap. Or take a photo of your receipt in the app and we pay the benefit into your bank account, usually within two business days.',
        ],
        links: [{ label: 'Mobile apps', href: '/gu/mobile-apps' }],
      },
      {
        heading: 'Hospital',
        paragraphs: [
          'Most hospitals and specialists send accounts to us directly. If you get a bill, claim it online or send us the claim form.',
        ],
        links: [{ label: 'Forms', href: '/gu/forms' }],
      },
    ],
  },
  {
    path: '/gu/forms',
    title: 'Forms',
    lead: 'Forms for claims, changes to your membership and transfers: fill one in on paper, or print it from its page or its PDF.',
    // The list of forms is the route's (app/(gu)/gu/forms), from the forms' own document models.
    ownRoute: true,
    sections: [
      {
        heading: 'Quicker online',
        paragraphs: [
          'Most of these can also be done online in your member account or in the app, without a form.',
        ],
        links: [
          { label: 'How to claim', href: '/gu/how-to-claim' },
          { label: 'Contact us', href: '/gu/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/gu/rewards',
    title: 'Member rewards',
    lead: 'Offers on fitness, travel, entertainment and everyday shopping, free for members.',
    sections: [
      {
        heading: 'How rewards work',
        paragraphs: [
          'Sign in to your member account to see current offers and use your discount codes. New partners are added regularly.',
          'Offers are provided by our partners and may change or end at any time.',
        ],
        links: [
          { label: 'Mobile apps', href: '/gu/mobile-apps' },
          { label: 'Health hub', href: '/gu/health-hub' },
        ],
      },
    ],
  },
  {
    path: '/gu/find-a-provider',
    title: 'Find a provider',
    lead: 'Find dentists, optometrists, physiotherapists, GPs and hospitals near you who work with us, nearest first.',
    // The search is the route's (app/(gu)/gu/find-a-provider); these words frame it.
    ownRoute: true,
    sections: [
      {
        heading: 'Agreement hospitals',
        paragraphs: [
          'At hospitals with an agreement with us, you pay nothing for covered services apart from your excess. Ask your specialist whether they use our gap cover arrangements.',
        ],
      },
      {
        heading: 'Extras providers',
        paragraphs: [
          'Any provider recognised by us can treat you. Providers in our network agree prices with us, so you pay less out of pocket: tick the network option in the search to see just them.',
        ],
        links: [
          { label: 'How to claim', href: '/gu/how-to-claim' },
          { label: 'Hospital cover', href: '/gu/hospital-cover' },
        ],
      },
    ],
  },
  {
    path: '/gu/mobile-apps',
    title: 'Mobile apps',
    lead: 'Claim extras, carry your digital member card and check your limits, all from your phone.',
    sections: [
      {
        heading: 'What the app does',
        paragraphs: [
          'Photograph a receipt to claim; show your digital card at the provider; see what you have left to claim this year; and update your details and payments.',
          'The app is free for members on iPhone and Android.',
        ],
        links: [
          { label: 'How to claim', href: '/gu/how-to-claim' },
          { label: 'Member rewards', href: '/gu/rewards' },
        ],
      },
    ],
  },
  {
    path: '/gu/tax-time',
    title: 'Tax time',
    lead: 'What you need to know about your health insurance at tax time.',
    sections: [
      {
        heading: 'Your tax statement',
        paragraphs: [
          'We send your premium and rebate details to the Australian Taxation Office, so they appear in your tax return automatically. You can still download a tax statement from your member account.',
        ],
      },
      {
        heading: 'Rebate and surcharge',
        paragraphs: [
          'The Australian Government Rebate depends on your income and age; you can take it as a lower premium or claim it in your tax return. If your income is above the threshold and you have no appropriate hospital cover, you may pay the Medicare levy surcharge.',
        ],
        links: [
          { label: 'Hospital cover', href: '/gu/hospital-cover' },
          { label: 'Contact us', href: '/gu/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/gu/health-hub',
    title: 'Health hub',
    lead: 'Articles and guides to help you look after your health, from sleep and nutrition to managing stress at work.',
    sections: [
      {
        heading: 'Featured topics',
        paragraphs: [
          'Desk-friendly stretches; how much sleep you really need; healthy lunches to take to work; and when to see a GP about back pain.',
        ],
        links: [
          { label: 'Member rewards', href: '/gu/rewards' },
          { label: 'Extras cover', href: '/gu/extras-cover' },
        ],
      },
    ],
  },
  {
    path: '/gu/contact-us',
    title: 'Contact us',
    lead: 'Our member team is here to help with cover, claims and payments.',
    sections: [
      {
        heading: 'Call or email',
        paragraphs: [
          `Members: ${phone.gu}. Employers and corporate enquiries: ${phone.guCorporate}. Monday to Friday 8am to 6pm (AEST). Email ${email.gu}.`,
          `Mail: ${address.mail.join(', ')}.`,
        ],
        links: [
          { label: 'Forms', href: '/gu/forms' },
          { label: 'How to claim', href: '/gu/how-to-claim' },
        ],
      },
    ],
  },
  {
    path: '/gu/website-terms',
    title: 'Website terms',
    lead: 'The terms that apply when you use this website.',
    sections: [
      {
        heading: 'General information',
        paragraphs: [
          'Information on this site is general and does not consider your personal circumstances. Prices shown are examples; read the policy information before you join.',
        ],
        links: [
          { label: 'Privacy', href: '/gu/privacy' },
          { label: 'Fund rules', href: '/gu/fund-rules' },
        ],
      },
    ],
  },
  {
    path: '/gu/code-of-conduct',
    title: 'Code of conduct',
    lead: `${brand.gu} follows the Private Health Insurance Code of Conduct.`,
    sections: [
      {
        heading: 'Our commitment',
        paragraphs: [
          'We give you clear information before you join, explain waiting periods and exclusions, and train our staff to the code’s standards.',
          'If you are unhappy with our service, contact us first. If we cannot resolve it, you can contact the Private Health Insurance Ombudsman, part of the Commonwealth Ombudsman.',
        ],
        links: [
          { label: 'Contact us', href: '/gu/contact-us' },
          { label: 'Fund rules', href: '/gu/fund-rules' },
        ],
      },
    ],
  },
  {
    path: '/gu/privacy',
    title: 'Privacy',
    lead: `How ${brand.guCompany} handles your personal information under the Privacy Act 1988 and the Australian Privacy Principles.`,
    sections: [
      {
        heading: 'Your information',
        paragraphs: [
          'We collect information, including health information, to provide your cover and pay claims. We share it with your employer only with your consent, and never share your claims history with them.',
          'You can ask to see or correct your information at any time.',
        ],
        links: [
          { label: 'Contact us', href: '/gu/contact-us' },
          { label: 'Website terms', href: '/gu/website-terms' },
        ],
      },
    ],
  },
];
