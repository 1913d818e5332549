// What each step of the travel quote needs before the next opens, as messages that say what to do, and the answers
// in the shape the pricing module and the application service take. The limits (dates, ages, how many travellers,
// the annual plan's trips) are the product data's, and the date and traveller rules are the ones the server checks
// (@ds/product/travel rules.ts): this file only adds what is about typing (empty, not a date, not a number).
import {
  EXCESS_AMOUNTS,
  PLAN_DETAILS,
  TRAVELLER_RULES,
  endDateProblem,
  planUnavailable,
  plansFor,
  regionsProblem,
  startDateProblem,
  travellersProblem,
  tripDays,
} from '@ds/product/travel';
import type { CalendarDate } from '@internationalized/date';
import type { ExcessAmount, TravelAnswers, TripShape } from '@ds/product/travel';
import { parseDateText } from '@ds/ui/date-input';
import { brand } from '@ds/site/data';
import type { FieldProblem } from '@/journeys/JourneyStepForm';
import type { TravelJourneyAnswers, TravelStepId } from './journey';

/** A message from the product rules ends with a full stop; the journey's list items do not. */
const sentence = (message: string) => message.replace(/\.$/, '');

/** How many travellers were chosen (0 until a number is). */
export function travellerCount(answers: TravelJourneyAnswers): number {
  const count = Number(answers.travellerCount);
  return Number.isInteger(count) && count >= TRAVELLER_RULES.min && count <= TRAVELLER_RULES.max ? count : 0;
}

/** A typed age as whole years, or null when it is not one ('4O', '30.5', ''). */
export function typedAge(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
}

export const travellerName = (index: number) => `traveller ${index + 1}`;

function tripProblems(answers: TravelJourneyAnswers): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!answers.tripType) {
    problems.push({ field: 'trip-type', message: 'Choose cover for one trip or for a year of trips' });
  }
  const regions = regionsProblem(answers.regions);
  if (regions) problems.push({ field: 'regions', message: sentence(regions) });
  return problems;
}

const isAnnual = (answers: TravelJourneyAnswers) => answers.tripType === 'annual';

/** Typed as dd/mm/yyyy, whether or not the day exists (31/02/2027). */
const DATE_SHAPE = /^\d{2}\/\d{2}\/\d{4}$/;

function typedDateProblem(text: string, what: string): string | null {
  if (!text.trim()) return `Enter ${what}`;
  if (parseDateText(text)) return null;
  // Asking for dd/mm/yyyy again would not help someone who typed it: the day or the month is what is wrong.
  if (DATE_SHAPE.test(text)) return `${text} is not a real date: check the day and the month`;
  return `Enter ${what} as dd/mm/yyyy, for example 15/03/2027`;
}

function datesProblems(answers: TravelJourneyAnswers, today: CalendarDate): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const startWhat = isAnnual(answers) ? 'the date your cover starts' : 'the date you leave';
  const startTyped = typedDateProblem(answers.startDate, startWhat);
  const start = parseDateText(answers.startDate);
  if (startTyped) problems.push({ field: 'start-date', message: startTyped });
  else if (start) {
    const rule = startDateProblem(start, today);
    if (rule) problems.push({ field: 'start-date', message: sentence(rule) });
  }
  if (isAnnual(answers)) return problems;
  const endTyped = typedDateProblem(answers.endDate, 'the date you come home');
  const end = parseDateText(answers.endDate);
  if (endTyped) problems.push({ field: 'end-date', message: endTyped });
  else if (start && end) {
    const rule = endDateProblem(start, end);
    if (rule) problems.push({ field: 'end-date', message: sentence(rule) });
  }
  return problems;
}

function travellersProblems(answers: TravelJourneyAnswers): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const count = travellerCount(answers);
  if (count === 0)
    problems.push({ field: 'traveller-count', message: 'Choose how many people are travelling' });
  const ages: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const field = `traveller-age-${index}`;
    const name = travellerName(index);
    const typed = answers.ages[index] ?? '';
    const age = typedAge(typed);
    if (!typed.trim()) problems.push({ field, message: `Enter ${name}’s age (0 for a baby under one)` });
    else if (age === null) {
      problems.push({ field, message: `Enter ${name}’s age in whole years, using numbers, for example 42` });
    } else if (age > TRAVELLER_RULES.maxAge) {
      problems.push({
        field,
        message: `We can quote online for travellers up to ${TRAVELLER_RULES.maxAge}: check ${name}’s age, or call us to talk about cover`,
      });
    } else ages.push(age);
  }
  // Only once every age is a number: then the one rule left is that an adult travels.
  if (count > 0 && ages.length === count) {
    const rule = travellersProblem(ages);
    if (rule) problems.push({ field: 'traveller-age-0', message: sentence(rule) });
  }
  if (!answers.member) {
    problems.push({
      field: 'member',
      message: `Choose whether you have ${brand.main} health insurance`,
    });
  }
  return problems;
}

/** The trip as the plans are offered for it, or null while the trip or its dates have problems. */
export function tripShape(answers: TravelJourneyAnswers, today: CalendarDate): TripShape | null {
  if (!answers.tripType || tripProblems(answers).length > 0 || datesProblems(answers, today).length > 0) {
    return null;
  }
  const start = parseDateText(answers.startDate)!;
  const end = parseDateText(answers.endDate);
  return {
    tripType: answers.tripType,
    regions: answers.regions,
    tripDays: answers.tripType === 'single' && end ? tripDays(start, end) : null,
  };
}

/** The travellers' ages, or null while the travellers step has problems. */
export function travellerAges(answers: TravelJourneyAnswers): number[] | null {
  if (travellersProblems(answers).length > 0) return null;
  return answers.ages.slice(0, travellerCount(answers)).map((age) => typedAge(age)!);
}

const isExcess = (value: string): boolean => (EXCESS_AMOUNTS as number[]).map(String).includes(value);

function planProblems(answers: TravelJourneyAnswers, today: CalendarDate): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const trip = tripShape(answers, today);
  const ages = travellerAges(answers);
  const plan = PLAN_DETAILS.find((candidate) => candidate.id === answers.planId);
  if (!plan || !trip || !plansFor(trip).includes(plan)) {
    problems.push({ field: 'plan', message: 'Choose a plan' });
  } else {
    const unavailable = ages ? planUnavailable(plan, trip, ages) : null;
    if (unavailable)
      problems.push({ field: 'plan', message: `${sentence(unavailable)}: choose another plan` });
  }
  if (!isExcess(answers.excess)) problems.push({ field: 'excess', message: 'Choose an excess' });
  return problems;
}

/** What is wrong or missing on a step; a step is open only when every step before it has none. */
export function stepProblems(
  step: TravelStepId,
  answers: TravelJourneyAnswers,
  today: CalendarDate,
): FieldProblem[] {
  switch (step) {
    case 'trip':
      return tripProblems(answers);
    case 'dates':
      return datesProblems(answers, today);
    case 'travellers':
      return travellersProblems(answers);
    case 'plan':
      return planProblems(answers, today);
    case 'save':
      return [];
  }
}

/**
 * The answers as the pricing module takes them, with `planId` and `excess` as given (the plan step prices every
 * plan with this), or null while a step before the plan has problems.
 */
export function tripAnswers(
  answers: TravelJourneyAnswers,
  today: CalendarDate,
): Omit<TravelAnswers, 'planId'> | null {
  const trip = tripShape(answers, today);
  const ages = travellerAges(answers);
  if (!trip || !ages || !answers.tripType) return null;
  const start = parseDateText(answers.startDate)!;
  const end = parseDateText(answers.endDate);
  return {
    tripType: answers.tripType,
    regions: answers.regions,
    startDate: start.toString(),
    ...(answers.tripType === 'single' && end ? { endDate: end.toString() } : {}),
    travellers: ages.map((age) => ({ age })),
    member: answers.member === 'yes',
    excess: (isExcess(answers.excess) ? Number(answers.excess) : EXCESS_AMOUNTS[0]) as ExcessAmount,
  };
}

/** The answers as the application service takes them, or null while any step has problems. */
export function travelQuoteAnswers(answers: TravelJourneyAnswers, today: CalendarDate): TravelAnswers | null {
  const trip = tripAnswers(answers, today);
  if (!trip || !answers.planId || planProblems(answers, today).length > 0) return null;
  return { ...trip, planId: answers.planId };
}
