// The overseas covers a visitor can be quoted for: student visa cover (OSHC), working visa cover (OVHC) and visitor
// cover, the visa subclasses each is for, how long and from when cover can run, and the three levels of each.
// SAMPLE DATA: the prices, levels, length limits and start-date rule are fictional, written to be plausible for a
// sample insurer; they are not any insurer's real prices or terms. The visa subclasses and condition 8501 are real
// (Department of Home Affairs), but check a visa's own grant notice for its conditions.
import type { CoverFor } from '../data/constants';

export const OVERSEAS_COVER_TYPES = ['student', 'working', 'visitor'] as const;
export type OverseasCoverType = (typeof OVERSEAS_COVER_TYPES)[number];

export const OVERSEAS_LEVELS = ['essentials', 'standard', 'comprehensive'] as const;
export type OverseasLevel = (typeof OVERSEAS_LEVELS)[number];

/**
 * Whether a visa carries condition 8501, 'Maintain adequate arrangements for health insurance' (Department of Home
 * Affairs; Migration Regulations 1994, Schedule 8, condition 8501; listed on the department's 'See your visa
 * conditions' page, https://immi.homeaffairs.gov.au/visas/already-have-a-visa/check-visa-details-and-conditions/see-your-visa-conditions):
 * 'always' for the subclasses it is imposed on as a rule, 'sometimes' where the department may impose it (the grant
 * notice says), 'no' where it is not usually a condition (cover is still wise).
 */
export type Condition8501 = 'always' | 'sometimes' | 'no';

export interface VisaSubclass {
  /** The subclass number, as the grant notice shows it. */
  code: string;
  name: string;
  coverType: OverseasCoverType;
  condition8501: Condition8501;
}

export const VISA_SUBCLASSES: readonly VisaSubclass[] = [
  // Student visas must hold OSHC for the whole stay (a condition of the visa, 8501 among them).
  { code: '500', name: 'Student', coverType: 'student', condition8501: 'always' },
  { code: '590', name: 'Student Guardian', coverType: 'student', condition8501: 'always' },
  {
    code: '482',
    name: 'Skills in Demand (formerly Temporary Skill Shortage)',
    coverType: 'working',
    condition8501: 'always',
  },
  {
    code: '494',
    name: 'Skilled Employer Sponsored Regional (Provisional)',
    coverType: 'working',
    condition8501: 'always',
  },
  { code: '407', name: 'Training', coverType: 'working', condition8501: 'always' },
  { code: '408', name: 'Temporary Activity', coverType: 'working', condition8501: 'always' },
  { code: '485', name: 'Temporary Graduate', coverType: 'working', condition8501: 'always' },
  { code: '417', name: 'Working Holiday', coverType: 'working', condition8501: 'no' },
  { code: '462', name: 'Work and Holiday', coverType: 'working', condition8501: 'no' },
  { code: '600', name: 'Visitor', coverType: 'visitor', condition8501: 'sometimes' },
  { code: '870', name: 'Sponsored Parent (Temporary)', coverType: 'visitor', condition8501: 'always' },
  { code: '651', name: 'eVisitor', coverType: 'visitor', condition8501: 'no' },
  { code: '601', name: 'Electronic Travel Authority', coverType: 'visitor', condition8501: 'no' },
];

export interface OverseasCoverTypeFacts {
  name: string;
  /** The short name people know it by. */
  shortName: string;
  /** One sentence: who it is for. */
  description: string;
  /** Whether a quote needs the visa subclass (a visitor may not know which visitor visa they will be granted). */
  needsSubclass: boolean;
  /** The shortest and longest cover a quote can be for, in whole months from the arrival date. */
  months: { min: number; max: number };
  /** Student cover must last the whole visa (the student visa condition): the journey says so. */
  wholeVisa: boolean;
}

export const OVERSEAS_COVER: Record<OverseasCoverType, OverseasCoverTypeFacts> = {
  student: {
    name: 'Student visa cover',
    shortName: 'OSHC',
    description:
      'Overseas Student Health Cover for student visas (subclass 500) and student guardians (590).',
    needsSubclass: true,
    // A student visa runs up to 5 years, plus the months after the course it is granted for.
    months: { min: 1, max: 66 },
    wholeVisa: true,
  },
  working: {
    name: 'Working visa cover',
    shortName: 'OVHC',
    description: 'Overseas Visitors Health Cover for people working in Australia on a temporary work visa.',
    needsSubclass: true,
    months: { min: 1, max: 48 },
    wholeVisa: false,
  },
  visitor: {
    name: 'Visitor cover',
    shortName: 'OVHC',
    description: 'Overseas Visitors Health Cover for visitors, such as parents visiting family.',
    needsSubclass: false,
    months: { min: 1, max: 60 },
    wholeVisa: false,
  },
};

/**
 * When cover can start (sample rule): on the arrival date, which may be up to 12 months ahead, or up to 7 days
 * ago for someone who arrived this week and has not yet bought cover (no claims for the days before the quote is
 * bought).
 */
export const ARRIVAL_RULE = { daysBefore: 7, daysAhead: 365 } as const;

/** Who a level is for, what it covers, and its monthly price by who is covered (sample prices, dollars). */
export interface OverseasProduct {
  id: string;
  coverType: OverseasCoverType;
  level: OverseasLevel;
  name: string;
  summary: string;
  /** Each month's premium, by who is covered. */
  monthly: Record<CoverFor, number>;
}

export const OVERSEAS_PRODUCTS: readonly OverseasProduct[] = [
  {
    id: 'student-essentials',
    coverType: 'student',
    level: 'essentials',
    name: 'Student Essentials',
    summary:
      'What the student visa needs: GP and specialist visits, public hospital, emergency ambulance and medicines.',
    monthly: { single: 52.4, couple: 104.8, family: 166.3, 'single-parent': 98.6 },
  },
  {
    id: 'student-standard',
    coverType: 'student',
    level: 'standard',
    name: 'Student Standard',
    summary:
      'Essentials, plus a private room in our partner private hospitals and higher limits for medicines.',
    monthly: { single: 61.9, couple: 123.8, family: 192.5, 'single-parent': 114.2 },
  },
  {
    id: 'student-comprehensive',
    coverType: 'student',
    level: 'comprehensive',
    name: 'Student Comprehensive',
    summary: 'Standard, plus no gap for specialists at partner hospitals and free counselling sessions.',
    monthly: { single: 74.6, couple: 149.2, family: 229.8, 'single-parent': 136.4 },
  },
  {
    id: 'working-essentials',
    coverType: 'working',
    level: 'essentials',
    name: 'Working Visa Essentials',
    summary: 'Hospital, medical and emergency ambulance. Meets visa condition 8501.',
    monthly: { single: 94.5, couple: 189, family: 262.7, 'single-parent': 168.2 },
  },
  {
    id: 'working-standard',
    coverType: 'working',
    level: 'standard',
    name: 'Working Visa Standard',
    summary: 'Essentials, plus more private hospital cover and pregnancy after a 12-month waiting period.',
    monthly: { single: 121.3, couple: 242.6, family: 331.9, 'single-parent': 214.8 },
  },
  {
    id: 'working-comprehensive',
    coverType: 'working',
    level: 'comprehensive',
    name: 'Working Visa Comprehensive',
    summary: 'Standard, plus extras such as dental, optical and physiotherapy.',
    monthly: { single: 163.8, couple: 327.6, family: 441.2, 'single-parent': 289.5 },
  },
  {
    id: 'visitor-essentials',
    coverType: 'visitor',
    level: 'essentials',
    name: 'Visitor Essentials',
    summary: 'Hospital, medical and emergency ambulance for your stay in Australia.',
    monthly: { single: 86.2, couple: 172.4, family: 239.6, 'single-parent': 153.4 },
  },
  {
    id: 'visitor-standard',
    coverType: 'visitor',
    level: 'standard',
    name: 'Visitor Standard',
    summary: 'Essentials, plus more private hospital cover and emergency dental.',
    monthly: { single: 109.7, couple: 219.4, family: 301.5, 'single-parent': 194.1 },
  },
  {
    id: 'visitor-comprehensive',
    coverType: 'visitor',
    level: 'comprehensive',
    name: 'Visitor Comprehensive',
    summary: 'Standard, plus extras such as dental, optical and physiotherapy.',
    monthly: { single: 148.9, couple: 297.8, family: 405.3, 'single-parent': 262.7 },
  },
];

/** What each level is called, on its own. */
export const OVERSEAS_LEVEL_NAMES: Record<OverseasLevel, string> = {
  essentials: 'Essentials',
  standard: 'Standard',
  comprehensive: 'Comprehensive',
};

/** Who is covered, as the journey asks it of someone coming to Australia. */
export const OVERSEAS_WHO_LABELS: Record<CoverFor, string> = {
  single: 'Just me',
  couple: 'Me and my partner',
  family: 'Me, my partner and our children',
  'single-parent': 'Me and my children',
};
