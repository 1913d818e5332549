import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Checkbox } from './Checkbox';
import { CHOOSE_AT_LEAST_ONE_MESSAGE, CheckboxGroup } from './CheckboxGroup';

const extras = [
  { value: 'dental', label: 'Dental' },
  { value: 'optical', label: 'Optical', subtitle: 'Glasses and contact lenses' },
  { value: 'physio', label: 'Physiotherapy' },
];

describe('CheckboxGroup', () => {
  it('is a named group of checkboxes that reports the ticked values in the options’ order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CheckboxGroup label="Extras you use" options={extras} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Extras you use' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Physiotherapy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dental' }));
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([[['physio']], [['dental', 'physio']], [['physio']]]);
    expect(screen.getByRole('checkbox', { name: 'Optical' })).toHaveAccessibleDescription(
      'Glasses and contact lenses',
    );
  });

  it('shows one error for the group when required and nothing is ticked', () => {
    render(<CheckboxGroup label="Extras you use" formControlType="required" validated options={extras} />);
    const group = screen.getByRole('group', { name: 'Extras you use (required)' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(`Error: ${CHOOSE_AT_LEAST_ONE_MESSAGE}`);
  });

  it('passes axe', async () => {
    const { container } = render(
      <CheckboxGroup label="Extras you use" options={extras} defaultValue={['dental']} />,
    );
    await expectNoAxeViolations(container);
  });
});

describe('Checkbox', () => {
  it('shows the partly-checked state', () => {
    render(<Checkbox label="Select all rows" indeterminate checked={false} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();
  });
});
