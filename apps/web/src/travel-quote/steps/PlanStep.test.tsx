// The 'Your plan and excess' step: only the plans offered for the trip, each priced with the pricing module for
// these travellers, dates and excess; a plan the travellers cannot have is shown, cannot be chosen, and says why.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { today as todayIn } from '@internationalized/date';
import { quotePrice } from '@ds/product/travel';
import { formatPrice } from '@ds/ui/format';
import { clearTravelAnswers, updateTravelAnswers } from '../journey-store';
import { PlanStep } from './PlanStep';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

afterEach(() => {
  cleanup();
  clearTravelAnswers();
  sessionStorage.clear();
  push.mockReset();
});

const pad = (n: number) => String(n).padStart(2, '0');
const start = todayIn('Australia/Sydney').add({ days: 10 });
const typed = (date: typeof start) => `${pad(date.day)}/${pad(date.month)}/${date.year}`;

/** The trip answerTrip answers, as the pricing module takes it. */
const sampleTrip = {
  tripType: 'single' as const,
  regions: ['australia' as const],
  startDate: start.toString(),
  endDate: start.add({ days: 6 }).toString(),
  travellers: [{ age: 30 }],
  member: false,
};

function answerTrip(overrides: Parameters<typeof updateTravelAnswers>[0] = {}) {
  updateTravelAnswers({
    tripType: 'single',
    regions: ['australia'],
    startDate: typed(start),
    endDate: typed(start.add({ days: 6 })),
    travellerCount: '1',
    ages: ['30', '', '', '', '', '', '', ''],
    member: 'no',
    excess: '250',
    ...overrides,
  });
}

describe('PlanStep', () => {
  it('offers a trip within Australia the domestic plan and annual multi-trip, priced for the answers', () => {
    answerTrip();
    render(<PlanStep />);
    const domestic = quotePrice({ ...sampleTrip, excess: 250, planId: 'domestic' });
    expect(
      screen.getAllByRole('radio', { name: /: \$/ }).map((radio) => radio.getAttribute('value')),
    ).toEqual(['domestic', 'annual-multi-trip']);
    expect(
      screen.getByRole('radio', { name: `Domestic: ${formatPrice(domestic.total)} for your trip` }),
    ).toBeEnabled();
  });

  it('a higher excess lowers the prices at once', () => {
    answerTrip();
    render(<PlanStep />);
    const domesticAt = (excess: 250 | 500) =>
      formatPrice(quotePrice({ ...sampleTrip, excess, planId: 'domestic' }).total);
    expect(
      screen.getByRole('radio', { name: `Domestic: ${domesticAt(250)} for your trip` }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '$500' }));
    expect(
      screen.getByRole('radio', { name: `Domestic: ${domesticAt(500)} for your trip` }),
    ).toBeInTheDocument();
    expect(quotePrice({ ...sampleTrip, excess: 500, planId: 'domestic' }).total).toBeLessThan(
      quotePrice({ ...sampleTrip, excess: 250, planId: 'domestic' }).total,
    );
  });

  it('shows the annual plan to a 75-year-old as not for them, and it cannot be chosen', () => {
    answerTrip({ tripType: 'annual', regions: ['asia'], ages: ['75', '', '', '', '', '', '', ''] });
    render(<PlanStep />);
    expect(screen.getByRole('radio', { name: /^Annual Multi-Trip/ })).toBeDisabled();
    expect(screen.getByText('Annual Multi-Trip is for travellers aged 74 or younger.')).toBeInTheDocument();
  });

  it('lists what to choose on Continue and goes nowhere', () => {
    answerTrip();
    render(<PlanStep />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '#plan');
    expect(push).not.toHaveBeenCalled();
  });
});
