// The fact check: every content string, as it renders, may state only product facts the data holds (prices,
// excesses, limits, product names, dependants' ages, payment frequencies, waiting periods, which covers include
// pregnancy), and content as written types no dollar amount at all: amounts come in through placeholders.
import { describe, expect, it } from 'vitest';
import {
  DEPENDANT_AGE_LIMITS,
  DEPENDANTS_PHRASE,
  FREQUENCIES,
  KNOWN_GAP_MAXIMUM,
  WAITING_PERIODS,
  products,
  productsOfType,
} from '@ds/product/data';
import type { Product } from '@ds/product/data';
import { DEFAULT_PRICE_QUERY, priceOf } from '@ds/product/pricing';
import {
  LHC_FREE_AGE,
  LHC_MAX_PERCENT,
  LHC_PERMITTED_DAYS,
  LHC_RATE_PER_YEAR,
  LHC_YEARS_TO_REMOVE,
} from '@ds/product/quote';
import { excess, fact, limit, price, productName, resolveContent, resolveFacts } from './facts';
import { homeContent, homeContentSource } from './homes';
import { contentPageSources, contentPages } from './pages';

/** Every string in a value, with where it is ('/health-insurance/singles sections.1.paragraphs.0'). */
function strings(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${where}.${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${where}.${key}`));
  }
  return [];
}

const contentStrings = (pages: typeof contentPages, homes: typeof homeContent) => [
  ...pages.flatMap((page) => strings(page, page.path)),
  ...Object.entries(homes).flatMap(([variant, home]) => strings(home, `home ${variant}`)),
];

/** Pages whose amounts are not insurance facts (the foundation's grants), so no product data can hold them. */
const NOT_ABOUT_PRODUCTS = ['/foundation/funding'];

const sentencesOf = (text: string) => text.split(/(?<=[.;!?])\s+/);

const DOLLARS = /(?:NZ)?\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?)/g;
const amountOf = (match: string) => Number(match.replace(/,/g, ''));

/** Longest first, so a combined cover's name is found before the names of its parts inside it. */
const byNameLength = [...products].sort((a, b) => b.name.length - a.name.length);
const namedIn = (text: string) => byNameLength.filter((product) => text.includes(product.name));

/** The amounts a product's facts hold: its sample prices at every frequency, its excess and its limits. */
function amountsOf(product: Product): number[] {
  const prices = FREQUENCIES.flatMap((frequency) => {
    const { amount, fullAmount } = priceOf(product, { ...DEFAULT_PRICE_QUERY, frequency });
    return [amount, fullAmount].filter((value): value is number => value !== null);
  });
  const limits = product.inclusions
    .flatMap((inclusion) => inclusion.productServices)
    .flatMap((service) => service.annualLimits)
    .flatMap((row) => [row.limitAmount, row.maxLimitPerTimePeriod, row.annualIncrease])
    .filter((value): value is number => value !== undefined);
  return [...prices, ...(product.excess === undefined ? [] : [product.excess]), ...limits];
}

const hospitalExcesses = productsOfType('hospital').flatMap((product) =>
  product.excess === undefined ? [] : [product.excess],
);

/** What is wrong with one rendered sentence, as messages; none when every fact in it is the data's. */
export function factProblems(sentence: string): string[] {
  const problems: string[] = [];
  const named = namedIn(sentence);

  // Dollar amounts: a price, excess or limit of a product the sentence names, one of our hospital excesses, or
  // the gap scheme's maximum.
  const allowed = new Set([...named.flatMap(amountsOf), ...hospitalExcesses, KNOWN_GAP_MAXIMUM]);
  for (const [match, digits = ''] of sentence.matchAll(DOLLARS)) {
    if (!allowed.has(amountOf(digits))) problems.push(`${match} is no price, excess or limit in the data`);
  }

  // Product names: '<Tier> hospital' or '<Name> Hospital' not followed by 'cover', and '<x> extras', must be ours.
  const names = new Set(products.map((product) => product.name));
  const hospitalNames =
    /\b(?:Basic|Bronze|Silver|Gold)(?: Plus)?(?: [A-Z][a-z]+)? [Hh]ospital\b(?! covers?\b)/g;
  for (const [match] of sentence.matchAll(hospitalNames)) {
    if (![...names].some((name) => name.startsWith(match) || name.includes(` ${match}`) || name === match)) {
      problems.push(`'${match}' names no hospital cover of ours`);
    }
  }
  for (const [match] of sentence.matchAll(/\b(?:[A-Z][a-z]+ Extras|(?:mid|top|starter) extras)\b/g)) {
    if (![...names].some((name) => name.includes(match)))
      problems.push(`'${match}' names no extras cover of ours`);
  }

  // Dependants' ages: a number after 'under', 'up to', 'until they turn' or 'aged' in a sentence about children,
  // dependants or students must be one of our fund rules' limits.
  if (/\b(?:child|children|dependants?|dependents?|students?)\b/i.test(sentence)) {
    const limits: number[] = Object.values(DEPENDANT_AGE_LIMITS);
    for (const [match, age = ''] of sentence.matchAll(
      /\b(?:under|up to|until they turn|aged?)\s+(?:age\s+)?(\d{1,2})\b/gi,
    )) {
      if (!limits.includes(Number(age))) problems.push(`'${match}' is not a dependant age limit of ours`);
    }
  }

  // Payment frequencies: only those we offer.
  if (/\bpa(?:y|ying|id)\b/i.test(sentence)) {
    for (const [match] of sentence.matchAll(
      /\b(?:weekly|fortnightly|monthly|quarterly|half-yearly|six-monthly|yearly|annually)\b/gi,
    )) {
      if (!(FREQUENCIES as readonly string[]).includes(match.toLowerCase())) {
        problems.push(`'${match}' is not a payment frequency we offer`);
      }
    }
  }

  // Waiting periods: a number of months in a sentence about waiting must be one the data may state.
  if (/wait/i.test(sentence)) {
    for (const [match, months = ''] of sentence.matchAll(/\b(\d{1,2})[- ]months?\b/gi)) {
      if (!(WAITING_PERIODS as readonly string[]).includes(`${months} Months`)) {
        problems.push(`'${match}' is not a waiting period in the data`);
      }
    }
  }

  // Pregnancy: a tier said to include it must have a hospital cover that does.
  if (/pregnan/i.test(sentence) && /includ/i.test(sentence)) {
    const withPregnancy = productsOfType('hospital').filter((product) =>
      product.inclusions.some(
        (inclusion) => inclusion.id === 'pregnancy-and-birth' && inclusion.coveredTypeCode !== 'Exclusion',
      ),
    );
    for (const [match, tier = '', plus] of sentence.matchAll(
      /\b(Basic|Bronze|Silver|Gold)?( Plus)? covers?\b/g,
    )) {
      const tierId = `${tier.toLowerCase()}${plus ? '-plus' : ''}`;
      const fits = withPregnancy.some((product) =>
        tier ? product.tier === tierId : plus ? product.tier?.endsWith('-plus') : true,
      );
      if ((tier || plus) && !fits) problems.push(`'${match}' do not include pregnancy in the data`);
    }
  }

  // A limit the data calls lifetime is never said as another kind.
  for (const product of named) {
    for (const service of product.inclusions.flatMap((inclusion) => inclusion.productServices)) {
      const row = service.annualLimits[0];
      if (row?.timePeriod === 'lifetime' && row.limitAmount && sentence.includes(`$${row.limitAmount}`)) {
        if (!/lifetime/i.test(sentence)) problems.push(`${service.name}'s limit is a lifetime limit`);
      }
    }
  }
  return problems;
}

function problemsIn(entries: { where: string; text: string }[]) {
  return entries
    .filter(({ where }) => !NOT_ABOUT_PRODUCTS.some((path) => where.startsWith(`${path}.`)))
    .flatMap(({ where, text }) =>
      sentencesOf(text).flatMap((sentence) =>
        factProblems(sentence).map((problem) => `${where}: ${problem}`),
      ),
    );
}

describe('the fact check', () => {
  it('finds the facts the singles page used to type, which the data does not hold', () => {
    expect(
      factProblems(
        'Basic Plus hospital from $23.15 a week, and Silver Plus hospital with mid extras from $48.60 a week.',
      ),
    ).toEqual([
      '$23.15 is no price, excess or limit in the data',
      '$48.60 is no price, excess or limit in the data',
      "'Basic Plus hospital' names no hospital cover of ours",
      "'Silver Plus hospital' names no hospital cover of ours",
      "'mid extras' names no extras cover of ours",
    ]);
    expect(factProblems('Choose an excess of $0, $250, $500 or $750 for singles.')).toEqual([
      '$0 is no price, excess or limit in the data',
      '$250 is no price, excess or limit in the data',
    ]);
    expect(factProblems('Children under 18 are covered on a family policy.')).toEqual([
      "'under 18' is not a dependant age limit of ours",
    ]);
    expect(factProblems('Pay weekly, fortnightly, monthly, quarterly, half-yearly or yearly.')).toEqual([
      "'quarterly' is not a payment frequency we offer",
      "'half-yearly' is not a payment frequency we offer",
      "'yearly' is not a payment frequency we offer",
    ]);
    expect(
      factProblems('Pregnancy and birth is included in every Gold hospital cover and in some Plus covers.'),
    ).toEqual(["' Plus covers' do not include pregnancy in the data"]);
    expect(factProblems('Optical has a 9-month waiting period.')).toEqual([
      "'9-month' is not a waiting period in the data",
    ]);
  });

  it('passes the data’s own facts', () => {
    const sentence = resolveFacts(
      `${productName('hospital-basic-plus')} from ${price('hospital-basic-plus', 'weekly')} with a ${excess('hospital-basic-plus')} excess; ${limit('extras-top', 'braces-and-aligners')} on ${productName('extras-top')}.`,
    );
    expect(sentencesOf(sentence).flatMap(factProblems)).toEqual([]);
  });

  it('every content string, as it renders on every page and variant home, states only facts the data holds', () => {
    expect(problemsIn(contentStrings(contentPages, homeContent))).toEqual([]);
  });

  it('content as written types no dollar amount: every amount comes from the data through a placeholder', () => {
    const typed = contentStrings(contentPageSources, homeContentSource)
      .filter(({ where }) => !NOT_ABOUT_PRODUCTS.some((path) => where.startsWith(`${path}.`)))
      .flatMap(({ where, text }) => [...text.matchAll(DOLLARS)].map(([match]) => `${where}: ${match}`));
    expect(typed).toEqual([]);
  });
});

/** Where content speaks of Lifetime Health Cover: its own page, and any sentence about the loading. */
const LHC_PAGE = '/health-information/healthcare-in-australia/lifetime-health-cover';
const aboutLhc = ({ where, text }: { where: string; text: string }) =>
  where.startsWith(`${LHC_PAGE}.`) || /Lifetime Health Cover|\bloading\b/.test(text);
// A percentage, a birthday or age, a number of years or of days: the figures of the Lifetime Health Cover rule.
const LHC_FIGURE =
  /\d+%|\b\d+(?:st|nd|rd|th)\b|\b(?:over|after|before) \d+\b(?! July)|\b\d[\d,]* (?:continuous )?(?:years|days)\b/g;

describe('Lifetime Health Cover in content', () => {
  it('types no figure of the rule: the rate, ages, cap, years and days come from @ds/product/quote', () => {
    const typed = contentStrings(contentPageSources, homeContentSource)
      .filter(aboutLhc)
      .flatMap(({ where, text }) => [...text.matchAll(LHC_FIGURE)].map(([match]) => `${where}: ${match}`));
    expect(typed).toEqual([]);
  });

  it('never says cover must start before the birthday age: the rule allows until the 1 July after it', () => {
    const early = contentStrings(contentPages, homeContent).filter(({ text }) =>
      new RegExp(`\\bcover before ${LHC_FREE_AGE + 1}\\b`).test(text),
    );
    expect(early.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('renders the rule’s own figures on its page', () => {
    const page = contentPages.find((candidate) => candidate.path === LHC_PAGE);
    const text = strings(page, LHC_PAGE)
      .map((entry) => entry.text)
      .join(' ');
    expect(text).toContain(
      `by 1 July after your ${LHC_FREE_AGE + 1}st birthday, a loading of ${LHC_RATE_PER_YEAR}% is added for every year you are over ${LHC_FREE_AGE}`,
    );
    expect(text).toContain(`The loading is capped at ${LHC_MAX_PERCENT}%.`);
    expect(text).toContain(`for ${LHC_YEARS_TO_REMOVE} continuous years`);
    expect(text).toContain(`a total of ${LHC_PERMITTED_DAYS.toLocaleString('en-AU')} days`);
  });
});

describe('content placeholders', () => {
  it('fill a price for the sample choice, an excess, a name and a lifetime limit from the data', () => {
    const basicPlus = products.find((product) => product.id === 'hospital-basic-plus')!;
    const weekly = priceOf(basicPlus, { ...DEFAULT_PRICE_QUERY, frequency: 'weekly' }).amount;
    expect(resolveFacts(price('hospital-basic-plus', 'weekly'))).toBe(`$${weekly?.toFixed(2)} a week`);
    expect(resolveFacts(excess('hospital-basic-plus'))).toBe(`$${basicPlus.excess}`);
    expect(resolveFacts(productName('extras-top'))).toBe('Grevillea Extras');
    expect(resolveFacts(limit('extras-top', 'braces-and-aligners'))).toBe('$1,800 lifetime limit per person');
  });

  it('fill the lists and ages from the data: frequencies, excesses, dependants, sample basis', () => {
    expect(resolveFacts(fact('frequencies'))).toBe('weekly, fortnightly, monthly or annually');
    expect(resolveFacts(fact('hospitalExcesses'))).toBe('$500 or $750');
    expect(resolveFacts(fact('dependants'))).toBe(DEPENDANTS_PHRASE);
    expect(resolveFacts(fact('samplePriceFor'))).toBe('one adult in New South Wales');
    expect(resolveFacts(fact('pregnancyCovers'))).toBe('Gold Banksia Hospital');
  });

  it('refuse a product, fact or kind the data does not have, so the build fails', () => {
    expect(() => resolveFacts(price('hospital-platinum', 'weekly'))).toThrow(/does not exist/);
    expect(() => resolveFacts('{fact:nothing}')).toThrow(/unknown fact/);
    expect(() => resolveFacts('{price:hospital-gold:quarterly}')).toThrow(/frequency/);
    expect(() => resolveFacts('{colour:red}')).toThrow(/unknown placeholder kind/);
  });

  it('leave the shape of content alone', () => {
    const page = { path: '/x', title: 'T', lead: fact('annualDiscount'), sections: [], noindex: true };
    expect(resolveContent(page)).toEqual({ ...page, lead: '4%' });
  });
});
