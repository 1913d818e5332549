// What makes a travel quote's answers valid, one rule a function, each answering a sentence that tells the visitor
// what to do (or null). The quote's steps show them at their fields; the server's application service answers the
// first of them (answersProblem) with a 400. The limits are the data's (data.ts); days count as pricing.ts says.
import type { CalendarDate } from '@internationalized/date';
import { formatLongDate } from '@ds/ui/format';
import { ANNUAL_RULES, TRAVELLER_RULES, TRIP_RULES, planById } from './data';
import type { RegionId } from './data';
import { isAdult, latestStart, latestTripEnd, planUnavailable, plansFor, tripDays } from './pricing';
import type { TravelAnswers } from './pricing';
import { realIsoDate } from '../applications/iso-date';

const longDate = (date: CalendarDate) => formatLongDate(date.toString());

/** A real yyyy-mm-dd day, or null. */
export const validIsoDate = (text: string | undefined): CalendarDate | null =>
  text ? realIsoDate(text) : null;

export function regionsProblem(regions: readonly RegionId[]): string | null {
  if (regions.length === 0) return 'Choose at least one destination.';
  if (new Set(regions).size !== regions.length) return 'Choose each destination once.';
  return null;
}

/** Cover starts today at the earliest and at most 18 months (the data's) from today. */
export function startDateProblem(start: CalendarDate, today: CalendarDate): string | null {
  if (start.compare(today) < 0) return `Choose a start date of today (${longDate(today)}) or later.`;
  const latest = latestStart(today);
  if (start.compare(latest) > 0) {
    return `Choose a start date on or before ${longDate(latest)}: cover can start up to ${TRIP_RULES.maxMonthsAhead} months from today.`;
  }
  return null;
}

/** A single trip ends on or after its start, and is at most 365 days (the data's) long. */
export function endDateProblem(start: CalendarDate, end: CalendarDate): string | null {
  if (end.compare(start) < 0) return `Choose a return date on or after your start date, ${longDate(start)}.`;
  if (tripDays(start, end) > TRIP_RULES.maxTripDays) {
    return `Choose a return date on or before ${longDate(latestTripEnd(start))}: a single trip can be up to ${TRIP_RULES.maxTripDays} days.`;
  }
  return null;
}

/** 1 to 8 travellers, ages 0 to 99, at least one an adult (children travel with an adult). */
export function travellersProblem(ages: readonly number[]): string | null {
  if (ages.length < TRAVELLER_RULES.min || ages.length > TRAVELLER_RULES.max) {
    return `A quote is for ${TRAVELLER_RULES.min} to ${TRAVELLER_RULES.max} travellers.`;
  }
  if (
    ages.some((age) => !Number.isInteger(age) || age < TRAVELLER_RULES.minAge || age > TRAVELLER_RULES.maxAge)
  ) {
    return `Enter each traveller’s age in whole years, from ${TRAVELLER_RULES.minAge} to ${TRAVELLER_RULES.maxAge}.`;
  }
  if (!ages.some(isAdult)) {
    return `At least one traveller must be ${TRAVELLER_RULES.adultAge} or older: children travel with an adult.`;
  }
  return null;
}

/** What the answers' shape cannot say, in the order the journey asks; null when the quote can be priced. */
export function answersProblem(answers: TravelAnswers, today: CalendarDate): string | null {
  const regions = regionsProblem(answers.regions);
  if (regions) return regions;
  const start = validIsoDate(answers.startDate);
  if (!start) return 'startDate must be a real date, yyyy-mm-dd.';
  const startProblem = startDateProblem(start, today);
  if (startProblem) return startProblem;
  let days: number | null = null;
  if (answers.tripType === 'single') {
    const end = validIsoDate(answers.endDate);
    if (!end) return 'endDate must be a real date, yyyy-mm-dd, for a single trip.';
    const endProblem = endDateProblem(start, end);
    if (endProblem) return endProblem;
    days = tripDays(start, end);
  } else if (answers.endDate !== undefined) {
    return `An annual policy has no endDate: it lasts ${ANNUAL_RULES.periodMonths} months from startDate.`;
  }
  const travellers = travellersProblem(answers.travellers.map((traveller) => traveller.age));
  if (travellers) return travellers;
  const trip = { tripType: answers.tripType, regions: answers.regions, tripDays: days };
  const plan = planById(answers.planId);
  if (!plansFor(trip).includes(plan)) {
    return `${plan.name} is not offered for this trip: choose one of ${plansFor(trip)
      .map((offered) => offered.id)
      .join(', ')}.`;
  }
  return planUnavailable(
    plan,
    trip,
    answers.travellers.map((traveller) => traveller.age),
  );
}
