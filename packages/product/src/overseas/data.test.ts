// The sample data holds together: a product for every cover type and level, prices that rise with the level and
// with who is covered, and each visa subclass listed once, under one cover type.
import { describe, expect, it } from 'vitest';
import { COVER_FOR } from '../data/constants';
import {
  OVERSEAS_COVER,
  OVERSEAS_COVER_TYPES,
  OVERSEAS_LEVELS,
  OVERSEAS_PRODUCTS,
  VISA_SUBCLASSES,
} from './data';
import { subclassesFor } from './rules';
import { overseasProduct } from './pricing';

describe('overseas sample data', () => {
  it('has one product for each cover type at each level, with a unique id', () => {
    for (const coverType of OVERSEAS_COVER_TYPES) {
      for (const level of OVERSEAS_LEVELS)
        expect(overseasProduct(coverType, level).id).toBe(`${coverType}-${level}`);
    }
    expect(new Set(OVERSEAS_PRODUCTS.map((product) => product.id)).size).toBe(OVERSEAS_PRODUCTS.length);
  });

  it('prices each level above the one below it, for everyone covered', () => {
    for (const coverType of OVERSEAS_COVER_TYPES) {
      for (const who of COVER_FOR) {
        const prices = OVERSEAS_LEVELS.map((level) => overseasProduct(coverType, level).monthly[who]);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(new Set(prices).size).toBe(prices.length);
      }
    }
  });

  it('prices one adult lowest and a family highest', () => {
    for (const product of OVERSEAS_PRODUCTS) {
      const { single, couple, family, 'single-parent': singleParent } = product.monthly;
      expect(single).toBeGreaterThan(0);
      expect(singleParent).toBeGreaterThan(single);
      expect(couple).toBeGreaterThan(singleParent);
      expect(family).toBeGreaterThan(couple);
    }
  });

  it('lists each visa subclass once, and gives every cover type at least one', () => {
    expect(new Set(VISA_SUBCLASSES.map((visa) => visa.code)).size).toBe(VISA_SUBCLASSES.length);
    for (const coverType of OVERSEAS_COVER_TYPES) expect(subclassesFor(coverType).length).toBeGreaterThan(0);
  });

  it('keeps student cover to the student visa (500) and the student guardian visa (590)', () => {
    expect(subclassesFor('student').map((visa) => visa.code)).toEqual(['500', '590']);
  });

  it('has a length range of at least one month for each cover type', () => {
    for (const coverType of OVERSEAS_COVER_TYPES) {
      const { min, max } = OVERSEAS_COVER[coverType].months;
      expect(min).toBeGreaterThanOrEqual(1);
      expect(max).toBeGreaterThan(min);
    }
  });
});
