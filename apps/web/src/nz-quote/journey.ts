// The New Zealand health insurance quote: its four steps (each a page of its own, so Back, Forward and a reload keep
// the visitor's place), what a visitor has answered, as typed, and where each step's page is. The first step is
// /nz/get-a-quote itself, the target of the NZ site's 'Get a quote'.
import { NZ_MAX_CHILDREN } from '@ds/product/nz';
import type { NzCoverFor, NzExcess, NzPlanId } from '@ds/product/nz';
import type { JourneyDefinition } from '@/journeys/journey-definition';

export const NZ_QUOTE_PATH = '/nz/get-a-quote';

export const nzQuoteSteps = [
  { id: 'who', title: 'Who is covered' },
  { id: 'people', title: 'About each person' },
  { id: 'plan', title: 'Your plan and excess' },
  { id: 'save', title: 'Save your quote' },
] as const;

export type NzStepId = (typeof nzQuoteSteps)[number]['id'];

export const nzStepHref = (id: NzStepId) => (id === 'who' ? NZ_QUOTE_PATH : `${NZ_QUOTE_PATH}/${id}`);

export const nzSavedQuoteHref = (id: string) => `${NZ_QUOTE_PATH}/saved?id=${encodeURIComponent(id)}`;

export const nzQuoteJourney: JourneyDefinition<NzStepId> = {
  title: 'Get a health insurance quote',
  lead: 'Four short steps: who is covered, their ages, your plan and excess, and saving your quote. There is no obligation to buy.',
  progressLabel: 'Quote progress',
  steps: nzQuoteSteps,
  href: nzStepHref,
};

export interface NzAdultAnswers {
  /** As typed: whole years. */
  age: string;
  smoker: '' | 'yes' | 'no';
}

export interface NzChildAnswers {
  age: string;
  /** Asked only from 21 to 24, where it decides whether the child can be covered. */
  studying: '' | 'yes' | 'no';
}

export interface NzJourneyAnswers {
  cover: NzCoverFor | '';
  /** How many children, as chosen ('1' to '6'); family and me-and-children only. */
  childCount: string;
  /** Always two; the second is the partner's. */
  adults: [NzAdultAnswers, NzAdultAnswers];
  /** Always the most a quote covers; the first childCount are used. */
  children: NzChildAnswers[];
  planId: NzPlanId | '';
  /** The excess in dollars as a string ('0', '500'), as a radio group gives it. */
  excess: `${NzExcess}` | '';
  contact: string;
  /** The quote saved from these answers; any other change of answer forgets it. */
  savedId: string;
}

const emptyAdult: NzAdultAnswers = { age: '', smoker: '' };
const emptyChild: NzChildAnswers = { age: '', studying: '' };

export const emptyNzAnswers: NzJourneyAnswers = {
  cover: '',
  childCount: '',
  adults: [emptyAdult, emptyAdult],
  children: Array.from({ length: NZ_MAX_CHILDREN }, () => emptyChild),
  planId: '',
  excess: '',
  contact: '',
  savedId: '',
};

/** This journey's kind of saved application, loaded when a save or a saved page first needs it (its schemas). */
export const loadNzQuoteKind = () =>
  import('@ds/product/nz-application').then((module) => module.nzQuoteKind);
