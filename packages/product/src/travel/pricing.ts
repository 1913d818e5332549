// A travel quote's price, as pure functions of the answers and the data (data.ts): the quote's pages and the
// server's application service both price with quotePrice, so a saved quote is what the visitor saw.
//
// Days are calendar days (no time zone), counted inclusively: a trip leaving on 1 March and coming home on 3 March
// is 3 days, and one leaving and coming home on the same day is 1 day.
import { parseDate } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import {
  AGE_BANDS,
  ANNUAL_RULES,
  EXCESS_OPTIONS,
  MEMBER_DISCOUNT,
  PLAN_DETAILS,
  REGION_DETAILS,
  TRAVELLER_RULES,
  TRIP_RULES,
  planById,
} from './data';
import type { AgeBandId, ExcessAmount, Plan, PlanId, RegionId, TripType } from './data';

export interface Traveller {
  /** Whole years on the day of the quote. */
  age: number;
}

export interface TravelAnswers {
  tripType: TripType;
  regions: RegionId[];
  /** ISO date: the day the trip (or the annual cover) starts. */
  startDate: string;
  /** ISO date: the day a single trip ends (home again); an annual policy has none. */
  endDate?: string;
  travellers: Traveller[];
  /** Whether the person buying is a health fund member (their discount applies). */
  member: boolean;
  excess: ExcessAmount;
  planId: PlanId;
}

export interface TravellerPrice {
  age: number;
  band: AgeBandId;
  /** A dependent child travelling with an adult: no premium. */
  free: boolean;
  premium: number;
}

export interface TravelBreakdown {
  planId: PlanId;
  planName: string;
  /** The region the trip is priced at: the dearest of those chosen. */
  pricedRegion: RegionId;
  /** First and last day of cover, ISO dates. */
  coverFrom: string;
  coverTo: string;
  /** The single trip's length in days (inclusive), or null for an annual policy bought on its own. */
  tripDays: number | null;
  excess: ExcessAmount;
  travellers: TravellerPrice[];
  /** Every traveller's premium added up, before the members' discount. */
  premium: number;
  memberDiscountPercent: number;
  memberDiscount: number;
  /** What the visitor pays, once, for the whole policy. */
  total: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A trip's length in days, counting both the first and the last day. */
export const tripDays = (start: CalendarDate, end: CalendarDate): number => end.compare(start) + 1;

/**
 * The last day of annual cover starting on `start`: the day before the same date 12 months later. When that month
 * has no such date (cover from 29 February), the anniversary is the 1st of the month after, so cover ends on the
 * last day of the month (28 February): adding months clamps to that day, which is then the last day itself.
 */
export function annualCoverEnd(start: CalendarDate): CalendarDate {
  const anniversary = start.add({ months: ANNUAL_RULES.periodMonths });
  return anniversary.day === start.day ? anniversary.subtract({ days: 1 }) : anniversary;
}

/** The latest day cover may start, counted from today. */
export const latestStart = (today: CalendarDate): CalendarDate =>
  today.add({ months: TRIP_RULES.maxMonthsAhead });

/** The latest day a single trip starting on `start` may end. */
export const latestTripEnd = (start: CalendarDate): CalendarDate =>
  start.add({ days: TRIP_RULES.maxTripDays - 1 });

/** Whether an annual policy covers a trip of this many days. */
export const annualCoversTrip = (days: number): boolean => days <= ANNUAL_RULES.maxTripDays;

export function ageBand(age: number): (typeof AGE_BANDS)[number] {
  const band = AGE_BANDS.find((candidate) => age >= candidate.from && age <= candidate.to);
  if (!band) throw new Error(`No age band for ${age}`);
  return band;
}

export const isAdult = (age: number) => age >= TRAVELLER_RULES.adultAge;

/** The dearest region of those chosen: it prices the whole trip. */
export function pricedRegion(regions: readonly RegionId[]): RegionId {
  const chosen = REGION_DETAILS.filter((region) => regions.includes(region.id));
  const dearest = chosen.reduce((most, region) => (region.factor > most.factor ? region : most), chosen[0]!);
  return dearest.id;
}

export const excessFactor = (excess: ExcessAmount): number =>
  EXCESS_OPTIONS.find((option) => option.amount === excess)?.factor ?? 1;

export const isDomesticOnly = (regions: readonly RegionId[]) =>
  regions.length > 0 && regions.every((region) => region === 'australia');

/** The trip a plan is offered for: single or annual, where, and (for a single trip) its length. */
export interface TripShape {
  tripType: TripType;
  regions: readonly RegionId[];
  /** Null for an annual policy (no single trip). */
  tripDays: number | null;
}

/** The plans offered for a trip, in the order they are shown. */
export function plansFor(trip: TripShape): Plan[] {
  if (trip.tripType === 'annual') return PLAN_DETAILS.filter((plan) => plan.for === 'annual');
  const kind = isDomesticOnly(trip.regions) ? 'domestic' : 'overseas';
  return PLAN_DETAILS.filter((plan) => plan.for === kind || plan.for === 'annual');
}

/**
 * Why a plan offered for the trip cannot be bought by these travellers for it, as a sentence for the visitor, or
 * null when it can.
 */
export function planUnavailable(plan: Plan, trip: TripShape, ages: readonly number[]): string | null {
  if (plan.for === 'annual' && trip.tripDays !== null && !annualCoversTrip(trip.tripDays)) {
    return `${plan.name} covers trips of up to ${ANNUAL_RULES.maxTripDays} days, and your trip is ${trip.tripDays} days.`;
  }
  if (ages.some((age) => age > plan.maxAge)) {
    return `${plan.name} is for travellers aged ${plan.maxAge} or younger.`;
  }
  return null;
}

/** One traveller's premium for a plan (before the members' discount). */
export function travellerPremium(
  plan: Plan,
  age: number,
  days: number | null,
  region: RegionId,
  excess: ExcessAmount,
  withAdult: boolean,
): TravellerPrice {
  const band = ageBand(age);
  const free = band.freeWithAdult && withAdult;
  const rate =
    'perYear' in plan.rates ? plan.rates.perYear : plan.rates.perTrip + plan.rates.perDay * (days ?? 0);
  const regionFactor = REGION_DETAILS.find((candidate) => candidate.id === region)?.factor ?? 1;
  const premium = free ? 0 : cents(rate * regionFactor * band.factor * excessFactor(excess));
  return { age, band: band.id, free, premium };
}

/** The dates of cover: a single trip's own, or 12 months from the start for an annual plan. */
export function coverDates(planId: PlanId, startDate: string, endDate: string | undefined) {
  const start = parseDate(startDate);
  const end = planById(planId).for === 'annual' || !endDate ? annualCoverEnd(start) : parseDate(endDate);
  return { coverFrom: start.toString(), coverTo: end.toString() };
}

/** The quote for valid answers (see rules.ts for what makes them valid). */
export function quotePrice(answers: TravelAnswers): TravelBreakdown {
  const plan = planById(answers.planId);
  const region = pricedRegion(answers.regions);
  const days =
    answers.tripType === 'single' && answers.endDate
      ? tripDays(parseDate(answers.startDate), parseDate(answers.endDate))
      : null;
  const withAdult = answers.travellers.some((traveller) => isAdult(traveller.age));
  const travellers = answers.travellers.map((traveller) =>
    travellerPremium(plan, traveller.age, days, region, answers.excess, withAdult),
  );
  const premium = cents(travellers.reduce((sum, traveller) => sum + traveller.premium, 0));
  const memberDiscount = answers.member ? cents(premium * MEMBER_DISCOUNT) : 0;
  return {
    planId: plan.id,
    planName: plan.name,
    pricedRegion: region,
    ...coverDates(plan.id, answers.startDate, answers.endDate),
    tripDays: days,
    excess: answers.excess,
    travellers,
    premium,
    memberDiscountPercent: answers.member ? Math.round(MEMBER_DISCOUNT * 100) : 0,
    memberDiscount,
    total: cents(premium - memberDiscount),
  };
}
