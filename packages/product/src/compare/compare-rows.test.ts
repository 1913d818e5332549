import { productById } from '../data';
import { compareProduct, priceRow, priceRowLabel } from './compare-rows';

describe('the compare table’s price row', () => {
  it('says whom, where and how often the prices are for', () => {
    expect(priceRowLabel({ cover: 'single', state: 'NSW', frequency: 'monthly' })).toBe(
      'Price for single cover in New South Wales, paid monthly',
    );
    expect(priceRowLabel({ cover: 'single-parent', state: 'WA', frequency: 'annually' })).toBe(
      'Price for single parent family cover in Western Australia, paid annually',
    );
  });

  it('gives each cover its price, or why it has none', () => {
    const prices = new Map([
      ['a', { productId: 'a', amount: 1234.5, fullAmount: null, available: true }],
      ['b', { productId: 'b', amount: null, fullAmount: null, available: false }],
    ]);
    expect(
      priceRow([{ id: 'a' }, { id: 'b' }, { id: 'c' }], prices, {
        cover: 'family',
        state: 'WA',
        frequency: 'annually',
      }),
    ).toEqual({
      label: 'Price for family cover in Western Australia, paid annually',
      values: ['$1,234.50 per year', 'Not sold in Western Australia', 'Not available'],
    });
  });
});

describe('the compare table’s service rows', () => {
  it('say a waiting period and a lifetime limit as a sentence does', () => {
    const extras = compareProduct(productById('extras-top')!);
    const orthodontics = Object.entries(extras.features).find(([name]) => /orthodontic/i.test(name));
    expect(orthodontics?.[1]).toMatch(/\d+ months waiting period/);
    expect(orthodontics?.[1]).toContain('$1,800 lifetime limit');
  });
});
