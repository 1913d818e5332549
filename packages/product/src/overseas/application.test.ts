// The overseas quote kind: the answers' shape the service checks, and `problem` at each rule's edges on a fixed day.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseAnswers } from '../applications/schema';
import { overseasQuoteKind } from './application';
import type { OverseasAnswers } from './pricing';

const today = parseDate('2026-11-26');
const answers = (overrides: Partial<OverseasAnswers> = {}): OverseasAnswers => ({
  coverType: 'student',
  subclass: '500',
  who: 'single',
  arrival: '2027-02-15',
  months: 12,
  level: 'essentials',
  ...overrides,
});
const problem = (overrides: Partial<OverseasAnswers>) => overseasQuoteKind.problem(answers(overrides), today);

describe('overseas-quote kind', () => {
  it('is a quote of kind overseas-quote', () => {
    expect(overseasQuoteKind.kind).toBe('overseas-quote');
    expect(overseasQuoteKind.noun).toBe('quote');
  });

  it('accepts complete answers and works out their price', () => {
    expect(problem({})).toBeNull();
    const result = overseasQuoteKind.result(answers(), today);
    expect(result.total).toBe(628.8);
    expect(z.safeParse(overseasQuoteKind.resultSchema, result).success).toBe(true);
  });

  it('says which field has the wrong shape', () => {
    expect(parseAnswers(overseasQuoteKind, { ...answers(), coverType: 'tourist' })).toEqual({
      problem: 'coverType: coverType must be one of student, working, visitor',
    });
    expect(parseAnswers(overseasQuoteKind, { ...answers(), arrival: '15/02/2027' })).toEqual({
      problem: 'arrival: arrival must be a date, yyyy-mm-dd',
    });
    expect(parseAnswers(overseasQuoteKind, { ...answers(), months: 1.5 })).toEqual({
      problem: 'months: months must be a whole number',
    });
    expect(parseAnswers(overseasQuoteKind, { ...answers(), subclass: 'abc' })).toMatchObject({
      problem: expect.stringContaining('subclass must be a visa subclass'),
    });
  });

  it('refuses a subclass of another cover type, and a missing one where it matters', () => {
    expect(problem({ subclass: '482' })).toBe('student cover is for visa subclasses 500, 590 only');
    expect(problem({ subclass: '' })).toBe('student cover needs a visa subclass: one of 500, 590');
    expect(problem({ coverType: 'working', subclass: '' })).toMatch(/^working cover needs a visa subclass/);
    expect(problem({ coverType: 'working', subclass: '500' })).toMatch(
      /^working cover is for visa subclasses 482/,
    );
    expect(problem({ coverType: 'visitor', subclass: '' })).toBeNull();
  });

  it('refuses an arrival date that is not real', () => {
    expect(problem({ arrival: '2027-02-30' })).toBe('arrival is not a real date');
  });

  it('takes an arrival from 7 days ago to 365 days ahead, and no further either way', () => {
    expect(problem({ arrival: '2026-11-18' })).toBe('arrival can be at most 7 days ago');
    expect(problem({ arrival: '2026-11-19' })).toBeNull();
    expect(problem({ arrival: '2027-11-26' })).toBeNull();
    expect(problem({ arrival: '2027-11-27' })).toBe('arrival can be at most 365 days ahead');
  });

  it('takes the cover type’s length range only', () => {
    expect(problem({ months: 0 })).toBe('student cover is for 1 to 66 months');
    expect(problem({ months: 1 })).toBeNull();
    expect(problem({ months: 66 })).toBeNull();
    expect(problem({ months: 67 })).toBe('student cover is for 1 to 66 months');
    expect(problem({ coverType: 'working', subclass: '482', months: 49 })).toBe(
      'working cover is for 1 to 48 months',
    );
  });

  it('takes an address only once arrived: on the arrival day, not the day before it', () => {
    expect(problem({ arrival: '2026-11-26', address: '1 George St, Sydney NSW 2000' })).toBeNull();
    expect(problem({ arrival: '2026-11-27', address: '1 George St, Sydney NSW 2000' })).toMatch(
      /^address is given once arrived/,
    );
    expect(problem({ arrival: '2026-11-27' })).toBeNull();
  });
});
