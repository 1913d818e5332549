import { COMPARE_PATH, compareHref, priceParams, quoteHref, statedPriceChoice } from './compare-href';

describe('the compare view’s URL', () => {
  it('names the covers, and leaves out the default price choice', () => {
    expect(compareHref(['hospital-silver', 'hospital-gold'])).toBe(
      `${COMPARE_PATH}?products=hospital-silver,hospital-gold`,
    );
    expect(compareHref(['hospital-silver'], { cover: 'single', state: 'NSW', frequency: 'monthly' })).toBe(
      `${COMPARE_PATH}?products=hospital-silver`,
    );
  });

  it('carries who is covered, the state and the payment frequency, so a shared link prices the same', () => {
    expect(
      compareHref(['hospital-silver', 'extras-top'], { cover: 'family', state: 'WA', frequency: 'annually' }),
    ).toBe(`${COMPARE_PATH}?products=hospital-silver,extras-top&cover=family&state=WA&frequency=annually`);
  });

  it('writes every part of a choice that differs from the defaults in any one part', () => {
    expect(priceParams({ cover: 'single', state: 'VIC', frequency: 'monthly' })).toEqual({
      cover: 'single',
      state: 'VIC',
      frequency: 'monthly',
    });
    expect(priceParams(undefined)).toEqual({});
  });
});

describe('the quote journey’s URL for one cover', () => {
  it('chooses the cover, and brings only what the visitor chose', () => {
    expect(quoteHref('hospital-gold')).toBe('/health-insurance/join/welcome?product=hospital-gold');
    expect(quoteHref('hospital-gold', { cover: 'couple', state: 'QLD' })).toBe(
      '/health-insurance/join/welcome?product=hospital-gold&cover=couple&state=QLD',
    );
  });

  it('reads a choice stated in a query string, ignoring unknown values and other parameters', () => {
    expect(statedPriceChoice('?products=a,b&cover=family&state=WA&frequency=weekly')).toEqual({
      cover: 'family',
      state: 'WA',
      frequency: 'weekly',
    });
    expect(statedPriceChoice('?cover=everyone&state=XX&frequency=monthly')).toEqual({ frequency: 'monthly' });
    expect(statedPriceChoice('')).toEqual({});
  });
});
