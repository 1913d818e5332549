// Lifetime Health Cover at every edge, with a fixed clock: the day before, on and after each boundary. Worked
// examples from the Department of Health's pages for insurers (age 40: 20%, age 50: 40%, at most 70%; a couple
// pays the average) and the rules each function quotes.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  baseDay,
  combinedLoadingPercent,
  lhcAge,
  lhcLoadingPercent,
  loadingForAge,
  loadingForDaysWithoutCover,
  yearsSinceBaseDay,
} from './lhc';
import type { AdultCover } from './lhc';

const day = parseDate;
const never = (dateOfBirth: string, extra: Partial<AdultCover> = {}): AdultCover => ({
  dateOfBirth,
  heldHospitalCover: false,
  ...extra,
});
const held = (dateOfBirth: string, coverStarted: string, extra: Partial<AdultCover> = {}): AdultCover => ({
  dateOfBirth,
  heldHospitalCover: true,
  coverStarted,
  ...extra,
});

describe('the base day', () => {
  it.each([
    ['1990-03-01', '2021-07-01'],
    ['1990-06-30', '2021-07-01'],
    // Born on 1 July: the 1 July following the 31st birthday is the 32nd birthday.
    ['1990-07-01', '2022-07-01'],
    ['1990-07-02', '2022-07-01'],
    ['1990-12-31', '2022-07-01'],
    // Lifetime Health Cover began on 1 July 2000: no base day is earlier.
    ['1960-03-15', '2000-07-01'],
    ['1969-06-30', '2000-07-01'],
    ['1969-07-01', '2001-07-01'],
  ])('of someone born %s is %s', (birth, base) => {
    expect(baseDay(day(birth)).toString()).toBe(base);
  });
});

describe('the loading of someone taking out cover on a day', () => {
  it.each([
    ['1990-03-01', '2021-06-30', 0],
    ['1990-03-01', '2021-07-01', 2],
    ['1990-03-01', '2022-06-30', 2],
    ['1990-03-01', '2022-07-01', 4],
    // Born on 1 July: a year younger than the birthday says, the same 2% as everyone on their base day.
    ['1990-07-01', '2022-06-30', 0],
    ['1990-07-01', '2022-07-01', 2],
    ['1990-07-01', '2023-06-30', 2],
    ['1990-07-01', '2023-07-01', 4],
    ['1990-07-01', '2025-08-15', 8],
    // The Department's examples: 40 on the 1 July before, 20%; 50, 40%.
    ['1985-01-01', '2025-08-01', 20],
    ['1975-01-01', '2025-08-01', 40],
  ])('born %s, on %s: %i%%', (birth, on, percent) => {
    expect(lhcLoadingPercent(never(birth), day(on))).toBe(percent);
  });

  it('counts the age at the start of the last 1 July (a 1 July birthday not yet had)', () => {
    expect(lhcAge(day('1990-07-01'), day('2025-07-01'))).toBe(34);
    expect(lhcAge(day('1990-06-30'), day('2025-07-01'))).toBe(35);
    expect(lhcAge(day('1990-07-02'), day('2025-07-01'))).toBe(34);
  });

  it('stops at 70%: an LHC age of 64 is 68%, 65 and over 70%', () => {
    expect([64, 65, 66, 90].map(loadingForAge)).toEqual([68, 70, 70, 70]);
    expect(lhcLoadingPercent(never('1950-01-01'), day('2025-08-01'))).toBe(70);
  });
});

describe('someone whose 31st birthday came before Lifetime Health Cover began', () => {
  it('was covered or not on 1 July 2000, their base day', () => {
    expect(
      lhcLoadingPercent(
        never('1960-03-15', { coveredAtBaseDay: true, yearsWithoutCover: 0 }),
        day('2026-11-26'),
      ),
    ).toBe(0);
    // Not covered then: the age they take out cover at, 66 on the last 1 July: the 70% cap.
    expect(lhcLoadingPercent(never('1960-03-15'), day('2026-11-26'))).toBe(70);
    expect(yearsSinceBaseDay(never('1960-03-15'), day('2026-11-26'))).toBe(26);
  });
});

describe('people born on or before 1 July 1934', () => {
  it.each([
    ['1934-06-30', 0],
    ['1934-07-01', 0],
    ['1934-07-02', 70],
  ])('born %s: %i%%', (birth, percent) => {
    expect(lhcLoadingPercent(never(birth), day('2026-11-26'))).toBe(percent);
  });
});

describe('held cover: the loading set when it started, removed after 10 continuous years', () => {
  it('is fixed at the LHC age of the month it started', () => {
    // Started August 2015, aged 39 on 1 July 2015: 18%.
    expect(lhcLoadingPercent(held('1976-01-01', '2015-08'), day('2025-08-01'))).toBe(18);
    // Started before the base day: none.
    expect(lhcLoadingPercent(held('1990-03-01', '2021-06'), day('2025-08-01'))).toBe(0);
    expect(lhcLoadingPercent(held('1990-03-01', '2021-07'), day('2025-08-01'))).toBe(2);
  });

  it.each([
    ['2025-08-30', 18],
    ['2025-08-31', 0],
    ['2025-09-01', 0],
  ])('counts the 10 years from the month it started (August 2015), on %s: %i%%', (on, percent) => {
    expect(lhcLoadingPercent(held('1976-01-01', '2015-08'), day(on))).toBe(percent);
  });

  it('counts from when the cover started, not from ages: 16% stays for the whole 10 years', () => {
    // Took it out in August 2018 at an LHC age of 38; eight birthdays later it is still 16%.
    expect(lhcLoadingPercent(held('1980-01-01', '2018-08'), day('2026-08-01'))).toBe(16);
  });
});

describe('days without cover after the base day', () => {
  it.each([
    [1_094, 0],
    [1_095, 2],
    [1_459, 2],
    [1_460, 4],
    [1_824, 4],
    [1_825, 6],
  ])('%i days: %i%%', (days, percent) => {
    expect(loadingForDaysWithoutCover(days)).toBe(percent);
  });

  it('costs someone covered on their base day nothing for under 3 years away, then 2% a year', () => {
    const back = (years: number) =>
      held('1980-01-01', '2021-03', { coveredAtBaseDay: true, yearsWithoutCover: years });
    expect([0, 2, 3, 4, 5].map((years) => lhcLoadingPercent(back(years), day('2025-08-01')))).toEqual([
      0, 0, 2, 4, 6,
    ]);
    // Counting from the age they came back at (40 on 1 July 2020) would have charged 20%.
    expect(lhcLoadingPercent(held('1980-01-01', '2021-03'), day('2025-08-01'))).toBe(20);
  });
});

describe('new arrivals', () => {
  // Born 1980 (base day 1 July 2011), registered with Medicare in March 2025: base day 1 March 2026.
  const arrived = never('1980-01-01', { medicareRegistered: '2025-03' });
  it.each([
    ['2026-02-28', 0],
    ['2026-03-01', 30],
    ['2026-07-01', 32],
  ])('on %s: %i%%', (on, percent) => {
    expect(lhcLoadingPercent(arrived, day(on))).toBe(percent);
  });

  it('keep their own base day when it is later than a year after registering', () => {
    // Born 1995 (base day 1 July 2026), registered March 2025.
    expect(lhcLoadingPercent(never('1995-01-01', { medicareRegistered: '2025-03' }), day('2026-06-30'))).toBe(
      0,
    );
    expect(lhcLoadingPercent(never('1995-01-01', { medicareRegistered: '2025-03' }), day('2026-07-01'))).toBe(
      2,
    );
  });
});

describe('couples and families', () => {
  it('pay the average of the two loadings', () => {
    const adults = [never('1995-01-01'), never('1980-01-01', { medicareRegistered: '2025-03' })];
    expect(combinedLoadingPercent(adults, day('2026-03-01'))).toBe(15);
    expect(combinedLoadingPercent([never('1975-01-01'), never('1990-07-01')], day('2025-08-15'))).toBe(24);
  });
});
