// What each step of the quote journey needs: the messages its fields show, in the order they appear, so a step
// can list them and focus the first. A step with no message is complete; a step opens once all before it are.
import type { CalendarDate } from '@internationalized/date';
import { ageOn } from '@ds/product/quote';
import type { QuoteAnswers } from '@ds/product/quote';
import type { JourneyAnswers, StepId } from './journey';
import { adultCount, hasChildren, journeySteps, parseTypedDate, stateOf } from './journey';

/** A problem with one field: its id on the page and the message shown with it. */
export interface FieldProblem {
  field: string;
  message: string;
}

const MIN_AGE = 18;
const MAX_AGE = 120;

function whoProblems(answers: JourneyAnswers, today: CalendarDate): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!answers.cover) problems.push({ field: 'cover', message: 'Choose who the cover is for.' });
  if (hasChildren(answers) && !answers.children) {
    problems.push({ field: 'children', message: 'Choose how many children the cover is for.' });
  }
  if (!stateOf(answers)) {
    problems.push(
      answers.locationBy === 'address'
        ? { field: 'address', message: 'Choose your address from the list, or choose your state instead.' }
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
    else if (ageOn(date, today) < MIN_AGE) {
      problems.push({ field, message: `Adults on a policy are ${MIN_AGE} or older.` });
    } else if (ageOn(date, today) > MAX_AGE) problems.push({ field, message: 'Check the year of birth.' });
  }
  return problems;
}

function lhcProblems(answers: JourneyAnswers, today: CalendarDate): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (let index = 0; index < adultCount(answers); index += 1) {
    const adult = answers.adults[index]!;
    const who = index === 0 ? 'you hold' : 'your partner holds';
    if (!adult.heldCover) {
      problems.push({ field: `held-cover-${index}`, message: `Say whether ${who} hospital cover now.` });
      continue;
    }
    if (adult.heldCover !== 'yes') continue;
    const field = `cover-since-${index}`;
    const age = Number(adult.coverSinceAge.trim());
    const birth = parseTypedDate(adult.dateOfBirth);
    if (!adult.coverSinceAge.trim()) problems.push({ field, message: 'Enter the age the cover started at.' });
    else if (!/^\d{1,3}$/.test(adult.coverSinceAge.trim())) {
      problems.push({ field, message: 'Enter the age in whole years, such as 32.' });
    } else if (birth && age > ageOn(birth, today)) {
      problems.push({ field, message: 'That age is older than the age given on the first step.' });
    }
  }
  return problems;
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
  const blocked = journeySteps.findIndex((step) => stepProblems(step.id, answers, today).length > 0);
  return blocked === -1 ? journeySteps.length - 1 : blocked;
}

/** The answers as the pricing module and the quote service take them; null while they are incomplete. */
export function quoteAnswers(answers: JourneyAnswers, today: CalendarDate): QuoteAnswers | null {
  if (furthestOpenStep(answers, today) < 3) return null;
  const state = stateOf(answers);
  if (!answers.cover || !state || !answers.income) return null;
  return {
    cover: answers.cover,
    state,
    adults: answers.adults.slice(0, adultCount(answers)).map((adult) => ({
      dateOfBirth: parseTypedDate(adult.dateOfBirth)!.toString(),
      heldHospitalCover: adult.heldCover === 'yes',
      ...(adult.heldCover === 'yes' ? { coverSinceAge: Number(adult.coverSinceAge) } : {}),
    })),
    children: hasChildren(answers) ? Number(answers.children) : 0,
    income: answers.income,
    frequency: answers.frequency,
  };
}
