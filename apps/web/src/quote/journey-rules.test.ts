import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { emptyAnswers } from './journey';
import type { JourneyAnswers } from './journey';
import { furthestOpenStep, quoteAnswers, stepProblems } from './journey-rules';

const today = parseDate('2026-11-23');
const adult = (dateOfBirth: string, heldCover: '' | 'yes' | 'no' = '', coverSinceAge = '') => ({
  dateOfBirth,
  heldCover,
  coverSinceAge,
});

const single: JourneyAnswers = {
  ...emptyAnswers,
  cover: 'single',
  locationBy: 'state',
  state: 'VIC',
  adults: [adult('12/04/1985', 'no'), adult('')],
  income: 'base',
  productId: 'hospital-gold',
};

const fields = (answers: JourneyAnswers, step: Parameters<typeof stepProblems>[0]) =>
  stepProblems(step, answers, today).map((problem) => problem.field);

describe('the quote journey’s rules', () => {
  it('asks for everything on the first step, in the order of the form', () => {
    expect(stepProblems('welcome', emptyAnswers, today).map((problem) => problem.message)).toEqual([
      'Choose who the cover is for.',
      'Choose your address from the list, or choose your state instead.',
      'Enter your date of birth.',
    ]);
    expect(furthestOpenStep(emptyAnswers, today)).toBe(0);
  });

  it('needs a partner’s date of birth for a couple, and children for a family', () => {
    expect(fields({ ...single, cover: 'couple' }, 'welcome')).toEqual(['date-of-birth-1']);
    expect(
      fields({ ...single, cover: 'family', adults: [adult('12/04/1985'), adult('01/01/1986')] }, 'welcome'),
    ).toEqual(['children']);
  });

  it('refuses impossible, future, too young and too old dates', () => {
    const message = (dateOfBirth: string) =>
      stepProblems('welcome', { ...single, adults: [adult(dateOfBirth), adult('')] }, today)[0]?.message;
    expect(message('31/02/1990')).toBe('Enter a real date, as dd/mm/yyyy.');
    expect(message('01/01/2030')).toBe('A date of birth cannot be in the future.');
    expect(message('01/01/2015')).toBe('Adults on a policy are 18 or older.');
    expect(message('01/01/1890')).toBe('Check the year of birth.');
    // 18 today.
    expect(message('23/11/2008')).toBeUndefined();
  });

  it('needs a cover history for each adult, with an age they have reached', () => {
    expect(fields({ ...single, adults: [adult('12/04/1985'), adult('')] }, 'lifetime-health-cover')).toEqual([
      'held-cover-0',
    ]);
    const since = (age: string) => ({
      ...single,
      adults: [adult('12/04/1985', 'yes', age), adult('')] as JourneyAnswers['adults'],
    });
    expect(stepProblems('lifetime-health-cover', since(''), today)[0]?.message).toBe(
      'Enter the age the cover started at.',
    );
    expect(stepProblems('lifetime-health-cover', since('3x'), today)[0]?.message).toBe(
      'Enter the age in whole years, such as 32.',
    );
    expect(stepProblems('lifetime-health-cover', since('60'), today)[0]?.message).toBe(
      'That age is older than the age given on the first step.',
    );
    expect(stepProblems('lifetime-health-cover', since('35'), today)).toEqual([]);
  });

  it('opens a step once those before it are complete, and gives the answers in the pricing module’s shape', () => {
    expect(furthestOpenStep(single, today)).toBe(4);
    expect(furthestOpenStep({ ...single, income: '' }, today)).toBe(1);
    expect(quoteAnswers(single, today)).toEqual({
      cover: 'single',
      state: 'VIC',
      adults: [{ dateOfBirth: '1985-04-12', heldHospitalCover: false }],
      children: 0,
      income: 'base',
      frequency: 'monthly',
    });
    expect(quoteAnswers({ ...single, income: '' }, today)).toBeNull();
  });

  it('takes the state from the chosen address when the visitor gave one', () => {
    const withAddress: JourneyAnswers = {
      ...single,
      locationBy: 'address',
      address: {
        RecordId: 'x',
        AddressLine: '10 SMITH ST',
        Locality: 'FITZROY',
        State: 'VIC',
        Postcode: '3065',
      },
    };
    expect(quoteAnswers(withAddress, today)?.state).toBe('VIC');
    expect(fields({ ...withAddress, address: null }, 'welcome')).toEqual(['address']);
  });
});
