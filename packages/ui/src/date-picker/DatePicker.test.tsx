import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../test-utils/axe';
import { DatePicker } from './DatePicker';
import { defaultDatePickerMessages } from './messages';

describe('DatePicker', () => {
  // The calendar is loaded when first wanted (a lazy import): load it before the tests, so the first one's wait for
  // the dialog is not spent transforming react-aria on a busy machine.
  beforeAll(() => import('./CalendarPopover'), 30_000);

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

  describe('APG date picker dialog', () => {
    // Open the calendar of a field holding `typed`, and return what the tests press and read.
    async function openOn(typed: string, limits: { min?: string; max?: string } = {}) {
      const user = userEvent.setup();
      render(<DatePicker label="Start date" defaultValue={typed} {...limits} />);
      await user.click(screen.getByRole('button', { name: 'Choose date: Start date' }));
      const dialog = await screen.findByRole('dialog', { name: 'Choose date: Start date' });
      const focusedDay = () => document.activeElement?.getAttribute('aria-label') ?? '';
      return { user, dialog, focusedDay };
    }
    // The visible month heading ('January 2025'); react-aria adds a hidden one naming the field too.
    const monthHeading = (dialog: HTMLElement) =>
      within(dialog).getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ });

    it('APG: Home moves focus to the first day of the week row (Monday), End to the last (Sunday)', async () => {
      const { user, focusedDay } = await openOn('15/01/2025');
      expect(focusedDay()).toMatch(/Wednesday 15 January 2025/);
      await user.keyboard('{Home}');
      expect(focusedDay()).toMatch(/Monday 13 January 2025/);
      await user.keyboard('{Home}');
      expect(focusedDay()).toMatch(/Monday 13 January 2025/);
      await user.keyboard('{End}');
      expect(focusedDay()).toMatch(/Sunday 19 January 2025/);
      await user.keyboard('{End}');
      expect(focusedDay()).toMatch(/Sunday 19 January 2025/);
    });

    it('APG: Home in a week row that starts in the month before goes to its Monday, and shows that month', async () => {
      const { user, dialog, focusedDay } = await openOn('03/01/2025');
      await user.keyboard('{Home}');
      expect(focusedDay()).toMatch(/Monday 30 December 2024/);
      expect(within(dialog).getByRole('heading', { level: 2, name: 'December 2024' })).toBeInTheDocument();
    });

    it('APG: Home and End stay within the earliest and latest dates', async () => {
      const { user, focusedDay } = await openOn('02/07/2026', { min: '2026-07-01', max: '2026-07-03' });
      await user.keyboard('{Home}');
      expect(focusedDay()).toMatch(/Wednesday 1 July 2026/);
      await user.keyboard('{End}');
      expect(focusedDay()).toMatch(/Friday 3 July 2026/);
    });

    it('APG: the month heading is a polite live region naming the month and year', async () => {
      const { dialog } = await openOn('15/01/2025');
      const heading = within(dialog).getByRole('heading', { level: 2, name: 'January 2025' });
      expect(heading).toHaveAttribute('aria-live', 'polite');
    });

    it('APG: the Next month and Previous month buttons change the month, announced politely and not assertively', async () => {
      const { user, dialog } = await openOn('15/01/2025');
      const next = within(dialog).getByRole('button', { name: 'Next month' });
      await user.click(next);
      const heading = monthHeading(dialog);
      expect(heading).toHaveTextContent('February 2025');
      expect(heading).toHaveAttribute('aria-live', 'polite');
      // The focused day moves with the month, and focus stays on the button.
      expect(within(dialog).getByRole('button', { name: /15 February 2025/ })).toHaveAttribute(
        'tabindex',
        '0',
      );
      expect(next).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Previous month' }));
      await user.click(within(dialog).getByRole('button', { name: 'Previous month' }));
      expect(heading).toHaveTextContent('December 2024');
      // react-aria's announcer puts its messages in an assertive live region of its own: it must say nothing.
      const assertive = [...document.querySelectorAll('[aria-live="assertive"]')];
      expect(assertive.map((region) => region.textContent).join('')).toBe('');
    });

    it('APG: moving across months with the arrows changes the heading, a polite live region', async () => {
      const { user, dialog, focusedDay } = await openOn('31/01/2025');
      await user.keyboard('{ArrowRight}');
      expect(focusedDay()).toMatch(/Saturday 1 February 2025/);
      expect(monthHeading(dialog)).toHaveTextContent('February 2025');
      await user.keyboard('{PageDown}');
      expect(monthHeading(dialog)).toHaveTextContent('March 2025');
      const assertive = [...document.querySelectorAll('[aria-live="assertive"]')];
      expect(assertive.map((region) => region.textContent).join('')).toBe('');
    });

    it('moves focus to the days when the month button pressed becomes disabled at the latest date', async () => {
      const { user, dialog, focusedDay } = await openOn('15/08/2026', {
        min: '2026-07-01',
        max: '2026-09-30',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
      expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeDisabled();
      expect(focusedDay()).toMatch(/15 September 2026/);
    });
  });

  it('says its own words from the messages given', async () => {
    const user = userEvent.setup();
    render(
      <DatePicker
        label="Start date"
        defaultValue="15/01/2025"
        messages={{ chooseDate: 'Pick {field} from a calendar', nextMonth: 'Later', format: 'jj/mm/aaaa' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    await user.click(screen.getByRole('button', { name: 'Pick Start date from a calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick Start date from a calendar' });
    expect(within(dialog).getByRole('button', { name: 'Later' })).toBeInTheDocument();
    // Words not given stay the defaults.
    expect(
      within(dialog).getByRole('button', { name: defaultDatePickerMessages.previousMonth }),
    ).toBeInTheDocument();
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
