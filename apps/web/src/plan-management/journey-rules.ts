// What each step of the plan management sign-up needs: the messages its fields show, in the order they appear, so
// a step can list them and focus the first. A step with no message is complete; a step opens once all before it
// are. The rules themselves (NDIS number, dates of a plan, who may apply) are the product package's, shared with
// the server; this file says which field each belongs to and turns what was typed into the saved answers' shape.
import type { CalendarDate } from '@internationalized/date';
import { parseDateText } from '@ds/ui/date-input';
import {
  CONSENT_VERSION,
  NAME_MAX_LENGTH,
  applicantProblem,
  compactNdisNumber,
  dateOfBirthProblem,
  ndisNumberProblem,
  planDatesProblems,
} from '@ds/product/plan-management';
import type { PlanManagementAnswers } from '@ds/product/plan-management';
import { furthestOpen } from '@/journeys/journey-definition';
import type { FieldProblem } from '@/journeys/JourneyStepForm';
import { signUpJourney } from './journey';
import type { SignUpAnswers, SignUpStepId } from './journey';

/** What a missing address asks for: a choice from the list, or, once entered by hand, all of it. */
export const ADDRESS_PROBLEM = {
  search: 'Choose the participant’s street address from the list, or enter it by hand.',
  manual: 'Enter the participant’s full address: street, suburb, state and postcode.',
};

/** The step's problems as they read while the address is entered by hand. */
export const withManualAddress = (problems: readonly FieldProblem[]): FieldProblem[] =>
  problems.map((problem) =>
    problem.field === 'address' ? { ...problem, message: ADDRESS_PROBLEM.manual } : problem,
  );

/** The problem with a typed date, or null; `missing` says what to enter. */
function typedDateProblem(text: string, missing: string): string | null {
  if (!text.trim()) return missing;
  return parseDateText(text.trim()) ? null : 'Enter a real date, as dd/mm/yyyy.';
}

/** A name missing or longer than the service takes, or null; `what` names it ('your first name'). */
function nameProblem(name: string, what: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return `Enter ${what}.`;
  if (trimmed.length > NAME_MAX_LENGTH) {
    return `Shorten ${what} to ${NAME_MAX_LENGTH} characters or fewer (it has ${trimmed.length}).`;
  }
  return null;
}

function participantProblems(answers: SignUpAnswers, today: CalendarDate): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const firstName = nameProblem(answers.firstName, 'the participant’s first name');
  if (firstName) problems.push({ field: 'first-name', message: firstName });
  const lastName = nameProblem(answers.lastName, 'the participant’s last name');
  if (lastName) problems.push({ field: 'last-name', message: lastName });
  const birth = parseDateText(answers.dateOfBirth.trim());
  const birthProblem =
    typedDateProblem(answers.dateOfBirth, 'Enter the participant’s date of birth.') ??
    (birth ? dateOfBirthProblem(birth, today) : null);
  if (birthProblem) problems.push({ field: 'date-of-birth', message: birthProblem });
  const ndisProblem = ndisNumberProblem(answers.ndisNumber);
  if (ndisProblem) problems.push({ field: 'ndis-number', message: ndisProblem });
  // A locality alone (no street line) is not where we can send a welcome pack.
  if (!answers.address?.AddressLine.trim())
    problems.push({ field: 'address', message: ADDRESS_PROBLEM.search });
  return problems;
}

function applicantProblems(answers: SignUpAnswers, today: CalendarDate): FieldProblem[] {
  if (!answers.role) return [{ field: 'role', message: 'Choose who is filling in this form.' }];
  const birth = parseDateText(answers.dateOfBirth.trim());
  const roleProblem = birth ? applicantProblem(answers.role, birth, today) : null;
  if (roleProblem) return [{ field: 'role', message: roleProblem }];
  if (answers.role === 'participant') return [];
  const problems: FieldProblem[] = [];
  const firstName = nameProblem(answers.applicantFirstName, 'your first name');
  if (firstName) problems.push({ field: 'applicant-first-name', message: firstName });
  const lastName = nameProblem(answers.applicantLastName, 'your last name');
  if (lastName) problems.push({ field: 'applicant-last-name', message: lastName });
  return problems;
}

function planProblems(answers: SignUpAnswers, today: CalendarDate): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const start = parseDateText(answers.planStart.trim());
  const end = parseDateText(answers.planEnd.trim());
  const dates = start && end ? planDatesProblems(start, end, today) : {};
  const startProblem = typedDateProblem(answers.planStart, 'Enter the date the plan starts.') ?? dates.start;
  if (startProblem) problems.push({ field: 'plan-start', message: startProblem });
  const endProblem =
    typedDateProblem(answers.planEnd, 'Enter the date the plan ends (its reassessment due date).') ??
    dates.end;
  if (endProblem) problems.push({ field: 'plan-end', message: endProblem });
  if (answers.budgets.length === 0) {
    problems.push({
      field: 'budgets',
      message: 'Choose at least one budget for us to manage. Your plan says which budgets are plan-managed.',
    });
  }
  return problems;
}

/** The problems of one step, given every answer (later steps depend on earlier ones). */
export function stepProblems(
  step: SignUpStepId,
  answers: SignUpAnswers,
  today: CalendarDate,
): FieldProblem[] {
  switch (step) {
    case 'participant':
      return participantProblems(answers, today);
    case 'applicant':
      return applicantProblems(answers, today);
    case 'plan':
      return planProblems(answers, today);
    case 'consent':
      return answers.consent
        ? []
        : [
            {
              field: 'consent',
              message: 'Tick the box to give your consent: we cannot manage the plan without it.',
            },
          ];
    case 'check':
      return [];
  }
}

/** The index of the first step with a problem (the furthest a visitor may go), or the last step. */
export const furthestOpenStep = (answers: SignUpAnswers, today: CalendarDate) =>
  furthestOpen(signUpJourney, (id) => stepProblems(id, answers, today).length > 0);

/** The answers as the application service takes them; null while any step has a problem. */
export function signUpApplication(answers: SignUpAnswers, today: CalendarDate): PlanManagementAnswers | null {
  if (furthestOpenStep(answers, today) < signUpJourney.steps.length - 1) return null;
  const birth = parseDateText(answers.dateOfBirth.trim());
  const start = parseDateText(answers.planStart.trim());
  const end = parseDateText(answers.planEnd.trim());
  const { address, role } = answers;
  if (!birth || !start || !end || !address || !role) return null;
  return {
    participant: {
      firstName: answers.firstName.trim(),
      lastName: answers.lastName.trim(),
      dateOfBirth: birth.toString(),
      ndisNumber: compactNdisNumber(answers.ndisNumber),
      address: {
        line: address.AddressLine.trim(),
        locality: address.Locality,
        state: address.State as PlanManagementAnswers['participant']['address']['state'],
        postcode: address.Postcode,
      },
    },
    applicant:
      role === 'participant'
        ? { role }
        : { role, firstName: answers.applicantFirstName.trim(), lastName: answers.applicantLastName.trim() },
    plan: { start: start.toString(), end: end.toString(), budgets: answers.budgets },
    consent: { agreed: true, version: CONSENT_VERSION },
  };
}
