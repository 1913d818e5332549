import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../test-utils/axe';
import { TextInput } from '../text-input';

describe('the form-control contract (through TextInput)', () => {
  it('names the control, says it is required and describes it with the help text', () => {
    render(
      <TextInput label="Given name" formControlType="required" help="As it appears on your Medicare card." />,
    );
    const input = screen.getByRole('textbox', { name: 'Given name (required)' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('As it appears on your Medicare card.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error only when validated and invalid, and ties it to the control', () => {
    const { rerender } = render(<TextInput label="Member number" invalid errorMessage="Check the number." />);
    expect(screen.queryByText('Check the number.')).not.toBeInTheDocument();
    rerender(<TextInput label="Member number" invalid validated errorMessage="Check the number." />);
    const input = screen.getByRole('textbox', { name: 'Member number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Check the number.');
  });

  it('shows the info only when validated and valid', () => {
    const { rerender } = render(<TextInput label="Email" infoMessage="We will send your quote here." />);
    expect(screen.queryByText('We will send your quote here.')).not.toBeInTheDocument();
    rerender(<TextInput label="Email" validated infoMessage="We will send your quote here." />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Information: We will send your quote here.',
    );
    rerender(
      <TextInput label="Email" validated invalid errorMessage="Enter an email." infoMessage="Not shown" />,
    );
    expect(screen.queryByText('Not shown')).not.toBeInTheDocument();
  });

  it('validates itself once the visitor leaves it when no validated flag is given', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Suburb" formControlType="required" />);
    await user.click(screen.getByRole('textbox'));
    expect(screen.queryByText('Enter a value.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Error: Enter a value.');
  });

  it('shows a read-only value on a quieter surface, still focusable and at full contrast', async () => {
    render(<TextInput label="Your mobile number or email" value="alice@example.com" readOnly />);
    const input = screen.getByRole('textbox', { name: 'Your mobile number or email' });
    expect(input).toHaveAttribute('readonly');
    expect(getComputedStyle(input).backgroundColor).toBe('var(--color-surface-subtle)');
    expect(getComputedStyle(input).color).toBe('var(--color-text-default)');
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('alice@example.com');
    expect(input).toHaveFocus();
  });

  it('has no axe violations with every part shown', async () => {
    const { container } = render(
      <TextInput
        label="Phone"
        help="A mobile is best."
        formControlType="required"
        validated
        invalid
        errorMessage="Enter a phone number."
      />,
    );
    await expectNoAxeViolations(container);
  });
});
