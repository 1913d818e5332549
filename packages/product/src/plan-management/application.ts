// The plan management sign-up as a kind of saved application: the answers the server accepts (their shape), what
// the shape cannot say (the rules of ./rules, in the same words the sign-up's pages show), and the reference the
// server gives a saved sign-up. Written with zod/mini so the browser's share is small.
import type { CalendarDate } from '@internationalized/date';
import * as z from 'zod/mini';
import { AU_STATES } from '@ds/api/au-states';
import { defineApplicationKind } from '../applications/kind';
import { newReference, referenceResultSchema } from '../applications/reference';
import {
  APPLICANT_ROLES,
  CONSENT_VERSION,
  NAME_MAX_LENGTH,
  NDIS_NUMBER,
  PLAN_BUDGETS,
  SIGN_UP_REFERENCE_PREFIX,
} from './data';
import { applicantProblem, dateOfBirthProblem, planDatesProblems } from './rules';
import { realIsoDate } from '../applications/iso-date';

const isoDate = (name: string) =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date, yyyy-mm-dd` }));

/** A name as a person writes it: something other than spaces, at most 100 characters. */
const personName = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .check(
      z.regex(/\S/, { error: `${name} is required` }),
      z.maxLength(NAME_MAX_LENGTH, { error: `${name} is too long` }),
    );

const addressSchema = z.object({
  line: z.string().check(z.regex(/\S/, { error: 'participant.address.line is required' }), z.maxLength(200)),
  locality: z
    .string()
    .check(z.regex(/\S/, { error: 'participant.address.locality is required' }), z.maxLength(100)),
  state: z.enum(AU_STATES, { error: `participant.address.state must be one of ${AU_STATES.join(', ')}` }),
  postcode: z.string().check(z.regex(/^\d{4}$/, { error: 'participant.address.postcode must be 4 digits' })),
});

export const planManagementAnswersSchema = z.object(
  {
    participant: z.object({
      firstName: personName('participant.firstName'),
      lastName: personName('participant.lastName'),
      dateOfBirth: isoDate('participant.dateOfBirth'),
      ndisNumber: z.string().check(
        z.regex(new RegExp(`^${NDIS_NUMBER.prefix}\\d{${NDIS_NUMBER.digits - NDIS_NUMBER.prefix.length}}$`), {
          error: `participant.ndisNumber must be ${NDIS_NUMBER.digits} digits starting with ${NDIS_NUMBER.prefix}, without spaces`,
        }),
      ),
      address: addressSchema,
    }),
    applicant: z.object({
      role: z.enum(APPLICANT_ROLES, { error: `applicant.role must be one of ${APPLICANT_ROLES.join(', ')}` }),
      /** The name of whoever applies for the participant (absent when the participant applies). */
      firstName: z.optional(personName('applicant.firstName')),
      lastName: z.optional(personName('applicant.lastName')),
    }),
    plan: z.object({
      start: isoDate('plan.start'),
      end: isoDate('plan.end'),
      budgets: z
        .array(z.enum(PLAN_BUDGETS, { error: `plan.budgets must be some of ${PLAN_BUDGETS.join(', ')}` }))
        .check(z.minLength(1, { error: 'plan.budgets needs at least one budget' })),
    }),
    consent: z.object({
      agreed: z.literal(true, { error: 'consent.agreed must be true: the plan manager consent is required' }),
      version: z.literal(CONSENT_VERSION, { error: `consent.version must be ${CONSENT_VERSION}` }),
    }),
  },
  { error: 'Send the sign-up’s answers' },
);

export type PlanManagementAnswers = z.output<typeof planManagementAnswersSchema>;

/** What the shape cannot say: real dates, the participant's age and who applies, the plan's dates. */
export function planManagementProblem(answers: PlanManagementAnswers, today: CalendarDate): string | null {
  const birth = realIsoDate(answers.participant.dateOfBirth);
  if (!birth) return 'participant.dateOfBirth is not a real date';
  const birthProblem = dateOfBirthProblem(birth, today);
  if (birthProblem) return `participant.dateOfBirth: ${birthProblem}`;
  const { applicant } = answers;
  const named = applicant.firstName !== undefined && applicant.lastName !== undefined;
  if (applicant.role !== 'participant' && !named)
    return 'applicant.firstName and applicant.lastName are required';
  if (
    applicant.role === 'participant' &&
    (applicant.firstName !== undefined || applicant.lastName !== undefined)
  ) {
    return 'applicant names are only for someone applying for the participant';
  }
  const roleProblem = applicantProblem(applicant.role, birth, today);
  if (roleProblem) return `applicant.role: ${roleProblem}`;
  const start = realIsoDate(answers.plan.start);
  if (!start) return 'plan.start is not a real date';
  const end = realIsoDate(answers.plan.end);
  if (!end) return 'plan.end is not a real date';
  const dates = planDatesProblems(start, end, today);
  if (dates.start) return `plan.start: ${dates.start}`;
  if (dates.end) return `plan.end: ${dates.end}`;
  if (new Set(answers.plan.budgets).size !== answers.plan.budgets.length)
    return 'plan.budgets has a budget twice';
  return null;
}

export const planManagementSignUpKind = defineApplicationKind({
  kind: 'plan-management-sign-up',
  noun: 'application',
  answersSchema: planManagementAnswersSchema,
  resultSchema: referenceResultSchema(SIGN_UP_REFERENCE_PREFIX),
  problem: planManagementProblem,
  result: () => ({ reference: newReference(SIGN_UP_REFERENCE_PREFIX) }),
});
