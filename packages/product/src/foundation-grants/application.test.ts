// The funding application's kind as the server uses it: the shape it accepts, what the shape cannot say (the round
// open on the day, the ABN's check digits, the amount, the start date), and the reference.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { foundationApplicationKind } from './application';
import type { FoundationAnswers } from './application';

const today = parseDate('2026-11-26');

const answers: FoundationAnswers = {
  roundId: '2027-community-health',
  eligibility: {
    'not-for-profit': true,
    'in-australia': true,
    'health-and-wellbeing': true,
    'amount-in-range': true,
  },
  organisation: {
    name: 'Riverbend Youth Services',
    abn: '51824753556',
    contactFirstName: 'Priya',
    contactLastName: 'Shah',
  },
  project: {
    title: 'Peer support in regional schools',
    description: 'Year 10 students trained as peer supporters run weekly drop-in sessions.',
    amount: 45_000,
    startDate: '2027-07-01',
    focusArea: 'youth-mental-health',
  },
};

const parse = (value: unknown) => foundationApplicationKind.answersSchema.safeParse(value);
const problem = (change: (copy: FoundationAnswers) => void, on = today) => {
  const copy = structuredClone(answers);
  change(copy);
  return foundationApplicationKind.problem(copy, on);
};

describe('the foundation application kind', () => {
  it('is an application, with complete answers accepted as they are', () => {
    expect(foundationApplicationKind.kind).toBe('foundation-application');
    expect(foundationApplicationKind.noun).toBe('application');
    expect(parse(answers).success).toBe(true);
    expect(foundationApplicationKind.problem(answers, today)).toBeNull();
  });

  it('takes only eligible organisations: every eligibility answer yes', () => {
    const result = parse({ ...answers, eligibility: { ...answers.eligibility, 'in-australia': false } });
    expect(result.error?.issues[0]?.message).toBe(
      'eligibility.in-australia must be true: only eligible organisations apply',
    );
  });

  it('takes the ABN as 11 digits without spaces, and whole dollars', () => {
    expect(
      parse({ ...answers, organisation: { ...answers.organisation, abn: '51 824 753 556' } }).success,
    ).toBe(false);
    expect(parse({ ...answers, project: { ...answers.project, amount: 45_000.5 } }).success).toBe(false);
    expect(parse({ ...answers, project: { ...answers.project, focusArea: 'sport' } }).success).toBe(false);
    expect(parse({ ...answers, roundId: '2026-community-health' }).success).toBe(false);
  });

  it('takes applications while the round is open only', () => {
    expect(problem(() => undefined, parseDate('2026-11-01'))).toMatch(/opens on 2 November 2026/);
    expect(problem(() => undefined, parseDate('2027-02-26'))).toBeNull();
    expect(problem(() => undefined, parseDate('2027-02-27'))).toMatch(/closed on 26 February 2027/);
  });

  it('says what the shape cannot: the ABN’s check digits, the amount, the start date, the text’s length', () => {
    expect(problem((a) => (a.organisation.abn = '51824753557'))).toMatch(
      /^organisation.abn: That is not a valid ABN/,
    );
    expect(problem((a) => (a.project.amount = 19_999))).toMatch(
      /^project.amount: Ask for an amount from \$20,000/,
    );
    expect(problem((a) => (a.project.amount = 150_000))).toBeNull();
    expect(problem((a) => (a.project.amount = 150_001))).toMatch(/^project.amount:/);
    expect(problem((a) => (a.project.startDate = '2027-06-30'))).toMatch(
      /^project.startDate: Projects in this round/,
    );
    expect(problem((a) => (a.project.startDate = '2027-02-30'))).toBe('project.startDate is not a real date');
    expect(problem((a) => (a.project.description = 'a'.repeat(1_501)))).toBe(
      'project.description: Shorten this to 1,500 characters or fewer: it is 1,501 now.',
    );
    expect(problem((a) => (a.organisation.name = '   '))).toBe('organisation.name: is required');
  });

  it('gives a saved application a fresh reference that its result schema accepts', () => {
    const { reference } = foundationApplicationKind.result(answers, today);
    expect(reference).toMatch(/^LFA-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(foundationApplicationKind.resultSchema.safeParse({ reference }).success).toBe(true);
  });
});
