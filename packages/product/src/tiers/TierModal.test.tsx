import { fireEvent, render, screen } from '@testing-library/react';
import { installDialogPolyfill } from '@ds/ui/test-utils/dialog';
import { TIER_MODAL_TITLE, TierModalButton } from './TierModal';

beforeAll(() => installDialogPolyfill());

describe('TierModalButton', () => {
  it('opens the tier modal with the tier rules, the restricted-benefits expander and a Close button', () => {
    render(<TierModalButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Hospital tiers explained' }));
    const dialog = screen.getByRole('dialog', { name: TIER_MODAL_TITLE });
    expect(TIER_MODAL_TITLE).toBe('New categories to help you choose your level of cover');
    expect(screen.getByRole('heading', { name: 'Hospital tiers explained' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Minimum Benefits Payable for hospital rehabilitation');
    expect(dialog).toHaveTextContent('18 further hospital services');
    expect(dialog).toHaveTextContent('8 groupings of hospital services');
    expect(dialog).toHaveTextContent('must not exclude or restrict any Medicare-recognised hospital service');
    expect(dialog).toHaveTextContent('100% of the MBS fee');
    expect(dialog).toHaveTextContent('up to 45 days');
    expect(dialog).toHaveTextContent('within 24 hours');
    expect(dialog).toHaveTextContent('within 90 days');
    expect(screen.getByText('What restricted benefits mean')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
