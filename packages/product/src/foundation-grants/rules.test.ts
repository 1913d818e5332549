// The funding application's rules at every edge, with a fixed clock: ABNs that pass and fail the ATO's check, the
// round's first and last days, the smallest and largest grants, and the project start window's edges.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { FUNDING_ROUND } from './data';
import {
  abnProblem,
  amountProblem,
  compactAbn,
  descriptionProblem,
  eligibilityText,
  parseDollars,
  passesAbnCheck,
  projectStartProblem,
  roundProblem,
  roundState,
} from './rules';

const day = parseDate;

describe('the ABN’s check digits (ATO, Format of the ABN)', () => {
  // The ABR's own example, the fictional group's ABN (brand data), and two valid ABNs from published examples.
  it.each(['51824753556', '37975709775', '53004085616', '11223491505'])('passes %s', (abn) => {
    expect(passesAbnCheck(abn)).toBe(true);
  });

  it.each([
    // The last digit one out, the check digits one out, two digits swapped, all zeros.
    '51824753557',
    '52824753556',
    '51824735556',
    '00000000000',
  ])('fails %s', (abn) => {
    expect(passesAbnCheck(abn)).toBe(false);
  });

  it('works through the ATO’s worked example: 51 824 753 556 gives 534, and 534 = 6 × 89', () => {
    // (5 − 1) × 10 + 1 × 1 + 8 × 3 + 2 × 5 + 4 × 7 + 7 × 9 + 5 × 11 + 3 × 13 + 5 × 15 + 5 × 17 + 6 × 19 = 534.
    expect(40 + 1 + 24 + 10 + 28 + 63 + 55 + 39 + 75 + 85 + 114).toBe(534);
    expect(534 % 89).toBe(0);
  });

  it('is typed with or without spaces and stored without', () => {
    expect(compactAbn(' 51 824 753 556 ')).toBe('51824753556');
    expect(abnProblem('51 824 753 556')).toBeNull();
    expect(abnProblem('51824753556')).toBeNull();
  });

  it.each([
    ['', 'Enter your organisation’s ABN.'],
    ['51-824-753-556', 'Enter the ABN using digits only, such as 51 824 753 556.'],
    ['5182475355', 'An ABN has 11 digits, such as 51 824 753 556. Check the number and try again.'],
    ['518247535561', 'An ABN has 11 digits, such as 51 824 753 556. Check the number and try again.'],
    [
      '51 824 753 557',
      'That is not a valid ABN: a digit may be wrong or two swapped. Check it on ABN Lookup (abr.business.gov.au).',
    ],
  ])('refuses %j', (text, message) => {
    expect(abnProblem(text)).toBe(message);
  });
});

describe('the round', () => {
  it('is open from the day it opens to the day it closes, both included', () => {
    expect(FUNDING_ROUND.opens).toBe('2026-11-02');
    expect(FUNDING_ROUND.closes).toBe('2027-02-26');
    expect(roundState(FUNDING_ROUND, day('2026-11-01'))).toBe('not-yet-open');
    expect(roundState(FUNDING_ROUND, day('2026-11-02'))).toBe('open');
    expect(roundState(FUNDING_ROUND, day('2027-02-26'))).toBe('open');
    expect(roundState(FUNDING_ROUND, day('2027-02-27'))).toBe('closed');
  });

  it('says when it opens, or that it has closed', () => {
    expect(roundProblem(FUNDING_ROUND, day('2026-11-01'))).toBe(
      'The 2027 community health round opens on 2 November 2026. You can apply from then.',
    );
    expect(roundProblem(FUNDING_ROUND, day('2026-11-26'))).toBeNull();
    expect(roundProblem(FUNDING_ROUND, day('2027-02-27'))).toBe(
      'The 2027 community health round closed on 26 February 2027. Contact us to hear when the next round opens.',
    );
  });
});

describe('the amount', () => {
  const outside = 'Ask for an amount from $20,000 to $150,000: grants in this round are in that range.';

  it('reads whole dollars as people type them', () => {
    expect(parseDollars('45000')).toBe(45_000);
    expect(parseDollars('$45,000')).toBe(45_000);
    expect(parseDollars(' 45 000 ')).toBe(45_000);
    expect(parseDollars('45000.50')).toBeNull();
    expect(parseDollars('forty')).toBeNull();
    expect(parseDollars('-5000')).toBeNull();
  });

  it('is from the smallest grant to the largest, both included', () => {
    expect(amountProblem('19999')).toBe(outside);
    expect(amountProblem('20000')).toBeNull();
    expect(amountProblem('20001')).toBeNull();
    expect(amountProblem('149999')).toBeNull();
    expect(amountProblem('150000')).toBeNull();
    expect(amountProblem('150001')).toBe(outside);
  });

  it('asks for an amount, in whole dollars', () => {
    expect(amountProblem('')).toBe('Enter the amount you are asking for.');
    expect(amountProblem('20000.50')).toBe('Enter the amount in whole dollars, such as 45,000.');
  });
});

describe('the project’s start date', () => {
  const message =
    'Projects in this round start between 1 July 2027 and 31 December 2027. Choose a start date in that time.';

  it('is within the round’s start window: the day before, on and after each edge', () => {
    expect(projectStartProblem(day('2027-06-30'))).toBe(message);
    expect(projectStartProblem(day('2027-07-01'))).toBeNull();
    expect(projectStartProblem(day('2027-07-02'))).toBeNull();
    expect(projectStartProblem(day('2027-12-30'))).toBeNull();
    expect(projectStartProblem(day('2027-12-31'))).toBeNull();
    expect(projectStartProblem(day('2028-01-01'))).toBe(message);
  });
});

describe('the description', () => {
  it('is required, and at most 1,500 characters: 1,500 fit, 1,501 do not', () => {
    expect(descriptionProblem('  ')).toBe(
      'Describe the project: what you will do, for whom, and what will change.',
    );
    expect(descriptionProblem('a'.repeat(1_500))).toBeNull();
    expect(descriptionProblem('a'.repeat(1_501))).toBe(
      'Shorten this to 1,500 characters or fewer: it is 1,501 now.',
    );
  });
});

describe('eligibility', () => {
  it('says the round’s range in the amount question and why an answer of no rules an application out', () => {
    expect(eligibilityText('amount-in-range').question).toBe(
      'Is the amount you need from $20,000 to $150,000?',
    );
    expect(eligibilityText('not-for-profit').whyNot).toBe(
      'We can only fund registered charities and not-for-profit organisations.',
    );
  });
});
