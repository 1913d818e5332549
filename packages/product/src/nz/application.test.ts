// The 'nz-quote' kind as the server uses it: the shape it accepts, the problems the shape cannot say, and the
// breakdown it stores, which its own schema accepts.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { APPLICATION_KINDS, applicationKind } from '../applications';
import { nzQuoteKind } from './application';

const today = parseDate('2026-11-26');
const valid = {
  cover: 'me-and-children',
  adults: [{ age: 45, smoker: false }],
  children: [{ age: 12, studying: false }],
  planId: 'hospital-essentials',
  excess: 1000,
};

describe('the nz-quote kind', () => {
  it('is registered as a quote', () => {
    expect(APPLICATION_KINDS).toContain(nzQuoteKind);
    expect(applicationKind('nz-quote')).toMatchObject({ kind: 'nz-quote', noun: 'quote' });
  });

  it('accepts valid answers and stores a breakdown its result schema accepts', () => {
    const answers = nzQuoteKind.answersSchema.parse(valid);
    expect(nzQuoteKind.problem(answers, today)).toBeNull();
    const result = nzQuoteKind.result(answers, today);
    expect(nzQuoteKind.resultSchema.parse(result)).toEqual(result);
    // 45-49: $72 less 25% = $54.00; a child $16 less 25% = $12.00.
    expect(result).toMatchObject({ currency: 'NZD', monthly: 66, annually: 792, fortnightly: 30.46 });
  });

  it.each([
    [{ ...valid, excess: 750 }, 'excess must be one of 0, 250, 500, 1000, 2000'],
    [{ ...valid, planId: 'gold' }, 'planId must be one of'],
    [{ ...valid, cover: 'couple' }, 'cover must be one of'],
    [{ ...valid, adults: [{ age: 45.5, smoker: false }] }, 'adults[].age must be a whole number of years'],
    [{ ...valid, adults: [{ age: 45 }] }, 'adults[].smoker must be true or false'],
    [{ ...valid, state: 'NSW', rebate: true }, null],
  ])('checks the shape: %j', (body, message) => {
    const parsed = nzQuoteKind.answersSchema.safeParse(body);
    if (message === null) {
      // Unknown fields (an Australian state or rebate) are not part of an NZ quote and are dropped.
      expect(parsed.success).toBe(true);
      expect(parsed.data).not.toHaveProperty('state');
      return;
    }
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message).join(' ')).toContain(message);
  });

  it('says what the shape cannot: a child past the age limit', () => {
    const answers = nzQuoteKind.answersSchema.parse({ ...valid, children: [{ age: 21, studying: false }] });
    expect(nzQuoteKind.problem(answers, today)).toBe(
      'each child must be under 21, or under 25 and studying full-time',
    );
  });
});
