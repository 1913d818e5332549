// The NZ quote's pricing rules at every edge (the age before, on and after each boundary), against worked examples
// from the sample data: Hospital and Specialists costs $68.00 a month for a 30-34 year old at $0 excess.
import { describe, expect, it } from 'vitest';
import { NZ_ADULT_BANDS, NZ_EXCESSES, NZ_PLANS } from './data';
import {
  adultBand,
  childCovered,
  nzAnswersProblem,
  nzQuotePrice,
  personPrice,
  studyingMatters,
} from './pricing';
import type { NzQuoteAnswers } from './pricing';

const answers = (overrides: Partial<NzQuoteAnswers> = {}): NzQuoteAnswers => ({
  cover: 'just-me',
  adults: [{ age: 30, smoker: false }],
  children: [],
  planId: 'hospital-and-specialists',
  excess: 0,
  ...overrides,
});

describe('adults’ age bands', () => {
  it.each([
    [17, null],
    [18, '18-24'],
    [19, '18-24'],
    [24, '18-24'],
    [25, '25-29'],
    [29, '25-29'],
    [30, '30-34'],
    [64, '60-64'],
    [65, '65-69'],
    [69, '65-69'],
    [70, '70-74'],
    [74, '70-74'],
    [75, null],
  ])('age %i is in band %s', (age, band) => {
    expect(adultBand(age)).toBe(band);
  });

  it('puts each band’s first age in that band and the age before it in the band before', () => {
    NZ_ADULT_BANDS.forEach((band, index) => {
      expect(adultBand(band.from)).toBe(band.id);
      if (index > 0) expect(adultBand(band.from - 1)).toBe(NZ_ADULT_BANDS[index - 1]!.id);
    });
  });

  it('has no band for an age that is not whole years', () => {
    expect(adultBand(30.5)).toBeNull();
    expect(adultBand(Number.NaN)).toBeNull();
  });

  it('charges every plan more for each older band', () => {
    for (const plan of NZ_PLANS) {
      const prices = NZ_ADULT_BANDS.map((band) => plan.monthly[band.id]);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(prices).size).toBe(prices.length);
    }
  });
});

describe('the child age limit', () => {
  it.each([
    [0, false, true],
    [20, false, true],
    [21, false, false],
    [21, true, true],
    [24, true, true],
    [25, true, false],
    [-1, false, false],
  ])('a child of %i (studying full-time: %s) is covered: %s', (age, studying, covered) => {
    expect(childCovered({ age, studying })).toBe(covered);
  });

  it('asks about study only from 21 to 24', () => {
    expect([20, 21, 24, 25].map(studyingMatters)).toEqual([false, true, true, false]);
  });
});

describe('the smoker loading', () => {
  it('adds 20% to an adult who smokes: $68.00 + $13.60', () => {
    expect(
      personPrice('hospital-and-specialists', 0, { role: 'you', age: 30, band: '30-34', smoker: true }),
    ).toMatchObject({ base: 68, smokerLoading: 13.6, excessDiscount: 0, monthly: 81.6 });
  });

  it('adds nothing for a non-smoker', () => {
    expect(
      personPrice('hospital-and-specialists', 0, { role: 'you', age: 30, band: '30-34', smoker: false }),
    ).toMatchObject({ smokerLoading: 0, monthly: 68 });
  });
});

describe('the excess', () => {
  it.each([
    [0, 68],
    [250, 62.56],
    [500, 57.8],
    [1000, 51],
    [2000, 44.2],
  ] as const)('at $%i the 30-34 year old’s $68.00 is $%s', (excess, monthly) => {
    expect(nzQuotePrice(answers({ excess })).monthly).toBe(monthly);
  });

  it('lowers the premium for each higher excess, on every plan', () => {
    for (const plan of NZ_PLANS) {
      const prices = NZ_EXCESSES.map((excess) => nzQuotePrice(answers({ planId: plan.id, excess })).monthly);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(new Set(prices).size).toBe(prices.length);
    }
  });

  it('takes the discount off the smoker loading too', () => {
    // $68.00 + $13.60 = $81.60, less 15% ($12.24): $69.36.
    const quote = nzQuotePrice(answers({ adults: [{ age: 30, smoker: true }], excess: 500 }));
    expect(quote.people[0]).toMatchObject({ smokerLoading: 13.6, excessDiscount: 12.24, monthly: 69.36 });
  });
});

describe('a quote’s price', () => {
  it('sums each person’s premium: a family of a smoking 40, a 38 and two children, on Everyday at $500', () => {
    // 40-44: $138 + 20% ($27.60) = $165.60, less 15% ($24.84) = $140.76. 35-39: $123 less 15% ($18.45) = $104.55.
    // Each child: $41 less 15% ($6.15) = $34.85. Total $315.01 a month, $3,780.12 a year, $145.39 a fortnight.
    const quote = nzQuotePrice(
      answers({
        cover: 'family',
        adults: [
          { age: 40, smoker: true },
          { age: 38, smoker: false },
        ],
        children: [
          { age: 8, studying: false },
          { age: 22, studying: true },
        ],
        planId: 'everyday',
        excess: 500,
      }),
    );
    expect(quote.people.map((person) => [person.role, person.band, person.monthly])).toEqual([
      ['you', '40-44', 140.76],
      ['partner', '35-39', 104.55],
      ['child', 'child', 34.85],
      ['child', 'child', 34.85],
    ]);
    expect(quote).toMatchObject({
      currency: 'NZD',
      planName: 'Everyday',
      monthly: 315.01,
      annually: 3780.12,
      fortnightly: 145.39,
    });
  });

  it('prices a student child at the child rate', () => {
    const quote = nzQuotePrice(
      answers({
        cover: 'me-and-children',
        children: [{ age: 24, studying: true }],
        planId: 'hospital-essentials',
      }),
    );
    expect(quote.people[1]).toMatchObject({ band: 'child', base: 16, smokerLoading: 0 });
  });
});

describe('what the answers’ shape cannot say', () => {
  it('accepts a single adult of 18 and of 74', () => {
    expect(nzAnswersProblem(answers({ adults: [{ age: 18, smoker: false }] }))).toBeNull();
    expect(nzAnswersProblem(answers({ adults: [{ age: 74, smoker: true }] }))).toBeNull();
  });

  it('refuses an adult of 17 or 75', () => {
    const message = 'each adult must be between 18 and 74 years old';
    expect(nzAnswersProblem(answers({ adults: [{ age: 17, smoker: false }] }))).toBe(message);
    expect(nzAnswersProblem(answers({ adults: [{ age: 75, smoker: false }] }))).toBe(message);
  });

  it('needs as many adults as the cover says', () => {
    expect(nzAnswersProblem(answers({ cover: 'me-and-partner' }))).toBe('me-and-partner covers 2 adults');
    expect(
      nzAnswersProblem(
        answers({
          adults: [
            { age: 30, smoker: false },
            { age: 31, smoker: false },
          ],
        }),
      ),
    ).toBe('just-me covers 1 adult');
  });

  it('needs children for a family, and none for just me', () => {
    const couple = [
      { age: 30, smoker: false },
      { age: 31, smoker: false },
    ];
    expect(nzAnswersProblem(answers({ cover: 'family', adults: couple }))).toBe(
      'family needs at least one child',
    );
    expect(nzAnswersProblem(answers({ children: [{ age: 3, studying: false }] }))).toBe(
      'just-me covers no children',
    );
  });

  it('refuses a child of 21 not studying, and of 25 studying; accepts 20, and 24 studying', () => {
    const withChild = (age: number, studying: boolean) =>
      nzAnswersProblem(answers({ cover: 'me-and-children', children: [{ age, studying }] }));
    const message = 'each child must be under 21, or under 25 and studying full-time';
    expect(withChild(20, false)).toBeNull();
    expect(withChild(21, false)).toBe(message);
    expect(withChild(24, true)).toBeNull();
    expect(withChild(25, true)).toBe(message);
  });

  it('covers at most six children', () => {
    const children = (count: number) => Array.from({ length: count }, () => ({ age: 5, studying: false }));
    expect(nzAnswersProblem(answers({ cover: 'me-and-children', children: children(6) }))).toBeNull();
    expect(nzAnswersProblem(answers({ cover: 'me-and-children', children: children(7) }))).toBe(
      'a quote covers at most 6 children',
    );
  });
});
