import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { emptyAnswers } from './journey';
import type { AdultAnswers, JourneyAnswers } from './journey';
import { furthestOpenStep, quoteAnswers, stepProblems } from './journey-rules';

const today = parseDate('2026-11-23');
const adult = (
  dateOfBirth: string,
  heldCover: '' | 'yes' | 'no' = '',
  extra: Partial<AdultAnswers> = {},
): AdultAnswers => ({
  dateOfBirth,
  heldCover,
  coverStarted: '',
  medicareRegistered: '',
  coveredAtBaseDay: '',
  yearsWithoutCover: '',
  ...extra,
});

const single: JourneyAnswers = {
  ...emptyAnswers,
  cover: 'single',
  locationBy: 'state',
  state: 'VIC',
  adults: [adult('12/04/1985', 'no', { coveredAtBaseDay: 'no' }), adult('')],
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

  it('needs a cover history for each adult: whether held now, since when, and their base day once past it', () => {
    expect(fields({ ...single, adults: [adult('12/04/1985'), adult('')] }, 'lifetime-health-cover')).toEqual([
      'held-cover-0',
      'covered-at-base-day-0',
    ]);
    const held = (coverStarted: string, extra: Partial<AdultAnswers> = { coveredAtBaseDay: 'no' }) => ({
      ...single,
      adults: [adult('12/04/1985', 'yes', { coverStarted, ...extra }), adult('')] as JourneyAnswers['adults'],
    });
    const message = (answers: JourneyAnswers) =>
      stepProblems('lifetime-health-cover', answers, today)[0]?.message;
    expect(message(held(''))).toBe('Enter the month and year the cover started.');
    expect(message(held('2019'))).toBe('Enter the month and year as mm/yyyy, such as 08/2019.');
    expect(message(held('13/2019'))).toBe('Enter the month and year as mm/yyyy, such as 08/2019.');
    expect(message(held('12/2026'))).toBe('That month has not come yet.');
    expect(message(held('03/1985'))).toBe('That month is before the date of birth.');
    expect(stepProblems('lifetime-health-cover', held('11/2026'), today)).toEqual([]);
    expect(message(held('08/2019', { coveredAtBaseDay: 'yes' }))).toBe('Choose about how long, in all.');
    expect(
      stepProblems(
        'lifetime-health-cover',
        held('08/2019', { coveredAtBaseDay: 'yes', yearsWithoutCover: '4' }),
        today,
      ),
    ).toEqual([]);
    // Base day 1 July 2016: ten whole years since, so 31 years without cover cannot be.
    const tooLong = held('08/2019', { coveredAtBaseDay: 'yes', yearsWithoutCover: '31' });
    expect(message(tooLong)).toBe('That is longer than the time since 1 July 2016.');
    expect(quoteAnswers(tooLong, today)).toBeNull();
  });

  it('never asks someone before their base day (under 31) about it, nor someone born by 1 July 1934 anything', () => {
    // 30, base day 1 July 2027.
    expect(
      fields({ ...single, adults: [adult('01/03/1996', 'no'), adult('')] }, 'lifetime-health-cover'),
    ).toEqual([]);
    expect(fields({ ...single, adults: [adult('01/07/1934'), adult('')] }, 'lifetime-health-cover')).toEqual(
      [],
    );
    // Moved here after 31 and registered with Medicare in March 2026: base day 1 March 2027, not yet.
    const arrived = adult('01/01/1980', 'no', { medicareRegistered: '03/2026' });
    expect(fields({ ...single, adults: [arrived, adult('')] }, 'lifetime-health-cover')).toEqual([]);
  });

  it('gives the pricing module each adult’s history in its shape', () => {
    const history = adult('12/04/1985', 'yes', {
      coverStarted: '8/2019',
      coveredAtBaseDay: 'yes',
      yearsWithoutCover: '4',
      medicareRegistered: '',
    });
    expect(quoteAnswers({ ...single, adults: [history, adult('')] }, today)?.adults).toEqual([
      {
        dateOfBirth: '1985-04-12',
        heldHospitalCover: true,
        coverStarted: '2019-08',
        coveredAtBaseDay: true,
        yearsWithoutCover: 4,
      },
    ]);
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
