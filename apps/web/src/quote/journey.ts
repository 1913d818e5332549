// The quote journey: its five steps (each a page of its own, so Back, Forward and a reload keep the visitor's
// place), what a visitor has answered, what each step needs before the next opens, and the answers in the shape
// the pricing module and the quote service take.
import { CalendarDate } from '@internationalized/date';
import type { AddressResult } from '@ds/address/types';
import type { CoverFor, Frequency, ProductType, State } from '@ds/product/constants';
import { STATES } from '@ds/product/constants';
import { adultsFor } from '@ds/product/quote';
import type { IncomeChoice } from '@ds/product/quote';
import type { JourneyDefinition } from '@/journeys/journey-definition';

export const JOURNEY_PATH = '/health-insurance/join';

export const journeySteps = [
  { id: 'welcome', title: 'Who is covered' },
  { id: 'rebate', title: 'Government rebate' },
  { id: 'lifetime-health-cover', title: 'Lifetime Health Cover' },
  { id: 'choose-cover', title: 'Choose your cover' },
  { id: 'save', title: 'Save your quote' },
] as const;

export type StepId = (typeof journeySteps)[number]['id'];

export const stepHref = (id: StepId) => `${JOURNEY_PATH}/${id}`;
export const stepIndex = (id: StepId) => journeySteps.findIndex((step) => step.id === id);

export const healthQuoteJourney: JourneyDefinition<StepId> = {
  title: 'Get a health insurance quote',
  lead: 'Five short steps: who is covered, the government rebate, Lifetime Health Cover, your cover and saving your quote. There is no obligation to buy.',
  progressLabel: 'Quote progress',
  steps: journeySteps,
  href: stepHref,
};

export interface AdultAnswers {
  /** As typed, dd/mm/yyyy. */
  dateOfBirth: string;
  heldCover: '' | 'yes' | 'no';
  /** As typed, mm/yyyy: when the hospital cover they hold now started. */
  coverStarted: string;
  /** As typed, mm/yyyy, optional: when they registered with Medicare, having moved to Australia after turning 31. */
  medicareRegistered: string;
  /** Asked once past the base day: whether they held hospital cover on it. */
  coveredAtBaseDay: '' | 'yes' | 'no';
  /** With coveredAtBaseDay 'yes': about how many whole years in all without cover since ('0' for under 3). */
  yearsWithoutCover: string;
}

export interface JourneyAnswers {
  cover: CoverFor | '';
  /** Dependent children, as chosen ('1' to '9'); families and single parents only. */
  children: string;
  /** The visitor gives an address, or would rather just choose a state. */
  locationBy: 'address' | 'state';
  address: AddressResult | null;
  state: State | '';
  /** Always two; the second is used for couples and families. */
  adults: [AdultAnswers, AdultAnswers];
  income: IncomeChoice | '';
  productType: ProductType;
  frequency: Frequency;
  productId: string;
  contact: string;
  /** The quote saved from these answers; any other change of answer forgets it. */
  savedQuoteId: string;
}

const emptyAdult: AdultAnswers = {
  dateOfBirth: '',
  heldCover: '',
  coverStarted: '',
  medicareRegistered: '',
  coveredAtBaseDay: '',
  yearsWithoutCover: '',
};

export const emptyAnswers: JourneyAnswers = {
  cover: '',
  children: '',
  locationBy: 'address',
  address: null,
  state: '',
  adults: [emptyAdult, emptyAdult],
  income: '',
  productType: 'hospital',
  frequency: 'monthly',
  productId: '',
  contact: '',
  savedQuoteId: '',
};

/** A typed dd/mm/yyyy that is a real date, or null. */
export function parseTypedDate(text: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new CalendarDate(year, month, day);
  return date.day === day && date.month === month && date.year === year ? date : null;
}

/** A typed mm/yyyy as yyyy-mm, or null when it is not a month. */
export function parseTypedMonth(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? `${match[2]}-${String(month).padStart(2, '0')}` : null;
}

export const isState = (value: string): value is State => (STATES as readonly string[]).includes(value);

/** The state the quote is for: the chosen address's, or the one chosen on its own. */
export function stateOf(answers: JourneyAnswers): State | null {
  if (answers.locationBy === 'address') {
    const state = answers.address?.State ?? '';
    return isState(state) ? state : null;
  }
  return answers.state || null;
}

export const adultCount = (answers: JourneyAnswers) => (answers.cover ? adultsFor(answers.cover) : 1);
export const hasChildren = (answers: JourneyAnswers) =>
  answers.cover === 'family' || answers.cover === 'single-parent';
