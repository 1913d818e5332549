// An NZ quote's breakdown: each person's premium in a sentence, the totals monthly, fortnightly and yearly, and the
// currency named (NZD), since '$' alone does not say which dollars.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nzPlan, nzQuotePrice } from '@ds/product/nz';
import { NzPlanCovers, NzPriceBreakdown } from './NzPriceBreakdown';

describe('NzPriceBreakdown', () => {
  it('shows each person’s age and premium, the totals at each frequency and the currency', () => {
    const price = nzQuotePrice({
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
    });
    render(<NzPriceBreakdown price={price} caption="How your price is made up" />);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'You, aged 40$138.00 for ages 40-44, plus $27.60 smoker loading (20%), less $24.84 for the $500 excess (15%)',
      'Your partner, aged 38$123.00 for ages 35-39, less $18.45 for the $500 excess (15%)',
      'Child 1, aged 8$41.00 for a child, less $6.15 for the $500 excess (15%)',
      'Child 2, aged 22$41.00 for a child, less $6.15 for the $500 excess (15%)',
      'You pay',
      'Or',
      'Or',
    ]);
    expect(screen.getByRole('row', { name: 'You pay $315.01 per month' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Or $145.39 per fortnight' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Or $3,780.12 per year' })).toBeInTheDocument();
    expect(
      screen.getByText('All prices are in New Zealand dollars (NZD) and include GST.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/rebate|Lifetime Health Cover/i)).not.toBeInTheDocument();
  });

  it('lists what the plan covers, from the NZ product data', () => {
    const price = nzQuotePrice({
      cover: 'just-me',
      adults: [{ age: 30, smoker: false }],
      children: [],
      planId: 'everyday',
      excess: 0,
    });
    render(<NzPlanCovers price={price} />);
    const list = screen.getByRole('list', { name: 'What Everyday covers' });
    expect(Array.from(list.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      ...nzPlan('everyday').covers,
    ]);
    expect(list).toHaveTextContent('GP visits and prescriptions');
  });
});
