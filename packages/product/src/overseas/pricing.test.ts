// The overseas quote's price against worked examples: the monthly sample premium for the cover type, level and who
// is covered, times the whole months, with the cover's first and last days. No rebate, no loading.
import { describe, expect, it } from 'vitest';
import { monthlyPrice, overseasPrice } from './pricing';
import type { OverseasAnswers } from './pricing';

const answers = (overrides: Partial<OverseasAnswers> = {}): OverseasAnswers => ({
  coverType: 'student',
  subclass: '500',
  who: 'single',
  arrival: '2027-02-15',
  months: 12,
  level: 'essentials',
  ...overrides,
});

describe('overseas price', () => {
  it('is the monthly price times the months: Student Essentials for one, 12 months, $52.40 × 12 = $628.80', () => {
    expect(overseasPrice(answers())).toEqual({
      productId: 'student-essentials',
      productName: 'Student Essentials',
      monthly: 52.4,
      months: 12,
      start: '2027-02-15',
      end: '2028-02-14',
      total: 628.8,
    });
  });

  it('prices by who is covered: a family on Working Visa Standard for 3 months, $331.90 × 3', () => {
    const price = overseasPrice(
      answers({ coverType: 'working', subclass: '482', who: 'family', level: 'standard', months: 3 }),
    );
    expect(price.monthly).toBe(331.9);
    expect(price.total).toBe(995.7);
    expect(price.end).toBe('2027-05-14');
  });

  it('prices the shortest cover, one month, as one month’s premium', () => {
    const price = overseasPrice(
      answers({ coverType: 'visitor', subclass: '', who: 'couple', level: 'comprehensive', months: 1 }),
    );
    expect(price).toMatchObject({
      productId: 'visitor-comprehensive',
      monthly: 297.8,
      total: 297.8,
      end: '2027-03-14',
    });
  });

  it('prices the longest student cover, 66 months, rounded to cents', () => {
    const price = overseasPrice(answers({ who: 'single-parent', level: 'standard', months: 66 }));
    expect(price.total).toBe(7537.2);
    expect(price.end).toBe('2032-08-14');
  });

  it('gives each level its own monthly price', () => {
    expect(monthlyPrice('working', 'essentials', 'single')).toBe(94.5);
    expect(monthlyPrice('working', 'standard', 'single')).toBe(121.3);
    expect(monthlyPrice('working', 'comprehensive', 'single')).toBe(163.8);
  });

  it('has no rebate or loading in what it keeps', () => {
    expect(Object.keys(overseasPrice(answers())).sort()).toEqual([
      'end',
      'monthly',
      'months',
      'productId',
      'productName',
      'start',
      'total',
    ]);
  });
});
