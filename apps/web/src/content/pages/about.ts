// Corporate pages of the main brand: about us, careers and media.
import { address, brand } from '@ds/site/data';
import type { PageContent } from './types';

export const aboutPages: PageContent[] = [
  {
    path: '/about-us/reconciliation-action-plan',
    title: 'Our Reconciliation Action Plan',
    lead: `Our Reconciliation Action Plan sets out what ${brand.main} will do to build respectful relationships with Aboriginal and Torres Strait Islander peoples and to support better health outcomes in their communities.`,
    sections: [
      {
        heading: 'Why it matters',
        paragraphs: [
          'Aboriginal and Torres Strait Islander people have a life expectancy gap of around eight years compared with other Australians. Reconciliation starts with listening, and with services that are culturally safe.',
        ],
      },
      {
        heading: 'What we have committed to',
        paragraphs: [
          'Cultural learning for our people, more First Nations suppliers in our supply chain, employment pathways with community partners, and health programs designed with the communities they serve.',
          'We report on our progress every year in our community report.',
        ],
        links: [
          { label: 'About us', href: '/about-us' },
          { label: brand.foundation, href: '/foundation' },
        ],
      },
    ],
  },
  {
    path: '/about-us',
    title: `About ${brand.mainShort}`,
    lead: `${brand.main} helps people in Australia and New Zealand look after their health, with health, travel and overseas cover, NDIS plan management and a foundation that funds community health.`,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${brand.company} is an Australian-owned health partner listed on the ASX. Our head office is in ${address.office[1]}, and we also operate in New Zealand as ${brand.nz}.`,
          `We run a second fund, ${brand.gu}, which provides cover through workplaces and associations.`,
        ],
        links: [
          { label: 'Shareholder Centre', href: '/shareholders/home' },
          { label: `${brand.gu}`, href: '/gu' },
        ],
      },
      {
        heading: 'Giving back',
        paragraphs: [
          `The ${brand.foundation} funds community organisations working on the health of young people and families.`,
        ],
        links: [{ label: brand.foundation, href: '/foundation' }],
      },
    ],
    cards: [
      {
        title: 'Careers',
        body: 'Roles in customer service, health, technology and more.',
        href: '/careers',
        linkLabel: 'Work with us',
      },
      {
        title: 'Media centre',
        body: 'Media releases and contacts for journalists.',
        href: '/media',
        linkLabel: 'Media centre',
      },
      {
        title: 'New Zealand',
        body: `Health and life cover from ${brand.nz}.`,
        href: '/nz',
        linkLabel: 'Visit our NZ site',
      },
    ],
  },
  {
    path: '/careers',
    title: 'Careers',
    lead: 'Work where your job helps people get the care they need. We hire in customer care, clinical programs, technology, data, claims and corporate roles.',
    sections: [
      {
        heading: 'Working with us',
        paragraphs: [
          'Hybrid working for most roles, paid parental leave for all parents, a health insurance discount, and time each year to volunteer with community partners.',
          'We welcome applications from Aboriginal and Torres Strait Islander people, people with disability, and people from all backgrounds. Tell us about any adjustments you need for the interview.',
        ],
      },
      {
        heading: 'Graduate program',
        paragraphs: [
          'Our two-year program offers rotations in data, technology and health services. Applications open each March for a February start.',
        ],
        links: [
          { label: `About ${brand.mainShort}`, href: '/about-us' },
          { label: 'Accessibility', href: '/legal/accessibility' },
        ],
      },
    ],
  },
  {
    path: '/media',
    title: 'Media centre',
    lead: 'Media releases, expert commentators and contacts for journalists.',
    sections: [
      {
        heading: 'Recent releases',
        paragraphs: [
          'Members claimed more for mental health services than ever before, our annual claims report shows. Travel claims for cancelled flights rose over the winter school holidays.',
        ],
        links: [{ label: 'Media releases for shareholders', href: '/shareholders/announcements/media' }],
      },
      {
        heading: 'Media enquiries',
        paragraphs: [
          'Our media team answers enquiries from journalists on weekdays and is on call for urgent matters. Customer enquiries should go to our contact centre.',
        ],
        links: [{ label: 'Contact us', href: '/contact-us' }],
      },
    ],
  },
];
