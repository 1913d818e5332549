// Demo content for the carousel examples: extras and programs a member can use, and partner offers.
import {
  BabyIcon,
  GiftIcon,
  GlassesIcon,
  HeartPulseIcon,
  HospitalIcon,
  PillIcon,
  SmileIcon,
  StethoscopeIcon,
} from '@ds/icons';
import type { Benefit } from './BenefitCard';

export const extras: Benefit[] = [
  {
    category: 'Dental',
    title: 'Check-ups with no gap',
    description: 'Two check-and-cleans a year with nothing to pay at a First Choice dentist.',
    href: '/first-choice-network',
    icon: SmileIcon,
  },
  {
    category: 'Optical',
    title: 'Glasses and contact lenses',
    description: 'Up to $250 a year towards frames, lenses and contacts on mid and top extras.',
    href: '/health-insurance/extras',
    icon: GlassesIcon,
  },
  {
    category: 'Physiotherapy',
    title: 'Back on your feet sooner',
    description: 'Claim on physio, chiro and osteo visits from day one of your extras cover.',
    href: '/health-insurance/extras',
    icon: HeartPulseIcon,
  },
  {
    category: 'Telehealth',
    title: 'See a GP by video',
    description: 'Book a bulk-billed telehealth appointment from home, often on the same day.',
    href: '/health-information/gp-telehealth',
    icon: StethoscopeIcon,
  },
  {
    category: 'Pharmacy',
    title: 'Prescriptions not on the PBS',
    description: 'Get money back on prescribed medicines that the PBS does not cover.',
    href: '/health-insurance/extras',
    icon: PillIcon,
  },
  {
    category: 'Hospital',
    title: 'Getting ready for hospital',
    description: 'What to ask your specialist and hospital before you go, and what you may pay.',
    href: '/going-to-hospital',
    icon: HospitalIcon,
  },
  {
    category: 'Pregnancy',
    title: 'Having a baby',
    description: 'Pregnancy and birth are covered on Gold hospital after a 12-month waiting period.',
    href: '/health-insurance/family',
    icon: BabyIcon,
  },
  {
    category: 'Member benefits',
    title: 'Discounts with our partners',
    description: 'Save on travel insurance, gym memberships and more as a member.',
    href: '/member-benefits',
    icon: GiftIcon,
  },
];

export const programs: Benefit[] = [
  {
    category: 'Program',
    title: 'Healthy heart check',
    description: 'A free online check of your heart health, with next steps to talk over with your GP.',
    href: '/healthy-living/healthcheck',
    icon: HeartPulseIcon,
  },
  {
    category: 'Program',
    title: 'Managing a chronic condition',
    description: 'Coaching by phone for diabetes, heart disease and other long-term conditions.',
    href: '/health-management-programs',
    icon: StethoscopeIcon,
  },
  {
    category: 'Program',
    title: 'Recovering at home',
    description: 'Care at home after a hospital stay, so you can leave hospital sooner.',
    href: '/going-to-hospital',
    icon: HospitalIcon,
  },
  {
    category: 'Program',
    title: 'New parents',
    description: 'Support from a midwife by phone in the first weeks after your baby is born.',
    href: '/health-management-programs',
    icon: BabyIcon,
  },
  {
    category: 'Article',
    title: 'Looking after your teeth',
    description: 'Simple habits that keep dental visits short, from the experts at our dental centres.',
    href: '/the-checkup',
    icon: SmileIcon,
  },
];

export const offers: Benefit[] = [
  {
    category: 'Travel',
    title: '15% off travel insurance',
    description: 'On single-trip and annual plans.',
    href: '/travel-insurance',
    icon: GiftIcon,
  },
  {
    category: 'Fitness',
    title: 'Half-price gym joining fee',
    description: 'At more than 400 gyms across Australia.',
    href: '/member-benefits',
    icon: HeartPulseIcon,
  },
  {
    category: 'Optical',
    title: 'A second pair of glasses free',
    description: 'With any frames from our partner optometrists.',
    href: '/member-benefits',
    icon: GlassesIcon,
  },
  {
    category: 'Health check',
    title: 'Free skin check',
    description: 'Once a year at partner clinics.',
    href: '/healthy-living/healthcheck',
    icon: StethoscopeIcon,
  },
  {
    category: 'Pharmacy',
    title: '$5 off vaccinations',
    description: 'Flu and travel vaccinations at partner pharmacies.',
    href: '/member-benefits',
    icon: PillIcon,
  },
  {
    category: 'Dental',
    title: 'Whitening for $199',
    description: 'At First Choice dental centres.',
    href: '/first-choice-network',
    icon: SmileIcon,
  },
];
