import { annualLimitText, limitNameLine } from './annual-limit-text';

const row = (fields: Record<string, unknown> = {}) => ({
  productId: 'smart-extras',
  productName: 'Smart Extras',
  childLimits: [],
  ...fields,
});

describe('annual-limit text', () => {
  it('says an increasing limit in full when every part is there', () => {
    expect(
      annualLimitText(
        row({
          limitAmount: 500,
          annualIncrease: 100,
          applyToName: 'person',
          maxLimitPerTimePeriod: 900,
          timePeriod: 'annual',
        }),
      ),
    ).toBe('starts at $500 and increases by $100 per person per calendar year to $900 annual limit');
  });

  it('leaves the period out when there is none', () => {
    expect(
      annualLimitText(
        row({ limitAmount: 500, annualIncrease: 100, applyToName: 'person', maxLimitPerTimePeriod: 900 }),
      ),
    ).toBe('starts at $500 and increases by $100 per person per calendar year to $900 limit');
  });

  it.each([
    ['no increase', { limitAmount: 300, applyToName: 'person', maxLimitPerTimePeriod: 900 }],
    ['no apply-to name', { limitAmount: 300, annualIncrease: 100, maxLimitPerTimePeriod: 900 }],
    ['no maximum', { limitAmount: 300, annualIncrease: 100, applyToName: 'person' }],
  ])('gives the amount when a part is missing (%s)', (_name, fields) => {
    expect(annualLimitText(row(fields))).toBe('$300');
  });

  it('says the period beside the amount when the limit is not a yearly one, so a lifetime limit reads as one', () => {
    expect(annualLimitText(row({ limitAmount: 1800, timePeriod: 'lifetime' }))).toBe('$1,800 lifetime limit');
    expect(annualLimitText(row({ limitAmount: 600, timePeriod: '3-year' }))).toBe('$600 3-year limit');
    expect(annualLimitText(row({ limitAmount: 300, timePeriod: 'annual' }))).toBe('$300');
  });

  it('gives the limit text when there is no amount, and nothing when there is neither', () => {
    expect(annualLimitText(row({ limitText: '$1,800 lifetime limit' }))).toBe('$1,800 lifetime limit');
    expect(annualLimitText(row())).toBe('');
  });

  it('says (unlimited) on the name line when there is no amount', () => {
    expect(limitNameLine('Check-ups', row())).toBe('Check-ups (unlimited)');
    expect(limitNameLine('Check-ups', row({ limitText: 'Unlimited visits' }))).toBe('Check-ups (unlimited)');
    expect(limitNameLine('Fillings', row({ limitAmount: 0 }))).toBe('Fillings');
  });
});
