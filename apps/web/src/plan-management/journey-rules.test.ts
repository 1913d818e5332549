import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { emptySignUpAnswers } from './journey';
import type { SignUpAnswers } from './journey';
import { furthestOpenStep, signUpApplication, stepProblems, withManualAddress } from './journey-rules';

const today = parseDate('2026-11-26');

const complete: SignUpAnswers = {
  ...emptySignUpAnswers,
  firstName: 'Ada',
  lastName: 'Nguyen',
  dateOfBirth: '12/04/1990',
  ndisNumber: '430 123 456',
  address: {
    RecordId: '1',
    AddressLine: '12 Example Street',
    Locality: 'FITZROY',
    State: 'VIC',
    Postcode: '3065',
  },
  role: 'participant',
  planStart: '01/07/2026',
  planEnd: '30/06/2027',
  budgets: ['core'],
  consent: true,
};

const messages = (step: Parameters<typeof stepProblems>[0], answers: SignUpAnswers) =>
  stepProblems(step, answers, today).map((problem) => `${problem.field}: ${problem.message}`);

describe('the plan management sign-up’s steps', () => {
  it('asks for everything about the participant, in the order of the form', () => {
    expect(messages('participant', emptySignUpAnswers)).toEqual([
      'first-name: Enter the participant’s first name.',
      'last-name: Enter the participant’s last name.',
      'date-of-birth: Enter the participant’s date of birth.',
      'ndis-number: Enter the participant’s NDIS number.',
      'address: Choose the participant’s street address from the list, or enter it by hand.',
    ]);
    expect(furthestOpenStep(emptySignUpAnswers, today)).toBe(0);
  });

  it('says what is wrong with a typed date, an NDIS number and an address without a street', () => {
    const answers = {
      ...complete,
      dateOfBirth: '31/02/1990',
      ndisNumber: '530 123 456',
      address: { ...complete.address!, AddressLine: '' },
    };
    expect(messages('participant', answers)).toEqual([
      'date-of-birth: Enter a real date, as dd/mm/yyyy.',
      'ndis-number: NDIS numbers start with 43. Check the number on the participant’s NDIS letters.',
      'address: Choose the participant’s street address from the list, or enter it by hand.',
    ]);
    expect(withManualAddress(stepProblems('participant', answers, today)).at(-1)?.message).toBe(
      'Enter the participant’s full address: street, suburb, state and postcode.',
    );
  });

  it('takes a name of 100 characters, and asks for a longer one to be shortened, as the service would refuse it', () => {
    const long = 'A'.repeat(5000);
    expect(messages('participant', { ...complete, firstName: 'A'.repeat(100) })).toEqual([]);
    expect(messages('participant', { ...complete, firstName: 'A'.repeat(101), lastName: long })).toEqual([
      'first-name: Shorten the participant’s first name to 100 characters or fewer (it has 101).',
      'last-name: Shorten the participant’s last name to 100 characters or fewer (it has 5000).',
    ]);
    expect(
      messages('applicant', {
        ...complete,
        role: 'nominee',
        applicantFirstName: long,
        applicantLastName: 'Li',
      }),
    ).toEqual(['applicant-first-name: Shorten your first name to 100 characters or fewer (it has 5000).']);
  });

  it('asks who applies, and the name of someone applying for the participant', () => {
    expect(messages('applicant', { ...complete, role: '' })).toEqual([
      'role: Choose who is filling in this form.',
    ]);
    expect(messages('applicant', { ...complete, role: 'nominee' })).toEqual([
      'applicant-first-name: Enter your first name.',
      'applicant-last-name: Enter your last name.',
    ]);
    expect(messages('applicant', { ...complete, dateOfBirth: '27/11/2008' })).toEqual([
      'role: A participant under 18 signs up through a parent or guardian. Choose ‘A parent or guardian’ and give their name.',
    ]);
    expect(messages('applicant', { ...complete, dateOfBirth: '26/11/2008' })).toEqual([]);
  });

  it('checks the plan’s dates once both are real dates, and asks for a budget', () => {
    expect(messages('plan', { ...complete, planStart: '', planEnd: '', budgets: [] })).toEqual([
      'plan-start: Enter the date the plan starts.',
      'plan-end: Enter the date the plan ends (its reassessment due date).',
      'budgets: Choose at least one budget for us to manage. Your plan says which budgets are plan-managed.',
    ]);
    expect(messages('plan', { ...complete, planEnd: '25/11/2026' })).toEqual([
      'plan-end: This plan has already ended. Enter the dates of the participant’s current plan, or of their new plan if it has been approved.',
    ]);
    expect(messages('plan', { ...complete, planEnd: '26/11/2026' })).toEqual([]);
  });

  it('needs the consent ticked', () => {
    expect(messages('consent', { ...complete, consent: false })).toEqual([
      'consent: Tick the box to give your consent: we cannot manage the plan without it.',
    ]);
  });

  it('turns complete answers into the service’s shape: ISO dates, the NDIS number without spaces', () => {
    expect(furthestOpenStep(complete, today)).toBe(4);
    expect(signUpApplication(complete, today)).toEqual({
      participant: {
        firstName: 'Ada',
        lastName: 'Nguyen',
        dateOfBirth: '1990-04-12',
        ndisNumber: '430123456',
        address: { line: '12 Example Street', locality: 'FITZROY', state: 'VIC', postcode: '3065' },
      },
      applicant: { role: 'participant' },
      plan: { start: '2026-07-01', end: '2027-06-30', budgets: ['core'] },
      consent: { agreed: true, version: '2026-11' },
    });
    expect(signUpApplication({ ...complete, consent: false }, today)).toBeNull();
  });
});
