import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../test-utils/axe';
import { CHOOSE_ONE_MESSAGE, RadioGroup } from './RadioGroup';
import { ToggleInput } from './ToggleInput';

const covers = [
  { value: 'single', label: 'Single', subtitle: 'Just you' },
  { value: 'couple', label: 'Couple', subtitle: 'You and your partner' },
  { value: 'family', label: 'Family', subtitle: 'You, your partner and children', disabled: true },
];

describe('RadioGroup', () => {
  it('is a named radio group whose options carry their subtitle as a description', () => {
    render(<RadioGroup label="Who is covered?" options={covers} />);
    expect(screen.getByRole('radiogroup', { name: 'Who is covered?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Couple' })).toHaveAccessibleDescription('You and your partner');
    expect(screen.getByRole('radio', { name: 'Family' })).toBeDisabled();
  });

  it('chooses by click and by arrow keys, and reports the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup label="Who is covered?" options={covers.slice(0, 2)} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Single' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Couple' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Couple' })).toHaveFocus();
    expect(onChange.mock.calls).toEqual([['single'], ['couple']]);
  });

  it('asks for a choice when required, once validated', () => {
    const { rerender } = render(<RadioGroup label="State" formControlType="required" options={covers} />);
    expect(screen.queryByText(CHOOSE_ONE_MESSAGE)).not.toBeInTheDocument();
    rerender(<RadioGroup label="State" formControlType="required" validated options={covers} />);
    const group = screen.getByRole('radiogroup', { name: 'State (required)' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(`Error: ${CHOOSE_ONE_MESSAGE}`);
    rerender(
      <RadioGroup label="State" formControlType="required" validated value="single" options={covers} />,
    );
    expect(screen.queryByText(CHOOSE_ONE_MESSAGE)).not.toBeInTheDocument();
  });

  it('passes axe', async () => {
    const { container } = render(
      <RadioGroup label="Who is covered?" help="Pick one." options={covers} defaultValue="single" />,
    );
    await expectNoAxeViolations(container);
  });
});

describe('ToggleInput', () => {
  it('is a radio group drawn as segments, chosen by keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ToggleInput
        label="Pay"
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'yearly', label: 'Yearly' },
        ]}
        defaultValue="monthly"
      />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    await expectNoAxeViolations(container);
  });
});
