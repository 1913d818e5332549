import { ANNUAL_DISCOUNT, COVER_FACTORS, STATE_FACTORS, priceOf } from './pricing';
import { STATES } from './data/schema';

const product = {
  id: 'silver-hospital',
  baseMonthlyPremium: 150,
  availableIn: [...STATES].filter((s) => s !== 'WA'),
};

describe('pricing', () => {
  it('turns the monthly base into each frequency from one annual figure', () => {
    const query = { state: 'NSW', cover: 'single' } as const;
    expect(priceOf(product, { ...query, frequency: 'monthly' }).amount).toBe(150);
    expect(priceOf(product, { ...query, frequency: 'weekly' }).amount).toBe(34.62);
    expect(priceOf(product, { ...query, frequency: 'fortnightly' }).amount).toBe(69.23);
    expect(priceOf(product, { ...query, frequency: 'annually' })).toEqual({
      productId: 'silver-hospital',
      amount: 1728,
      fullAmount: 1800,
      available: true,
    });
    expect(1800 * (1 - ANNUAL_DISCOUNT)).toBe(1728);
  });

  it('scales by state and by who is covered', () => {
    const price = priceOf(product, { state: 'VIC', cover: 'couple', frequency: 'monthly' });
    expect(price.amount).toBe(Math.round(150 * STATE_FACTORS.VIC * COVER_FACTORS.couple * 100) / 100);
    expect(priceOf(product, { state: 'NSW', cover: 'family', frequency: 'monthly' }).amount).toBe(300);
  });

  it('has no price where the product is not sold', () => {
    expect(priceOf(product, { state: 'WA', cover: 'single', frequency: 'monthly' })).toEqual({
      productId: 'silver-hospital',
      amount: null,
      fullAmount: null,
      available: false,
    });
  });
});
