// What each step of the NZ quote needs before the next opens, as messages that say what to do, and the answers in
// the shape the pricing module and the application service take. The limits (ages, children) are the product
// data's: the messages quote them from there.
import {
  NZ_ADULT_AGE,
  NZ_CHILD_AGE,
  NZ_COVER_PEOPLE,
  NZ_EXCESSES,
  NZ_MAX_CHILDREN,
  adultBand,
  childCovered,
  studyingMatters,
} from '@ds/product/nz';
import type { NzExcess, NzQuoteAnswers } from '@ds/product/nz';
import type { FieldProblem } from '@/journeys/JourneyStepForm';
import type { NzJourneyAnswers, NzStepId } from './journey';

export const adultCount = (answers: NzJourneyAnswers) =>
  answers.cover ? NZ_COVER_PEOPLE[answers.cover].adults : 1;

export const hasChildren = (answers: NzJourneyAnswers) =>
  answers.cover ? NZ_COVER_PEOPLE[answers.cover].children : false;

/** How many children the answers cover (0 until a number is chosen, or when the cover has none). */
export function childCount(answers: NzJourneyAnswers): number {
  if (!hasChildren(answers)) return 0;
  const count = Number(answers.childCount);
  return Number.isInteger(count) && count >= 1 && count <= NZ_MAX_CHILDREN ? count : 0;
}

/** A typed age as whole years, or null when it is not one ('4O', '30.5', ''). */
export function typedAge(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
}

export const adultName = (index: number) => (index === 0 ? 'you' : 'your partner');
export const childName = (index: number) => `child ${index + 1}`;

function whoProblems(answers: NzJourneyAnswers): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!answers.cover) problems.push({ field: 'cover', message: 'Choose who you would like to cover.' });
  if (hasChildren(answers) && childCount(answers) === 0) {
    problems.push({ field: 'child-count', message: 'Choose how many children the plan will cover.' });
  }
  return problems;
}

function adultProblems(answers: NzJourneyAnswers, index: number): FieldProblem[] {
  const adult = answers.adults[index]!;
  const you = index === 0;
  const problems: FieldProblem[] = [];
  const age = typedAge(adult.age);
  const field = `adult-age-${index}`;
  if (!adult.age.trim()) {
    problems.push({ field, message: you ? 'Enter your age.' : 'Enter your partner’s age.' });
  } else if (age === null) {
    problems.push({
      field,
      message: `Enter ${you ? 'your' : 'your partner’s'} age in whole years, using numbers, for example 42.`,
    });
  } else if (age < NZ_ADULT_AGE.min) {
    problems.push({
      field,
      message: `${you ? 'You need' : 'Your partner needs'} to be ${NZ_ADULT_AGE.min} or older to take out a plan: a younger person can be covered as a child on a parent’s plan.`,
    });
  } else if (adultBand(age) === null) {
    problems.push({
      field,
      message: `We can quote online for adults up to ${NZ_ADULT_AGE.max}: check ${you ? 'your' : 'your partner’s'} age, or call us to talk about your options.`,
    });
  }
  if (!adult.smoker) {
    problems.push({
      field: `adult-smoker-${index}`,
      message: you
        ? 'Choose whether you have smoked or vaped in the last 12 months.'
        : 'Choose whether your partner has smoked or vaped in the last 12 months.',
    });
  }
  return problems;
}

function childProblems(answers: NzJourneyAnswers, index: number): FieldProblem[] {
  const child = answers.children[index]!;
  const name = childName(index);
  const field = `child-age-${index}`;
  const age = typedAge(child.age);
  const limits = `Children are covered until they turn ${NZ_CHILD_AGE.under}, or ${NZ_CHILD_AGE.studyingUnder} while studying full-time`;
  if (!child.age.trim()) return [{ field, message: `Enter ${name}’s age (0 for a baby under one).` }];
  if (age === null) {
    return [{ field, message: `Enter ${name}’s age in whole years, using numbers, for example 7.` }];
  }
  if (age >= NZ_CHILD_AGE.studyingUnder) {
    return [
      {
        field,
        message: `${limits}: check ${name}’s age, or choose fewer children under ‘Who is covered’ (from ${NZ_CHILD_AGE.studyingUnder} they need a plan of their own).`,
      },
    ];
  }
  if (!studyingMatters(age)) return [];
  if (!child.studying) {
    return [{ field: `child-studying-${index}`, message: `Choose whether ${name} is studying full-time.` }];
  }
  if (!childCovered({ age, studying: child.studying === 'yes' })) {
    return [
      {
        field: `child-studying-${index}`,
        message: `${limits}: ${name} can be on your plan only while studying full-time, or choose fewer children under ‘Who is covered’.`,
      },
    ];
  }
  return [];
}

function peopleProblems(answers: NzJourneyAnswers): FieldProblem[] {
  return [
    ...Array.from({ length: adultCount(answers) }, (_, index) => adultProblems(answers, index)).flat(),
    ...Array.from({ length: childCount(answers) }, (_, index) => childProblems(answers, index)).flat(),
  ];
}

const isExcess = (value: string): value is `${NzExcess}` =>
  (NZ_EXCESSES as readonly number[]).map(String).includes(value);

function planProblems(answers: NzJourneyAnswers): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!answers.planId) problems.push({ field: 'plan', message: 'Choose a plan.' });
  if (!isExcess(answers.excess)) problems.push({ field: 'excess', message: 'Choose an excess.' });
  return problems;
}

/** What is wrong or missing on a step; a step is open only when every step before it has none. */
export function stepProblems(step: NzStepId, answers: NzJourneyAnswers): FieldProblem[] {
  switch (step) {
    case 'who':
      return whoProblems(answers);
    case 'people':
      return peopleProblems(answers);
    case 'plan':
      return planProblems(answers);
    case 'save':
      return [];
  }
}

/** The people as the pricing module takes them, or null while a step before the plan has problems. */
export function peopleAnswers(
  answers: NzJourneyAnswers,
): Pick<NzQuoteAnswers, 'cover' | 'adults' | 'children'> | null {
  if (!answers.cover || whoProblems(answers).length > 0 || peopleProblems(answers).length > 0) return null;
  return {
    cover: answers.cover,
    adults: answers.adults.slice(0, adultCount(answers)).map((adult) => ({
      age: typedAge(adult.age)!,
      smoker: adult.smoker === 'yes',
    })),
    children: answers.children.slice(0, childCount(answers)).map((child) => {
      const age = typedAge(child.age)!;
      return { age, studying: studyingMatters(age) && child.studying === 'yes' };
    }),
  };
}

/** The answers as the application service takes them, or null while any step has problems. */
export function nzQuoteAnswers(answers: NzJourneyAnswers): NzQuoteAnswers | null {
  const people = peopleAnswers(answers);
  if (!people || !answers.planId || !isExcess(answers.excess)) return null;
  return { ...people, planId: answers.planId, excess: Number(answers.excess) as NzExcess };
}
