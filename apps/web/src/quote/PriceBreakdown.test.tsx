// A price's breakdown in words: rebate percentages as published (three decimals, as the rebate step writes them),
// no rebate when no income was given, and the notice when the rebate rates are past their period.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuoteBreakdown } from '@ds/product/quote';
import { PriceBreakdown } from './PriceBreakdown';

const price = (overrides: Partial<QuoteBreakdown> = {}): QuoteBreakdown => ({
  frequency: 'monthly',
  base: 200,
  loadingPercent: 0,
  loading: 0,
  rebatePercent: 20.24,
  ageBand: '65to69',
  rebate: 40.48,
  withoutRebate: false,
  rebatePeriod: { from: '2025-04-01', to: '2026-03-31', current: true },
  total: 159.52,
  ...overrides,
});

describe('PriceBreakdown', () => {
  it('writes the rebate percentage to three decimals, as published', () => {
    render(<PriceBreakdown price={price()} caption="How your price is made up" />);
    expect(
      screen.getByRole('rowheader', { name: 'Australian Government rebate (20.240%)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not yet in this site/)).not.toBeInTheDocument();
  });

  it('says a price without an income given is without the rebate, claimable at tax time', () => {
    render(
      <PriceBreakdown
        price={price({ withoutRebate: true, rebatePercent: 0, rebate: 0, total: 200 })}
        caption="How your price is made up"
      />,
    );
    expect(screen.getByRole('row', { name: /^Australian Government rebate/ })).toHaveTextContent(
      'not included',
    );
    expect(
      screen.getByText(
        'This price is without the Australian Government rebate: you can claim it in your tax return.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the rebate rates used are past their period', () => {
    render(
      <PriceBreakdown
        price={price({ rebatePeriod: { from: '2025-04-01', to: '2026-03-31', current: false } })}
        caption="How your price is made up"
      />,
    );
    expect(
      screen.getByText(
        'Rebate rates from 1 April 2026 are not yet in this site; this estimate uses the rates to 31 March 2026.',
      ),
    ).toBeInTheDocument();
  });
});
