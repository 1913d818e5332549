// Provider pages: medical, GapAssist, hospitals, the portal, ancillary, network, care in the home, international claiming.
import { brand, email, phone } from '@ds/site/data';
import { fact } from '../facts';
import type { PageContent } from './types';

export const providerPages: PageContent[] = [
  {
    path: '/providers/medical',
    title: 'Medical specialists',
    lead: `How ${brand.mainShort} pays for in-hospital medical services, and how to bill us for our members.`,
    sections: [
      {
        heading: 'How medical benefits are paid',
        paragraphs: [
          `For in-hospital services to a private patient, Medicare pays 75% of the Medicare Benefits Schedule fee and we pay the remaining 25%. Under our ${brand.gapScheme} scheme we pay more, so you can charge the member no gap or a known gap.`,
          'Bill us electronically through the Medicare and health fund claiming channels, or send accounts through the provider portal.',
        ],
        links: [{ label: `The ${brand.gapScheme} scheme`, href: '/providers/medigap' }],
      },
      {
        heading: 'Informed financial consent',
        paragraphs: [
          `Before treatment, tell the patient in writing what you will charge and what their out-of-pocket cost is likely to be. This is required to use ${brand.gapScheme} and is good practice for every patient.`,
        ],
        links: [{ label: 'Contact provider services', href: '/providers/contact-us' }],
      },
    ],
  },
  {
    path: '/providers/medigap',
    title: `The ${brand.gapScheme} scheme`,
    lead: `${brand.gapScheme} is our gap cover scheme for medical specialists. It lets you charge our members no gap, or a known gap, on a case-by-case basis with no contract to sign.`,
    sections: [
      {
        heading: 'No gap and known gap',
        paragraphs: [
          `No gap: charge at or below the ${brand.gapScheme} schedule fee and the member pays nothing for your service. Known gap: charge above it and the member pays a gap of up to ${fact('knownGapMaximum')} per episode of care, which you tell them about in advance.`,
        ],
      },
      {
        heading: `Using ${brand.gapScheme}`,
        paragraphs: [
          'Choose for each patient whether to use the scheme. Get informed financial consent, then bill us directly and we pay you within 10 business days.',
        ],
        links: [
          { label: 'Medical specialists', href: '/providers/medical' },
          { label: 'Provider portal login', href: '/providers/hcp-portal/user/login' },
        ],
      },
    ],
  },
  {
    path: '/providers/hospital',
    title: 'Hospitals',
    lead: 'Information for private and public hospitals and day facilities that treat our members.',
    sections: [
      {
        heading: 'Hospital agreements',
        paragraphs: [
          'We hold hospital purchaser provider agreements with most private hospitals and day facilities. Agreement hospitals bill us directly and agree not to charge members out-of-pocket costs for covered services, apart from the excess.',
          'Eligible hospitals without an agreement can receive second-tier default benefits for our members.',
        ],
      },
      {
        heading: 'Checking cover and claiming',
        paragraphs: [
          'Check a member’s eligibility before admission and lodge claims electronically. Contact our hospital contracting team about new agreements and renewals.',
        ],
        links: [
          { label: 'Provider portal login', href: '/providers/hcp-portal/user/login' },
          { label: 'Contact provider services', href: '/providers/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/providers/hcp-portal/user/login',
    title: 'Provider portal login',
    lead: 'The provider portal lets registered providers check member eligibility, submit accounts, see claim status and download remittance advice.',
    sections: [
      {
        heading: 'Logging in',
        paragraphs: [
          'Use the Provider portal link at the top of this page to open the secure portal on our provider site. You will need your practice’s portal username and a one-time code sent to your registered mobile.',
        ],
      },
      {
        heading: 'New to the portal?',
        paragraphs: [
          'Practices with a provider number registered with us can request access. One administrator can then add other staff at the practice.',
        ],
        links: [
          { label: 'Contact provider services', href: '/providers/contact-us' },
          { label: 'Provider information', href: '/providers' },
        ],
      },
    ],
  },
  {
    path: '/providers/ancillary',
    title: 'Ancillary providers',
    lead: 'Information for dentists, optometrists, physiotherapists and other extras providers whose patients claim on our extras covers.',
    sections: [
      {
        heading: 'Registering with us',
        paragraphs: [
          'To be recognised for benefits you need a provider number from us. You must hold the qualifications and professional association membership our fund rules require, and registration with the Australian Health Practitioner Regulation Agency where your profession is regulated.',
        ],
      },
      {
        heading: 'On-the-spot claiming',
        paragraphs: [
          'Members can claim at your practice by swiping their member card at your claiming terminal. They pay only the gap, and you receive the benefit from us directly.',
        ],
        links: [
          { label: brand.firstChoice, href: '/providers/first-choice-network' },
          { label: 'Contact provider services', href: '/providers/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/providers/first-choice-network',
    title: `Join the ${brand.firstChoice}`,
    lead: `The ${brand.firstChoice} is our preferred provider network for extras. Members choose network providers because they know what they will pay.`,
    sections: [
      {
        heading: 'How the network works',
        paragraphs: [
          `You agree maximum fees for common services, so members know what they will pay. For dentists: ${fact('firstChoiceDentalSaving')} In return our provider search shows your practice as part of the network, and we promote the network to members.`,
        ],
      },
      {
        heading: 'Who can join',
        paragraphs: [
          'Dental, optical, physiotherapy and chiropractic practices registered with us. Agreements run for three years.',
        ],
        links: [
          { label: 'Ancillary providers', href: '/providers/ancillary' },
          { label: 'Talk to us', href: '/providers/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/providers/care-home-providers',
    title: 'Care in the home providers',
    lead: 'We fund care at home that would otherwise happen in hospital, such as hospital in the home and rehabilitation at home, through approved providers.',
    sections: [
      {
        heading: 'What we fund',
        paragraphs: [
          'Hospital-substitute treatment at home, including nursing, IV therapy and wound care; rehabilitation at home after joint replacement or other surgery; and short-term support to help members leave hospital sooner.',
          'Residential aged care and ongoing disability support are not covered by private health insurance.',
        ],
      },
      {
        heading: 'Becoming an approved provider',
        paragraphs: [
          'Providers must meet our clinical governance and accreditation requirements and agree our referral and reporting processes.',
        ],
        links: [
          { label: 'Hospitals', href: '/providers/hospital' },
          { label: 'Contact provider services', href: '/providers/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/providers/international-claiming-options',
    title: 'International claiming options',
    lead: 'How to claim for overseas students and visitors who hold our Overseas Student Health Cover (OSHC) or Overseas Visitors Health Cover (OVHC).',
    sections: [
      {
        heading: 'Direct billing',
        paragraphs: [
          'Overseas patients are not eligible for Medicare, so we pay benefits directly. Bill us directly for GP and specialist services and the patient pays only the gap, if any.',
          'Hospitals can check cover and request a guarantee of payment before admission.',
        ],
      },
      {
        heading: 'When the patient pays',
        paragraphs: [
          'If you do not bill us directly, give the patient an itemised account so they can claim from us in the app.',
        ],
        links: [
          { label: 'Overseas students', href: '/overseas-students' },
          { label: 'Contact provider services', href: '/providers/contact-us' },
        ],
      },
    ],
  },
  {
    path: '/providers/contact-us',
    title: 'Contact provider services',
    lead: 'Our provider services team helps with claims, payments, registration and agreements.',
    sections: [
      {
        heading: 'Call or email',
        paragraphs: [
          `Call ${phone.providers}, Monday to Friday 8am to 6pm (AEST), or email ${email.providers}.`,
          'Have your provider number ready. Please do not send patient health information by unencrypted email.',
        ],
        links: [
          { label: 'Provider portal login', href: '/providers/hcp-portal/user/login' },
          { label: 'Provider information', href: '/providers' },
        ],
      },
    ],
  },
];
