// The foundation's funding application as a kind of saved application: the answers the server accepts (their
// shape), what the shape cannot say (the rules of ./rules, in the same words the application's pages show: the
// round open today, the ABN's check digits, the amount and start date within the round's), and the reference the
// server gives a saved application. Written with zod/mini so the browser's share is small.
import type { CalendarDate } from '@internationalized/date';
import * as z from 'zod/mini';
import { defineApplicationKind } from '../applications/kind';
import { newReference, referenceResultSchema } from '../applications/reference';
import {
  ELIGIBILITY_QUESTIONS,
  FOCUS_AREAS,
  FUNDING_ROUND,
  GRANT_REFERENCE_PREFIX,
  TEXT_LIMITS,
} from './data';
import type { EligibilityQuestion } from './data';
import {
  abnProblem,
  amountProblem,
  descriptionProblem,
  projectStartProblem,
  roundProblem,
  textProblem,
} from './rules';
import { realIsoDate } from '../applications/iso-date';

/** Text that is required and has a limit; its length is the rules' to judge, with a message that says by how much. */
const requiredText = (name: string) =>
  z.string({ error: `${name} is required` }).check(z.regex(/\S/, { error: `${name} is required` }));

/** Every eligibility question, answered yes: an organisation that answers no is told why before it applies. */
const eligibilitySchema = z.object(
  Object.fromEntries(
    ELIGIBILITY_QUESTIONS.map((question) => [
      question,
      z.literal(true, { error: `eligibility.${question} must be true: only eligible organisations apply` }),
    ]),
  ) as Record<EligibilityQuestion, z.ZodMiniLiteral<true>>,
);

export const foundationAnswersSchema = z.object(
  {
    roundId: z.literal(FUNDING_ROUND.id, { error: `roundId must be ${FUNDING_ROUND.id}, the open round` }),
    eligibility: eligibilitySchema,
    organisation: z.object({
      name: requiredText('organisation.name'),
      abn: z
        .string()
        .check(z.regex(/^\d{11}$/, { error: 'organisation.abn must be 11 digits, without spaces' })),
      contactFirstName: requiredText('organisation.contactFirstName'),
      contactLastName: requiredText('organisation.contactLastName'),
    }),
    project: z.object({
      title: requiredText('project.title'),
      description: requiredText('project.description'),
      amount: z.int({ error: 'project.amount must be whole dollars' }),
      startDate: z
        .string()
        .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'project.startDate must be a date, yyyy-mm-dd' })),
      focusArea: z.enum(FOCUS_AREAS, { error: `project.focusArea must be one of ${FOCUS_AREAS.join(', ')}` }),
    }),
  },
  { error: 'Send the application’s answers' },
);

export type FoundationAnswers = z.output<typeof foundationAnswersSchema>;

/** What the shape cannot say, in the order the application asks it; the first problem, or null. */
export function foundationProblem(answers: FoundationAnswers, today: CalendarDate): string | null {
  const round = FUNDING_ROUND;
  const closed = roundProblem(round, today);
  if (closed) return closed;
  const { organisation, project } = answers;
  const checks: [string, string | null][] = [
    ['organisation.name', textProblem(organisation.name, TEXT_LIMITS.organisationName, 'is required')],
    ['organisation.abn', abnProblem(organisation.abn)],
    [
      'organisation.contactFirstName',
      textProblem(organisation.contactFirstName, TEXT_LIMITS.contactName, 'is required'),
    ],
    [
      'organisation.contactLastName',
      textProblem(organisation.contactLastName, TEXT_LIMITS.contactName, 'is required'),
    ],
    ['project.title', textProblem(project.title, TEXT_LIMITS.projectTitle, 'is required')],
    ['project.description', descriptionProblem(project.description)],
    ['project.amount', amountProblem(String(project.amount), round)],
  ];
  for (const [field, problem] of checks) if (problem) return `${field}: ${problem}`;
  const start = realIsoDate(project.startDate);
  if (!start) return 'project.startDate is not a real date';
  const startProblem = projectStartProblem(start, round);
  if (startProblem) return `project.startDate: ${startProblem}`;
  if (!round.focusAreas.includes(project.focusArea))
    return 'project.focusArea is not a focus area of this round';
  return null;
}

export const foundationApplicationKind = defineApplicationKind({
  kind: 'foundation-application',
  noun: 'application',
  answersSchema: foundationAnswersSchema,
  resultSchema: referenceResultSchema(GRANT_REFERENCE_PREFIX),
  problem: foundationProblem,
  result: () => ({ reference: newReference(GRANT_REFERENCE_PREFIX) }),
});
