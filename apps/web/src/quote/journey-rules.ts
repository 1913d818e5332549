// What each step of the quote journey needs: the messages its fields show, in the order they appear, so a step
// can list them and focus the first. A step with no message is complete; a step opens once all before it are.
import type { CalendarDate } from '@internationalized/date';
import { ADULT_AGE, ageOn, baseDayOf, exemptFromLhc, yearsSinceBaseDay } from '@ds/product/quote';
import { formatLongDate } from '@ds/ui/format';
import type { AdultCover, QuoteAnswers } from '@ds/product/quote';
import type { AdultAnswers, JourneyAnswers, StepId } from './journey';
import { furthestOpen } from '@/journeys/journey-definition';
import {
  adultCount,
  hasChildren,
  healthQuoteJourney,
  parseTypedDate,
  parseTypedMonth,
  stateOf,
} from './journey';

import type { FieldProblem } from '@/journeys/JourneyStepForm';

export type { FieldProblem };

/** What a missing address asks for: a choice from the list, or, once the visitor enters it by hand, all of it. */
const ADDRESS_PROBLEM = {
  search: 'Choose your address from the list, or choose your state instead.',
  manual: 'Enter your full address: street, suburb, state and postcode. Or choose your state instead.',
};

/** The step's problems as they read while the address is entered by hand. */
export const withManualAddress = (problems: readonly FieldProblem[]): FieldProblem[] =>
  problems.map((problem) =>
    problem.field === 'address' ? { ...problem, message: ADDRESS_PROBLEM.manual } : problem,
  );

function whoProblems(answers: JourneyAnswers, today: CalendarDate): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!answers.cover) problems.push({ field: 'cover', message: 'Choose who the cover is for.' });
  if (hasChildren(answers) && !answers.children) {
    problems.push({ field: 'children', message: 'Choose how many children the cover is for.' });
  }
  if (!stateOf(answers)) {
    problems.push(
      answers.locationBy === 'address'
        ? { field: 'address', message: ADDRESS_PROBLEM.search }
        : { field: 'state', message: 'Choose your state or territory.' },
    );
  }
  for (let index = 0; index < adultCount(answers); index += 1) {
    const field = `date-of-birth-${index}`;
    const whose = index === 0 ? 'your' : 'your partner’s';
    const text = answers.adults[index]?.dateOfBirth ?? '';
    const date = parseTypedDate(text);
    if (!text.trim()) problems.push({ field, message: `Enter ${whose} date of birth.` });
    else if (!date) problems.push({ field, message: 'Enter a real date, as dd/mm/yyyy.' });
    else if (date.compare(today) > 0)
      problems.push({ field, message: 'A date of birth cannot be in the future.' });
    else if (ageOn(date, today) < ADULT_AGE.min) {
      problems.push({ field, message: `Adults on a policy are ${ADULT_AGE.min} or older.` });
    } else if (ageOn(date, today) > ADULT_AGE.max)
      problems.push({ field, message: 'Check the year of birth.' });
  }
  return problems;
}

/** Whether the Lifetime Health Cover questions apply to someone born on `birth` at all. */
export const lhcApplies = (birth: CalendarDate) => !exemptFromLhc(birth);

/** What the answers so far say of the base day: a year after a Medicare registration given, if that is later. */
function baseDayFacts(birth: CalendarDate, adult: AdultAnswers): AdultCover {
  const registered = parseTypedMonth(adult.medicareRegistered);
  return {
    dateOfBirth: birth.toString(),
    heldHospitalCover: false,
    ...(registered ? { medicareRegistered: registered } : {}),
  };
}

const baseDayFrom = (birth: CalendarDate, adult: AdultAnswers) => baseDayOf(baseDayFacts(birth, adult));

/** The whole years since the base day: the longest anyone can have been without cover since (at least 3). */
export const maxYearsWithoutCover = (birth: CalendarDate, adult: AdultAnswers, today: CalendarDate) =>
  Math.max(3, yearsSinceBaseDay(baseDayFacts(birth, adult), today));

/** Whether the years without cover given fit in the time since the base day. */
const yearsFit = (birth: CalendarDate, adult: AdultAnswers, today: CalendarDate) =>
  Number(adult.yearsWithoutCover) <= maxYearsWithoutCover(birth, adult, today);

/** Whether to ask if they held cover on their base day: only once it has passed (never for someone under 31). */
export const asksAboutBaseDay = (birth: CalendarDate, adult: AdultAnswers, today: CalendarDate) =>
  baseDayFrom(birth, adult).compare(today) <= 0;

/** The problem with a typed month, or null: a real month, not before birth, not after this month. */
function monthProblem(text: string, birth: CalendarDate | null, today: CalendarDate): string | null {
  const month = parseTypedMonth(text);
  if (!month) return 'Enter the month and year as mm/yyyy, such as 08/2019.';
  if (month > today.toString().slice(0, 7)) return 'That month has not come yet.';
  if (birth && month < birth.toString().slice(0, 7)) return 'That month is before the date of birth.';
  return null;
}

function lhcProblems(answers: JourneyAnswers, today: CalendarDate): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (let index = 0; index < adultCount(answers); index += 1) {
    const adult = answers.adults[index]!;
    const birth = parseTypedDate(adult.dateOfBirth);
    if (birth && !lhcApplies(birth)) continue;
    const you = index === 0;
    if (!adult.heldCover) {
      problems.push({
        field: `held-cover-${index}`,
        message: `Say whether ${you ? 'you hold' : 'your partner holds'} hospital cover now.`,
      });
    } else if (adult.heldCover === 'yes') {
      const field = `cover-started-${index}`;
      const problem = adult.coverStarted.trim()
        ? monthProblem(adult.coverStarted, birth, today)
        : 'Enter the month and year the cover started.';
      if (problem) problems.push({ field, message: problem });
    }
    if (adult.medicareRegistered.trim()) {
      const problem = monthProblem(adult.medicareRegistered, birth, today);
      if (problem) problems.push({ field: `medicare-registered-${index}`, message: problem });
    }
    if (!birth || !asksAboutBaseDay(birth, adult, today)) continue;
    if (!adult.coveredAtBaseDay) {
      problems.push({
        field: `covered-at-base-day-${index}`,
        message: `Say whether ${you ? 'you' : 'your partner'} had hospital cover then.`,
      });
    } else if (adult.coveredAtBaseDay === 'yes' && !adult.yearsWithoutCover) {
      problems.push({ field: `years-without-cover-${index}`, message: 'Choose about how long, in all.' });
    } else if (adult.coveredAtBaseDay === 'yes' && !yearsFit(birth, adult, today)) {
      problems.push({
        field: `years-without-cover-${index}`,
        message: `That is longer than the time since ${formatLongDate(baseDayFrom(birth, adult).toString())}.`,
      });
    }
  }
  return problems;
}

/** One adult's answers as the pricing module takes them; null while they are incomplete or do not fit. */
export function adultCover(adult: AdultAnswers, today: CalendarDate): AdultCover | null {
  const birth = parseTypedDate(adult.dateOfBirth);
  if (!birth) return null;
  const dateOfBirth = birth.toString();
  if (!lhcApplies(birth)) return { dateOfBirth, heldHospitalCover: adult.heldCover === 'yes' };
  if (!adult.heldCover) return null;
  const coverStarted = parseTypedMonth(adult.coverStarted);
  if (adult.heldCover === 'yes' && (!coverStarted || monthProblem(adult.coverStarted, birth, today)))
    return null;
  const registered = adult.medicareRegistered.trim() ? parseTypedMonth(adult.medicareRegistered) : null;
  if (
    adult.medicareRegistered.trim() &&
    (!registered || monthProblem(adult.medicareRegistered, birth, today))
  ) {
    return null;
  }
  const asked = asksAboutBaseDay(birth, adult, today);
  const yearsMissing =
    adult.coveredAtBaseDay === 'yes' && (!adult.yearsWithoutCover || !yearsFit(birth, adult, today));
  if (asked && (!adult.coveredAtBaseDay || yearsMissing)) return null;
  const coveredAtBaseDay = asked && adult.coveredAtBaseDay === 'yes';
  return {
    dateOfBirth,
    heldHospitalCover: adult.heldCover === 'yes',
    ...(adult.heldCover === 'yes' && coverStarted ? { coverStarted } : {}),
    ...(registered ? { medicareRegistered: registered } : {}),
    ...(coveredAtBaseDay ? { coveredAtBaseDay, yearsWithoutCover: Number(adult.yearsWithoutCover) } : {}),
  };
}

/** The problems of one step, given every answer (later steps depend on earlier ones). */
export function stepProblems(step: StepId, answers: JourneyAnswers, today: CalendarDate): FieldProblem[] {
  switch (step) {
    case 'welcome':
      return whoProblems(answers, today);
    case 'rebate':
      return answers.income
        ? []
        : [{ field: 'income', message: 'Choose your income tier, or that you would rather not say.' }];
    case 'lifetime-health-cover':
      return lhcProblems(answers, today);
    case 'choose-cover':
      return answers.productId ? [] : [{ field: 'products', message: 'Choose a cover to save its quote.' }];
    case 'save':
      return [];
  }
}

/** The index of the first step with a problem (the furthest a visitor may go), or the last step. */
export function furthestOpenStep(answers: JourneyAnswers, today: CalendarDate): number {
  return furthestOpen(healthQuoteJourney, (id) => stepProblems(id, answers, today).length > 0);
}

/** The answers as the pricing module and the quote service take them; null while they are incomplete. */
export function quoteAnswers(answers: JourneyAnswers, today: CalendarDate): QuoteAnswers | null {
  if (furthestOpenStep(answers, today) < 3) return null;
  const state = stateOf(answers);
  if (!answers.cover || !state || !answers.income) return null;
  const adults = answers.adults.slice(0, adultCount(answers)).map((adult) => adultCover(adult, today));
  if (adults.some((adult) => adult === null)) return null;
  return {
    cover: answers.cover,
    state,
    adults: adults as AdultCover[],
    children: hasChildren(answers) ? Number(answers.children) : 0,
    income: answers.income,
    frequency: answers.frequency,
  };
}
