// The sign-up's kind as the server uses it: the shape it accepts, what the shape cannot say, and the reference.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { planManagementSignUpKind } from './application';
import type { PlanManagementAnswers } from './application';

const today = parseDate('2026-11-26');

const answers: PlanManagementAnswers = {
  participant: {
    firstName: 'Ada',
    lastName: 'Nguyen',
    dateOfBirth: '1990-04-12',
    ndisNumber: '430123456',
    address: { line: '12 Example Street', locality: 'Fitzroy', state: 'VIC', postcode: '3065' },
  },
  applicant: { role: 'participant' },
  plan: { start: '2026-07-01', end: '2027-06-30', budgets: ['core', 'capacity-building'] },
  consent: { agreed: true, version: '2026-11' },
};

const parse = (value: unknown) => planManagementSignUpKind.answersSchema.safeParse(value);
const problem = (change: (copy: PlanManagementAnswers) => void) => {
  const copy = structuredClone(answers);
  change(copy);
  return planManagementSignUpKind.problem(copy, today);
};

describe('the plan management sign-up kind', () => {
  it('is an application, with complete answers accepted as they are', () => {
    expect(planManagementSignUpKind.kind).toBe('plan-management-sign-up');
    expect(planManagementSignUpKind.noun).toBe('application');
    expect(parse(answers).success).toBe(true);
    expect(planManagementSignUpKind.problem(answers, today)).toBeNull();
  });

  it('takes the NDIS number without spaces, nine digits from 43', () => {
    const withNumber = (ndisNumber: string) => ({
      ...answers,
      participant: { ...answers.participant, ndisNumber },
    });
    expect(parse(withNumber('430 123 456')).success).toBe(false);
    expect(parse(withNumber('530123456')).success).toBe(false);
    expect(parse(withNumber('43012345')).success).toBe(false);
    expect(parse(withNumber('439999999')).success).toBe(true);
  });

  it('needs the consent agreed, in the current words’ version', () => {
    expect(
      parse({ ...answers, consent: { agreed: false, version: '2026-11' } }).error?.issues[0]?.message,
    ).toBe('consent.agreed must be true: the plan manager consent is required');
    expect(parse({ ...answers, consent: { agreed: true, version: '2020-01' } }).success).toBe(false);
  });

  it('needs at least one budget and a known role', () => {
    expect(parse({ ...answers, plan: { ...answers.plan, budgets: [] } }).success).toBe(false);
    expect(parse({ ...answers, applicant: { role: 'friend' } }).success).toBe(false);
  });

  it('says what the shape cannot: real dates, who applies, the plan’s dates', () => {
    expect(problem((a) => (a.participant.dateOfBirth = '1990-02-30'))).toBe(
      'participant.dateOfBirth is not a real date',
    );
    expect(problem((a) => (a.participant.dateOfBirth = '2026-11-27'))).toBe(
      'participant.dateOfBirth: A date of birth cannot be in the future.',
    );
    expect(problem((a) => (a.applicant = { role: 'nominee' }))).toBe(
      'applicant.firstName and applicant.lastName are required',
    );
    expect(problem((a) => (a.applicant = { role: 'nominee', firstName: 'Sam', lastName: 'Lee' }))).toBeNull();
    expect(problem((a) => (a.applicant = { role: 'participant', firstName: 'Sam', lastName: 'Lee' }))).toBe(
      'applicant names are only for someone applying for the participant',
    );
    expect(problem((a) => (a.participant.dateOfBirth = '2010-01-01'))).toMatch(
      /^applicant.role: A participant under 18/,
    );
    expect(problem((a) => (a.plan.end = '2026-11-25'))).toMatch(/^plan.end: This plan has already ended/);
    expect(problem((a) => (a.plan.start = '2027-05-27'))).toMatch(/^plan.start: We can sign up plans/);
    expect(problem((a) => (a.plan.end = '2031-07-02'))).toMatch(
      /^plan.end: NDIS plans run for at most 5 years/,
    );
    expect(problem((a) => (a.plan.budgets = ['core', 'core']))).toBe('plan.budgets has a budget twice');
  });

  it('gives a saved sign-up a fresh reference that its result schema accepts', () => {
    const first = planManagementSignUpKind.result(answers, today);
    const second = planManagementSignUpKind.result(answers, today);
    expect(first.reference).toMatch(/^TPM-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(first.reference).not.toBe(second.reference);
    expect(planManagementSignUpKind.resultSchema.safeParse(first).success).toBe(true);
    expect(planManagementSignUpKind.resultSchema.safeParse({ reference: 'LFA-2345-6789' }).success).toBe(
      false,
    );
  });
});
