// A New Zealand health insurance quote: each person's sample premium for their age band and the plan, plus the
// smoker loading for an adult who smokes, less the discount for the excess chosen; the people's premiums summed.
// The quote pages and the server's application service both price with these functions, so a saved quote is what
// the visitor saw. Every figure comes from ./data.ts.
import {
  NZ_ADULT_AGE,
  NZ_ADULT_BANDS,
  NZ_CHILD_AGE,
  NZ_COVER_PEOPLE,
  NZ_EXCESS_DISCOUNT_PERCENT,
  NZ_MAX_CHILDREN,
  NZ_SMOKER_LOADING_PERCENT,
  nzPlan,
} from './data';
import type { NzBand, NzCoverFor, NzExcess, NzPlanId } from './data';

export interface NzAdult {
  /** Age in whole years today. */
  age: number;
  /** Smoked or vaped nicotine in the last 12 months. */
  smoker: boolean;
}

export interface NzChild {
  age: number;
  /** Studying full-time: covers a child until 25 rather than 21. */
  studying: boolean;
}

export interface NzQuoteAnswers {
  cover: NzCoverFor;
  /** The visitor first, then their partner (me-and-partner and family). */
  adults: NzAdult[];
  /** family and me-and-children only. */
  children: NzChild[];
  planId: NzPlanId;
  excess: NzExcess;
}

/** One person's monthly premium, as the quote lists it. */
export interface NzPersonPrice {
  role: 'you' | 'partner' | 'child';
  age: number;
  band: NzBand;
  /** The band's premium for the plan, monthly. */
  base: number;
  /** Added because the adult smokes (0 for non-smokers and children). */
  smokerLoading: number;
  /** Taken off for the excess, from base + loading. */
  excessDiscount: number;
  /** base + smokerLoading - excessDiscount. */
  monthly: number;
}

export interface NzQuoteBreakdown {
  currency: 'NZD';
  planId: NzPlanId;
  planName: string;
  excess: NzExcess;
  smokerLoadingPercent: number;
  excessDiscountPercent: number;
  people: NzPersonPrice[];
  /** The people's monthly premiums summed. */
  monthly: number;
  /** Twelve months. */
  annually: number;
  /** A year's premium over 26 fortnights. */
  fortnightly: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** An adult's price band for their age, or null when they are younger or older than adults can join at. */
export function adultBand(age: number): NzBand | null {
  if (!Number.isInteger(age) || age < NZ_ADULT_AGE.min || age > NZ_ADULT_AGE.max) return null;
  return [...NZ_ADULT_BANDS].reverse().find((band) => age >= band.from)!.id;
}

/** Whether a child can be on a parent's plan: under 21, or under 25 while studying full-time. */
export function childCovered({ age, studying }: NzChild): boolean {
  if (!Number.isInteger(age) || age < NZ_CHILD_AGE.min) return false;
  return age < NZ_CHILD_AGE.under || (studying && age < NZ_CHILD_AGE.studyingUnder);
}

/** Whether a child's age is one where studying decides it (21 to 24): the only ages the question is asked at. */
export const studyingMatters = (age: number) =>
  Number.isInteger(age) && age >= NZ_CHILD_AGE.under && age < NZ_CHILD_AGE.studyingUnder;

/** One person's monthly premium on a plan at an excess. */
export function personPrice(
  planId: NzPlanId,
  excess: NzExcess,
  person: { role: NzPersonPrice['role']; age: number; band: NzBand; smoker: boolean },
): NzPersonPrice {
  const base = nzPlan(planId).monthly[person.band];
  const smokerLoading = person.smoker ? cents((base * NZ_SMOKER_LOADING_PERCENT) / 100) : 0;
  const excessDiscount = cents(((base + smokerLoading) * NZ_EXCESS_DISCOUNT_PERCENT[excess]) / 100);
  return {
    role: person.role,
    age: person.age,
    band: person.band,
    base,
    smokerLoading,
    excessDiscount,
    monthly: cents(base + smokerLoading - excessDiscount),
  };
}

/** What the answers' shape cannot say: people that agree with the cover, ages adults join at, children covered. */
export function nzAnswersProblem(answers: NzQuoteAnswers): string | null {
  const people = NZ_COVER_PEOPLE[answers.cover];
  if (answers.adults.length !== people.adults) {
    return `${answers.cover} covers ${people.adults} adult${people.adults === 1 ? '' : 's'}`;
  }
  if (people.children && answers.children.length === 0) return `${answers.cover} needs at least one child`;
  if (!people.children && answers.children.length > 0) return `${answers.cover} covers no children`;
  if (answers.children.length > NZ_MAX_CHILDREN) return `a quote covers at most ${NZ_MAX_CHILDREN} children`;
  if (answers.adults.some((adult) => adultBand(adult.age) === null)) {
    return `each adult must be between ${NZ_ADULT_AGE.min} and ${NZ_ADULT_AGE.max} years old`;
  }
  if (answers.children.some((child) => !childCovered(child))) {
    return `each child must be under ${NZ_CHILD_AGE.under}, or under ${NZ_CHILD_AGE.studyingUnder} and studying full-time`;
  }
  return null;
}

/** The quote for valid answers (nzAnswersProblem gives null). */
export function nzQuotePrice(answers: NzQuoteAnswers): NzQuoteBreakdown {
  const adults = answers.adults.map((adult, index) =>
    personPrice(answers.planId, answers.excess, {
      role: index === 0 ? 'you' : 'partner',
      age: adult.age,
      band: adultBand(adult.age)!,
      smoker: adult.smoker,
    }),
  );
  const children = answers.children.map((child) =>
    personPrice(answers.planId, answers.excess, {
      role: 'child',
      age: child.age,
      band: 'child',
      smoker: false,
    }),
  );
  const people = [...adults, ...children];
  const monthly = cents(people.reduce((sum, person) => sum + person.monthly, 0));
  const annually = cents(monthly * 12);
  return {
    currency: 'NZD',
    planId: answers.planId,
    planName: nzPlan(answers.planId).name,
    excess: answers.excess,
    smokerLoadingPercent: NZ_SMOKER_LOADING_PERCENT,
    excessDiscountPercent: NZ_EXCESS_DISCOUNT_PERCENT[answers.excess],
    people,
    monthly,
    annually,
    fortnightly: cents(annually / 26),
  };
}
