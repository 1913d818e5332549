import { describe, expect, it } from 'vitest';
import { DEPENDANT_AGE_CEILING, DEPENDANT_AGE_LIMITS, DEPENDANTS_PHRASE, isDependantAge } from './dependants';

describe('who can be a dependant on a family policy', () => {
  it('keeps our fund rules within the law’s ceiling (under 31, Age of Dependants Act 2021)', () => {
    expect(DEPENDANT_AGE_CEILING).toBe(31);
    for (const limit of Object.values(DEPENDANT_AGE_LIMITS)) expect(limit).toBeLessThanOrEqual(31);
  });

  it('covers a child who is not studying until their 22nd birthday, at each boundary', () => {
    expect(isDependantAge(0, { fullTimeStudent: false })).toBe(true);
    expect(isDependantAge(21, { fullTimeStudent: false })).toBe(true);
    expect(isDependantAge(22, { fullTimeStudent: false })).toBe(false);
  });

  it('covers a full-time student until their 31st birthday, and never past the ceiling', () => {
    expect(isDependantAge(30, { fullTimeStudent: true })).toBe(true);
    expect(isDependantAge(31, { fullTimeStudent: true })).toBe(false);
    expect(isDependantAge(-1, { fullTimeStudent: true })).toBe(false);
  });

  it('is said the same way everywhere, from the limits', () => {
    expect(DEPENDANTS_PHRASE).toBe('children under 22 and full-time students under 31');
  });
});
