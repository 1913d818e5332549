import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../test-utils/axe';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  it('opens a calendar on the chosen date, weeks starting on Monday, and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Start date" defaultValue="15/01/2025" onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Choose date: Start date' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose date: Start date' });
    const grid = within(dialog).getByRole('grid');
    // The weekday row is hidden from screen readers (each day's name says its weekday); it starts on Monday.
    expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]).toHaveTextContent(/^M/);
    // January 2025 began on a Wednesday: with Monday first, the first week ends on Sunday the 5th.
    expect(within(grid).getAllByRole('row')[0]).toHaveTextContent(/12345$/);
    expect(document.activeElement).toHaveTextContent('15');
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('23/01/2025');
    expect(onChange.mock.lastCall?.[0]).toBe('23/01/2025');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes on Escape and keeps the typed date', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start date" defaultValue="15/01/2025" />);
    await user.click(screen.getByRole('button', { name: 'Choose date: Start date' }));
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('15/01/2025');
  });

  it('is required when the form-control type is required', async () => {
    render(<DatePicker label="Start date" formControlType="required" validated />);
    const input = screen.getByRole('textbox', { name: 'Start date (required)' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes axe', async () => {
    const { container } = render(<DatePicker label="Start date" />);
    await expectNoAxeViolations(container);
  });
});
