import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../test-utils/axe';
import { DateInput } from './DateInput';
import { defaultDateInputMessages } from './messages';

const input = () => screen.getByRole('textbox', { name: /Date of birth/ });

function setUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

describe('DateInput', () => {
  afterEach(() => setUserAgent('Mozilla/5.0 (X11; Linux x86_64) jsdom'));

  it('adds the slashes as the visitor types digits, up to ten characters', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateInput label="Date of birth" onChange={onChange} />);
    expect(input()).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(input()).toHaveAttribute('inputmode', 'numeric');
    await user.type(input(), '25121990');
    expect(input()).toHaveValue('25/12/1990');
    expect(onChange.mock.lastCall?.[0]).toBe('25/12/1990');
    expect(onChange.mock.lastCall?.[1]?.toString()).toBe('1990-12-25');
  });

  it('refuses a digit past a full date or a too-long paste, says so, and keeps the date', async () => {
    const user = userEvent.setup();
    render(<DateInput label="Date of birth" defaultValue="25/12/1990" />);
    await user.type(input(), '7');
    expect(input()).toHaveValue('25/12/1990');
    expect(input()).toHaveAccessibleDescription(`Error: ${defaultDateInputMessages.tooLong}`);
    await user.clear(input());
    await user.type(input(), '2512');
    await user.paste('1'.repeat(5000));
    expect(input()).toHaveValue('25/12/');
    expect(input()).toHaveAccessibleDescription(`Error: ${defaultDateInputMessages.tooLong}`);
  });

  it('tidies a date entered whole into the empty field without a paste event (autofill, a drop)', () => {
    render(<DateInput label="Date of birth" />);
    fireEvent.change(input(), { target: { value: '1/1/1990' } });
    expect(input()).toHaveValue('01/01/1990');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.change(input(), { target: { value: '1990-12-25' } });
    expect(input()).toHaveValue('25/12/1990');
  });

  it('keeps the answer to a refused keystroke when the visitor leaves, so nothing below moves', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DateInput label="Date of birth" />
        <button type="button">Continue</button>
      </>,
    );
    await user.type(input(), '15061985 ');
    expect(input()).toHaveAccessibleDescription(`Error: ${defaultDateInputMessages.notNumbers}`);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(input()).toHaveAccessibleDescription(`Error: ${defaultDateInputMessages.notNumbers}`);
    // The field's own error takes its place, once it has one.
    await user.clear(input());
    await user.type(input(), '31021990x');
    await user.tab();
    expect(input()).toHaveAccessibleDescription(
      'Error: 31/02/1990 is not a real date. Check the day and the month.',
    );
  });

  it('takes the digit before a slash with Backspace', async () => {
    const user = userEvent.setup();
    render(<DateInput label="Date of birth" />);
    await user.type(input(), '2512');
    expect(input()).toHaveValue('25/12/');
    await user.keyboard('{Backspace}');
    expect(input()).toHaveValue('25/1');
  });

  it('leaves letters out and says why at once, keeping what was typed', async () => {
    const user = userEvent.setup();
    render(<DateInput label="Date of birth" />);
    await user.type(input(), '25x');
    expect(input()).toHaveValue('25/');
    expect(input()).toHaveAccessibleDescription(`Error: ${defaultDateInputMessages.notNumbers}`);
    await user.type(input(), '1');
    expect(input()).toHaveValue('25/1');
    expect(input()).not.toHaveAccessibleDescription(`Error: ${defaultDateInputMessages.notNumbers}`);
  });

  it('keeps the caret where the visitor is editing in the middle', async () => {
    const user = userEvent.setup();
    render(<DateInput label="Date of birth" defaultValue="25/12/1990" />);
    const field = input() as HTMLInputElement;
    await user.click(field);
    field.setSelectionRange(1, 2);
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('21/21/990');
    expect(field.selectionStart).toBe(1);
    await user.keyboard('4');
    expect(field).toHaveValue('24/12/1990');
    expect(field.selectionStart).toBe(3);
  });

  it('tidies a pasted date', async () => {
    const user = userEvent.setup();
    render(<DateInput label="Date of birth" />);
    await user.click(input());
    await user.paste('1990-12-25');
    expect(input()).toHaveValue('25/12/1990');
  });

  it('says an impossible or out-of-range date is wrong once the visitor leaves', async () => {
    const user = userEvent.setup();
    render(<DateInput label="Date of birth" min="1900-01-01" max="2026-11-23" />);
    await user.type(input(), '31022024');
    expect(input()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(
      'Error: 31/02/2024 is not a real date. Check the day and the month.',
    );
    await user.clear(input());
    await user.type(input(), '01012030');
    await user.tab();
    expect(input()).toHaveAccessibleDescription('Error: Enter a date on or before 23/11/2026.');
  });

  it('asks for a date when required, and shows the info when valid', async () => {
    function Validated() {
      const [text, setText] = useState('');
      return (
        <DateInput
          label="Date of birth"
          formControlType="required"
          validated
          value={text}
          onChange={setText}
          infoMessage="Thanks: this sets your Lifetime Health Cover."
        />
      );
    }
    const user = userEvent.setup();
    render(<Validated />);
    expect(input()).toHaveAccessibleDescription(`Error: ${defaultDateInputMessages.required}`);
    await user.type(input(), '01021980');
    expect(input()).toHaveAccessibleDescription('Information: Thanks: this sets your Lifetime Health Cover.');
  });

  it('says its own words from the messages given', async () => {
    const user = userEvent.setup();
    render(
      <DateInput
        label="Date of birth"
        formControlType="required"
        validated
        max="2026-11-23"
        messages={{
          format: 'jj/mm/aaaa',
          afterMax: 'No later than {max}, please.',
          notNumbers: 'Digits only.',
        }}
      />,
    );
    expect(input()).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    // Words not given stay the defaults.
    expect(input()).toHaveAccessibleDescription(`Error: ${defaultDateInputMessages.required}`);
    await user.type(input(), 'x');
    expect(input()).toHaveAccessibleDescription('Error: Digits only.');
    await user.type(input(), '01012030');
    expect(input()).toHaveAccessibleDescription('Error: No later than 23/11/2026, please.');
  });

  it('uses the phone’s own date input on iOS and Android, converting its value', async () => {
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    const onChange = vi.fn();
    const { container } = render(
      <DateInput label="Date of birth" defaultValue="25/12/1990" onChange={onChange} />,
    );
    const native = container.querySelector('input[type="date"]') as HTMLInputElement;
    expect(native).toHaveValue('1990-12-25');
    fireEvent.change(native, { target: { value: '2001-03-05' } });
    expect(onChange).toHaveBeenCalledWith('05/03/2001', expect.anything());
  });

  it('renders the typed input on the server, whatever the device', () => {
    setUserAgent('Mozilla/5.0 (Linux; Android 15)');
    expect(renderToString(<DateInput label="Date of birth" />)).toContain('type="text"');
  });

  it('passes axe', async () => {
    const { container } = render(
      <DateInput
        label="Date of birth"
        help="For example, 25/12/1990."
        validated
        invalid
        errorMessage="Check the date."
      />,
    );
    await expectNoAxeViolations(container);
  });
});
