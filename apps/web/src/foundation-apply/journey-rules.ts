// What each step of the funding application needs: the messages its fields show, in the order they appear, so a
// step can list them and focus the first. A step with no message is complete; a step opens once all before it are.
// The rules themselves (the ABN's check digits, the round's amounts and dates, the text limits) are the product
// package's, shared with the server; this file says which field each belongs to and turns what was typed into the
// saved answers' shape.
import type { CalendarDate } from '@internationalized/date';
import { parseDateText } from '@ds/ui/date-input';
import {
  ELIGIBILITY_QUESTIONS,
  FUNDING_ROUND,
  TEXT_LIMITS,
  abnProblem,
  amountProblem,
  compactAbn,
  descriptionProblem,
  eligibilityText,
  parseDollars,
  projectStartProblem,
  roundProblem,
  textProblem,
} from '@ds/product/foundation-grants';
import type { EligibilityQuestion, FoundationAnswers } from '@ds/product/foundation-grants';
import { furthestOpen } from '@/journeys/journey-definition';
import type { FieldProblem } from '@/journeys/JourneyStepForm';
import { applyJourney } from './journey';
import type { ApplyAnswers, ApplyStepId } from './journey';

export const eligibilityField = (question: EligibilityQuestion) => `eligibility-${question}`;

/** The questions answered no: each rules an application out, and the step says why and what to do instead. */
export const notEligibleFor = (answers: ApplyAnswers): EligibilityQuestion[] =>
  ELIGIBILITY_QUESTIONS.filter((question) => answers.eligibility[question] === 'no');

function eligibilityProblems(answers: ApplyAnswers, today: CalendarDate): FieldProblem[] {
  const closed = roundProblem(FUNDING_ROUND, today);
  if (closed) return [{ field: 'round', message: closed }];
  return ELIGIBILITY_QUESTIONS.flatMap((question) => {
    const answer = answers.eligibility[question];
    const field = eligibilityField(question);
    if (!answer) return [{ field, message: `Answer yes or no: ${eligibilityText(question).question}` }];
    if (answer === 'no') return [{ field, message: eligibilityText(question).whyNot }];
    return [];
  });
}

function organisationProblems(answers: ApplyAnswers): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, problem: string | null) => {
    if (problem) problems.push({ field, message: problem });
  };
  add(
    'organisation-name',
    textProblem(answers.organisationName, TEXT_LIMITS.organisationName, 'Enter your organisation’s name.'),
  );
  add('abn', abnProblem(answers.abn));
  add(
    'contact-first-name',
    textProblem(answers.contactFirstName, TEXT_LIMITS.contactName, 'Enter the contact person’s first name.'),
  );
  add(
    'contact-last-name',
    textProblem(answers.contactLastName, TEXT_LIMITS.contactName, 'Enter the contact person’s last name.'),
  );
  return problems;
}

function projectProblems(answers: ApplyAnswers): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, problem: string | null) => {
    if (problem) problems.push({ field, message: problem });
  };
  add(
    'project-title',
    textProblem(answers.projectTitle, TEXT_LIMITS.projectTitle, 'Enter the project’s title.'),
  );
  add('description', descriptionProblem(answers.description));
  add('amount', amountProblem(answers.amount));
  const start = parseDateText(answers.startDate.trim());
  if (!answers.startDate.trim()) add('start-date', 'Enter the date the project starts.');
  else if (!start) add('start-date', 'Enter a real date, as dd/mm/yyyy.');
  else add('start-date', projectStartProblem(start));
  if (!answers.focusArea) add('focus-area', 'Choose the focus area the project is in.');
  return problems;
}

/** The problems of one step, given every answer (later steps depend on earlier ones). */
export function stepProblems(step: ApplyStepId, answers: ApplyAnswers, today: CalendarDate): FieldProblem[] {
  switch (step) {
    case 'eligibility':
      return eligibilityProblems(answers, today);
    case 'organisation':
      return organisationProblems(answers);
    case 'project':
      return projectProblems(answers);
    case 'check':
      return [];
  }
}

/** The index of the first step with a problem (the furthest a visitor may go), or the last step. */
export const furthestOpenStep = (answers: ApplyAnswers, today: CalendarDate) =>
  furthestOpen(applyJourney, (id) => stepProblems(id, answers, today).length > 0);

/** The answers as the application service takes them; null while any step has a problem. */
export function foundationApplicationAnswers(
  answers: ApplyAnswers,
  today: CalendarDate,
): FoundationAnswers | null {
  if (furthestOpenStep(answers, today) < applyJourney.steps.length - 1) return null;
  const start = parseDateText(answers.startDate.trim());
  const amount = parseDollars(answers.amount);
  if (!start || amount === null || !answers.focusArea) return null;
  return {
    roundId: FUNDING_ROUND.id,
    eligibility: {
      'not-for-profit': true,
      'in-australia': true,
      'health-and-wellbeing': true,
      'amount-in-range': true,
    },
    organisation: {
      name: answers.organisationName.trim(),
      abn: compactAbn(answers.abn),
      contactFirstName: answers.contactFirstName.trim(),
      contactLastName: answers.contactLastName.trim(),
    },
    project: {
      title: answers.projectTitle.trim(),
      description: answers.description.trim(),
      amount,
      startDate: start.toString(),
      focusArea: answers.focusArea,
    },
  };
}
