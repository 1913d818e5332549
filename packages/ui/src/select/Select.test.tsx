import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../test-utils/axe';
import { SELECT_PLACEHOLDER, SELECT_REQUIRED_MESSAGE, Select } from './Select';

const states = [
  { value: 'NSW', label: 'New South Wales' },
  { value: 'VIC', label: 'Victoria' },
  { value: 'QLD', label: 'Queensland' },
];

describe('Select', () => {
  it('is a named select that starts on the placeholder and reports a choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="State" options={states} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveDisplayValue(SELECT_PLACEHOLDER);
    await user.selectOptions(select, 'Victoria');
    expect(select).toHaveValue('VIC');
    expect(onChange).toHaveBeenCalledWith('VIC');
  });

  it('asks for a choice when required, once the visitor leaves it', async () => {
    const user = userEvent.setup();
    render(<Select label="State" formControlType="required" options={states} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{Escape}');
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'State (required)' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(`Error: ${SELECT_REQUIRED_MESSAGE}`);
  });

  it('can start on the first option with no placeholder', () => {
    render(<Select label="Rows per page" options={states} placeholder={null} />);
    expect(screen.getByRole('combobox')).toHaveValue('NSW');
  });

  it('passes axe', async () => {
    const { container } = render(
      <Select label="State" help="Where you live." options={states} defaultValue="QLD" />,
    );
    await expectNoAxeViolations(container);
  });
});
