import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { emptyApplyAnswers } from './journey';
import type { ApplyAnswers } from './journey';
import {
  foundationApplicationAnswers,
  furthestOpenStep,
  notEligibleFor,
  stepProblems,
} from './journey-rules';

const today = parseDate('2026-11-26');

const complete: ApplyAnswers = {
  ...emptyApplyAnswers,
  eligibility: {
    'not-for-profit': 'yes',
    'in-australia': 'yes',
    'health-and-wellbeing': 'yes',
    'amount-in-range': 'yes',
  },
  organisationName: 'Riverbend Youth Services',
  abn: '51 824 753 556',
  contactFirstName: 'Priya',
  contactLastName: 'Shah',
  projectTitle: 'Peer support in regional schools',
  description: 'Year 10 students trained as peer supporters run weekly drop-in sessions.',
  amount: '$45,000',
  startDate: '01/07/2027',
  focusArea: 'youth-mental-health',
};

const messages = (step: Parameters<typeof stepProblems>[0], answers: ApplyAnswers, on = today) =>
  stepProblems(step, answers, on).map((problem) => `${problem.field}: ${problem.message}`);

describe('the funding application’s steps', () => {
  it('asks every eligibility question, and a no is why the organisation cannot apply', () => {
    expect(messages('eligibility', emptyApplyAnswers)).toHaveLength(4);
    expect(messages('eligibility', emptyApplyAnswers)[0]).toBe(
      'eligibility-not-for-profit: Answer yes or no: Is your organisation a registered charity or a not-for-profit?',
    );
    const notInAustralia = {
      ...complete,
      eligibility: { ...complete.eligibility, 'in-australia': 'no' as const },
    };
    expect(notEligibleFor(notInAustralia)).toEqual(['in-australia']);
    expect(messages('eligibility', notInAustralia)).toEqual([
      'eligibility-in-australia: This round funds projects delivered in Australia by organisations with an ABN.',
    ]);
    expect(furthestOpenStep(notInAustralia, today)).toBe(0);
  });

  it('asks nothing while the round is closed, and says so', () => {
    expect(messages('eligibility', complete, parseDate('2027-02-27'))).toEqual([
      'round: The 2027 community health round closed on 26 February 2027. Contact us to hear when the next round opens.',
    ]);
  });

  it('checks the organisation’s ABN and asks for its names', () => {
    expect(messages('organisation', { ...complete, organisationName: ' ', abn: '51 824 753 557' })).toEqual([
      'organisation-name: Enter your organisation’s name.',
      'abn: That is not a valid ABN: a digit may be wrong or two swapped. Check it on ABN Lookup (abr.business.gov.au).',
    ]);
  });

  it('checks the project’s description, amount and start date against the round', () => {
    expect(
      messages('project', {
        ...complete,
        description: 'a'.repeat(1_501),
        amount: '150,001',
        startDate: '30/06/2027',
        focusArea: '',
      }),
    ).toEqual([
      'description: Shorten this to 1,500 characters or fewer: it is 1,501 now.',
      'amount: Ask for an amount from $20,000 to $150,000: grants in this round are in that range.',
      'start-date: Projects in this round start between 1 July 2027 and 31 December 2027. Choose a start date in that time.',
      'focus-area: Choose the focus area the project is in.',
    ]);
  });

  it('turns complete answers into the service’s shape: whole dollars, the ABN without spaces, ISO dates', () => {
    expect(furthestOpenStep(complete, today)).toBe(3);
    const answers = foundationApplicationAnswers(complete, today);
    expect(answers?.organisation.abn).toBe('51824753556');
    expect(answers?.project).toMatchObject({ amount: 45_000, startDate: '2027-07-01' });
    expect(foundationApplicationAnswers({ ...complete, amount: '' }, today)).toBeNull();
  });
});
