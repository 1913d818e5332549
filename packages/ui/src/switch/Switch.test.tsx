import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch that toggles on click, Space and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Email me offers" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Email me offers' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('toggles from its label, and its name does not change with the state', async () => {
    const user = userEvent.setup();
    render(<Switch label="Paperless statements" defaultChecked />);
    await user.click(screen.getByText('Paperless statements'));
    expect(screen.getByRole('switch', { name: 'Paperless statements' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('follows its parent when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Switch label="Dark mode" checked={on} onChange={setOn} />
          <output>{on ? 'yes' : 'no'}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('switch'));
    expect(screen.getByText('no')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Locked" disabled onChange={onChange} />);
    await user.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('submits like a checkbox and passes axe', async () => {
    const { container } = render(
      <form aria-label="Preferences">
        <Switch label="Reminders" name="reminders" defaultChecked help="We send one a month." />
      </form>,
    );
    expect(new FormData(container.querySelector('form')!).get('reminders')).toBe('on');
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('We send one a month.');
    await expectNoAxeViolations(container);
  });
});
