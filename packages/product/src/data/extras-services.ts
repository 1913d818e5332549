// The extras (general treatment) service groups Australian insurers offer, the services inside each and their
// usual waiting periods: 2 months for most, 6 months for optical, 12 months for major dental, orthodontics,
// hearing aids and orthotics. The groups and waiting periods reflect the market (privatehealth.gov.au,
// 'Extras cover' and 'Waiting periods'); which products cover which group, and the limits, are in
// extras-products.ts and are sample data.
import type { WaitingPeriod } from './waiting-periods';

export interface ExtrasService {
  id: string;
  name: string;
  /** Markdown. */
  description: string;
  /** When it differs from its group's. */
  waitingPeriod?: WaitingPeriod;
}

export interface ExtrasServiceGroup {
  /** Also the inclusion id; its section of the policy booklet is anchored by it (documents/anchors.ts). */
  id: string;
  name: string;
  /** Markdown. */
  description: string;
  waitingPeriod: WaitingPeriod;
  services: readonly ExtrasService[];
}

export const extrasServiceGroups = [
  {
    id: 'general-dental',
    name: 'General dental',
    description: 'Everyday dental care to keep your teeth and gums healthy.',
    waitingPeriod: '2 Months',
    services: [
      {
        id: 'check-ups-and-cleans',
        name: 'Check-ups, scale and clean',
        description: 'Examinations, scale and clean, fluoride treatment and x-rays.',
      },
      {
        id: 'fillings-and-extractions',
        name: 'Fillings and simple extractions',
        description: 'Fillings, and removing a tooth without surgery.',
      },
    ],
  },
  {
    id: 'major-dental',
    name: 'Major dental',
    description: 'More complex dental work to repair or replace teeth.',
    waitingPeriod: '12 Months',
    services: [
      {
        id: 'crowns-and-bridges',
        name: 'Crowns and bridges',
        description: 'Crowns, bridges and veneers that restore a tooth.',
      },
      {
        id: 'root-canal-treatment',
        name: 'Root canal treatment',
        description: 'Treating the infected or damaged pulp inside a tooth (endodontics).',
      },
      { id: 'dentures', name: 'Dentures', description: 'Full and partial dentures, and their repair.' },
    ],
  },
  {
    id: 'orthodontics',
    name: 'Orthodontics',
    description: 'Straightening teeth and correcting the bite.',
    waitingPeriod: '12 Months',
    services: [
      {
        id: 'braces-and-aligners',
        name: 'Braces and aligners',
        description: 'Fixed braces, clear aligners and retainers, prescribed by a dentist or orthodontist.',
      },
    ],
  },
  {
    id: 'optical',
    name: 'Optical',
    description: 'Prescription glasses and contact lenses.',
    waitingPeriod: '6 Months',
    services: [
      {
        id: 'glasses-and-contact-lenses',
        name: 'Glasses and contact lenses',
        description: 'Prescription frames, lenses and contact lenses, including prescription sunglasses.',
      },
    ],
  },
  {
    id: 'physiotherapy',
    name: 'Physiotherapy',
    description: 'Treatment to restore movement and function after injury or illness.',
    waitingPeriod: '2 Months',
    services: [
      {
        id: 'physiotherapy-consultations',
        name: 'Physiotherapy consultations',
        description: 'Initial and follow-up consultations with a registered physiotherapist.',
      },
    ],
  },
  {
    id: 'chiropractic',
    name: 'Chiropractic',
    description: 'Treatment of the spine, joints and muscles by a chiropractor.',
    waitingPeriod: '2 Months',
    services: [
      {
        id: 'chiropractic-consultations',
        name: 'Chiropractic consultations',
        description: 'Initial and follow-up consultations with a registered chiropractor.',
      },
    ],
  },
  {
    id: 'osteopathy',
    name: 'Osteopathy',
    description: 'Hands-on treatment of muscles, bones and joints by an osteopath.',
    waitingPeriod: '2 Months',
    services: [
      {
        id: 'osteopathy-consultations',
        name: 'Osteopathy consultations',
        description: 'Initial and follow-up consultations with a registered osteopath.',
      },
    ],
  },
  {
    id: 'remedial-massage',
    name: 'Remedial massage',
    description: 'Massage to treat muscle and soft-tissue injuries and pain.',
    waitingPeriod: '2 Months',
    services: [
      {
        id: 'remedial-massage-treatments',
        name: 'Remedial massage treatments',
        description: 'Treatments by a remedial massage therapist recognised by us.',
      },
    ],
  },
  {
    id: 'podiatry',
    name: 'Podiatry',
    description: 'Care of the feet and lower legs.',
    waitingPeriod: '2 Months',
    services: [
      {
        id: 'podiatry-consultations',
        name: 'Podiatry consultations',
        description: 'Initial and follow-up consultations with a registered podiatrist.',
      },
      {
        id: 'orthotics',
        name: 'Custom orthotics',
        description: 'Orthotics made for your feet and prescribed by a podiatrist.',
        waitingPeriod: '12 Months',
      },
    ],
  },
  {
    id: 'psychology',
    name: 'Psychology',
    description: 'Support for your mental health from a psychologist.',
    waitingPeriod: '2 Months',
    services: [
      {
        id: 'psychology-consultations',
        name: 'Psychology consultations',
        description:
          'Consultations with a registered psychologist. A session Medicare pays a benefit for cannot also be claimed on extras.',
      },
    ],
  },
  {
    id: 'dietetics',
    name: 'Dietetics',
    description: 'Advice on eating and nutrition from a dietitian.',
    waitingPeriod: '2 Months',
    services: [
      {
        id: 'dietitian-consultations',
        name: 'Dietitian consultations',
        description: 'Initial and follow-up consultations with an accredited practising dietitian.',
      },
    ],
  },
  {
    id: 'exercise-physiology',
    name: 'Exercise physiology',
    description: 'Exercise programs to manage injury and chronic conditions.',
    waitingPeriod: '2 Months',
    services: [
      {
        id: 'exercise-physiology-consultations',
        name: 'Exercise physiology consultations',
        description: 'Consultations with an accredited exercise physiologist.',
      },
    ],
  },
  {
    id: 'speech-pathology',
    name: 'Speech pathology',
    description: 'Help with speech, language, voice and swallowing.',
    waitingPeriod: '2 Months',
    services: [
      {
        id: 'speech-pathology-consultations',
        name: 'Speech pathology consultations',
        description: 'Consultations with a certified practising speech pathologist.',
      },
    ],
  },
  {
    id: 'hearing-aids',
    name: 'Hearing aids',
    description: 'Hearing aids that are worn, not implanted.',
    waitingPeriod: '12 Months',
    services: [
      {
        id: 'hearing-aids',
        name: 'Hearing aids',
        description: 'Buying or replacing a hearing aid prescribed by an audiologist.',
      },
    ],
  },
] as const satisfies readonly ExtrasServiceGroup[];

export type ExtrasServiceGroupId = (typeof extrasServiceGroups)[number]['id'];
export type ExtrasServiceId = (typeof extrasServiceGroups)[number]['services'][number]['id'];
