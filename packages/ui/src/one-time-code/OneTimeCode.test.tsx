import { act, fireEvent, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { declarationsFor } from '../test-utils/styles';
import { OneTimeCode } from './OneTimeCode';
import { OneTimeCodeError, OneTimeCodeNotSent } from './otp-state';
import { defaultOneTimeCodeMessages } from './messages';
import type { OneTimeCodeProps } from './OneTimeCode';

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: /One-time code/ });
/** The digit boxes drawn from md up (hidden from assistive technology: the input is what is heard). */
const boxes = () => Array.from(field().nextElementSibling!.children);
/** The box with the caret ring, or -1. */
const ringed = () => boxes().findIndex((box) => box.hasAttribute('data-caret'));
const selectedBoxes = () =>
  boxes().flatMap((box, index) => (box.hasAttribute('data-selected') ? [index] : []));
/** Moves the input's caret (or selection) as a key would, and lets go of the key. */
function moveCaret(start: number, end = start, key = 'ArrowRight') {
  field().setSelectionRange(start, end);
  fireEvent.keyUp(field(), { key });
}

/** What `property` is declared as for `element` at a width from md up: rules for every width, and min-width ones. */
const fromMd = (element: Element, property: string) =>
  declarationsFor(element, property)
    .filter(({ media }) => media === null || !media.includes('max-width'))
    .map(({ value }) => value);

/** The `::selection` rules (at any width) for `element`, with their background colour. */
function selectionBackgrounds(element: Element): string[] {
  const found: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules);
      else if (
        rule instanceof CSSStyleRule &&
        rule.selectorText.endsWith('::selection') &&
        element.matches(rule.selectorText.replace(/::selection$/, ''))
      )
        found.push(rule.style.getPropertyValue('background-color'));
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  return found;
}

/** jsdom lays nothing out: the boxes are given the places they have from md up, where they are drawn. */
function drawBoxes() {
  boxes().forEach((box, index) =>
    vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({
      left: index * 56,
      right: index * 56 + 48,
      width: 48,
    } as DOMRect),
  );
}

/** What each box shows. */
const boxDigits = () => boxes().map((box) => box.textContent);

/** Lets pending promise callbacks (send, validate) run under fake timers. */
const settle = () => act(async () => {});

function setUp(props: Partial<OneTimeCodeProps> = {}) {
  const sendOtp = vi.fn(() => Promise.resolve());
  const validateOtp = vi.fn((code: string) => Promise.resolve(code === '123456'));
  const onSuccess = vi.fn();
  const view = render(
    <OneTimeCode
      label="One-time code"
      sendOtp={sendOtp}
      validateOtp={validateOtp}
      onSuccess={onSuccess}
      contactInfo="We will text it to 0412 *** 678."
      helpContent={<p>The code is in a text message from us.</p>}
      {...props}
    />,
  );
  return { ...view, sendOtp, validateOtp, onSuccess };
}

async function sendCode() {
  fireEvent.click(screen.getByRole('button', { name: defaultOneTimeCodeMessages.send }));
  await settle();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('OneTimeCode', () => {
  it('fails without a validate function', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(<OneTimeCode label="Code" sendOtp={() => Promise.resolve()} validateOtp={undefined as never} />),
    ).toThrow('validateOtp function must be provided');
  });

  it('covers the entry until a code is sent, then says so and opens it after 2 seconds', async () => {
    const { sendOtp } = setUp();
    expect(field()).toBeDisabled();
    expect(field()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    await sendCode();
    expect(sendOtp).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: defaultOneTimeCodeMessages.sent })).toBeInTheDocument();
    expect(screen.getByText('Resend code in (0:30)')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('button', { name: defaultOneTimeCodeMessages.sent })).not.toBeInTheDocument();
    expect(field()).toBeEnabled();
    expect(screen.getByText('Resend code in (0:28)')).toBeInTheDocument();
  });

  it('returns to the start with the send failure', async () => {
    setUp({ sendOtp: () => Promise.reject(new Error('gateway')) });
    await sendCode();
    expect(screen.getByRole('button', { name: defaultOneTimeCodeMessages.send })).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(
      `Error: ${defaultOneTimeCodeMessages.sendFailed} ${defaultOneTimeCodeMessages.sendFailedDetail}`,
    );
  });

  it('shows nothing and leaves focus alone when the send was refused for a reason shown elsewhere', async () => {
    // The caller says what is wrong at its own field (an invalid contact) and focuses it.
    const sendOtp = vi.fn(() => {
      screen.getByRole('textbox', { name: 'Mobile number' }).focus();
      return Promise.reject(new OneTimeCodeNotSent('Enter an Australian mobile number'));
    });
    render(
      <>
        <label>
          Mobile number <input />
        </label>
        <OneTimeCode label="One-time code" sendOtp={sendOtp} validateOtp={() => Promise.resolve(true)} />
      </>,
    );
    await sendCode();
    expect(screen.queryByText(defaultOneTimeCodeMessages.sendFailed)).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    expect(screen.getByRole('button', { name: defaultOneTimeCodeMessages.send })).toBeEnabled();
    expect(field()).toBeDisabled();
  });

  it('gives the reason of a send failure that carries words for the visitor, and takes other words', async () => {
    const reason = 'Too many codes sent to this contact, try again later';
    const { unmount } = setUp({ sendOtp: () => Promise.reject(new OneTimeCodeError(reason)) });
    await sendCode();
    expect(field()).toHaveAccessibleDescription(`Error: ${defaultOneTimeCodeMessages.sendFailed} ${reason}`);
    expect(screen.getByRole('button', { name: defaultOneTimeCodeMessages.send })).toBeInTheDocument();
    unmount();

    setUp({
      sendOtp: () => Promise.reject(new TypeError('Failed to fetch')),
      messages: { sendFailedDetail: 'Try again in a minute.' },
    });
    await sendCode();
    expect(field()).toHaveAccessibleDescription(
      `Error: ${defaultOneTimeCodeMessages.sendFailed} Try again in a minute.`,
    );
  });

  it('does nothing when "Code sent" is pressed, nor on a second press while sending', async () => {
    let finish = () => {};
    const sendOtp = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    setUp({ sendOtp });
    const button = screen.getByRole('button', { name: defaultOneTimeCodeMessages.send });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(sendOtp).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    const sent = screen.getByRole('button', { name: defaultOneTimeCodeMessages.sent });
    expect(sent).toHaveAttribute('aria-disabled', 'true');
    // Enter on a focused button is a click.
    fireEvent.click(sent);
    fireEvent.click(sent);
    await settle();
    expect(sendOtp).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(field()).toBeEnabled();
  });

  it('keeps the entry open when a resend fails, so the code already sent can still be typed', async () => {
    const reason = 'Too many codes sent to this contact, try again later';
    let fail = false;
    const sendOtp = vi.fn(() => (fail ? Promise.reject(new OneTimeCodeError(reason)) : Promise.resolve()));
    const { validateOtp, onSuccess } = setUp({ sendOtp, resendCooldown: 0 });
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '12' } });
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: defaultOneTimeCodeMessages.resend }));
    await settle();
    expect(sendOtp).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: defaultOneTimeCodeMessages.send })).not.toBeInTheDocument();
    expect(field()).toBeEnabled();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('12');
    expect(field()).toHaveAccessibleDescription(`Error: ${defaultOneTimeCodeMessages.sendFailed} ${reason}`);
    expect(screen.getByRole('button', { name: defaultOneTimeCodeMessages.resend })).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: '123456' } });
    await settle();
    expect(validateOtp).toHaveBeenCalledWith('123456');
    expect(onSuccess).toHaveBeenCalledWith('123456');
  });

  it('checks a full code at once and says it matched', async () => {
    const { validateOtp, onSuccess } = setUp();
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '123456' } });
    expect(field()).toBeDisabled();
    await settle();
    expect(validateOtp).toHaveBeenCalledWith('123456');
    expect(onSuccess).toHaveBeenCalledWith('123456');
    expect(screen.getByText(defaultOneTimeCodeMessages.success)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(defaultOneTimeCodeMessages.successSpoken);
  });

  it('calls onSuccess once, though the caller passes a new function on every render', async () => {
    const calls: string[] = [];
    const props = {
      label: 'One-time code',
      sendOtp: () => Promise.resolve(),
      validateOtp: (code: string) => Promise.resolve(code === '123456'),
      helpContent: <p>Help</p>,
    };
    const view = render(<OneTimeCode {...props} onSuccess={(code) => calls.push(code)} />);
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '123456' } });
    await settle();
    view.rerender(<OneTimeCode {...props} onSuccess={(code) => calls.push(code)} />);
    view.rerender(<OneTimeCode {...props} onSuccess={(code) => calls.push(code)} />);
    await settle();
    expect(calls).toEqual(['123456']);
  });

  it('moves focus from the disabled input to the success message once the code matched', async () => {
    setUp();
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    expect(field()).toHaveFocus();
    fireEvent.change(field(), { target: { value: '123456' } });
    await settle();
    expect(field()).toBeDisabled();
    expect(screen.getByText(defaultOneTimeCodeMessages.success)).toHaveFocus();
  });

  it('keeps focus off the page while a resend covers the entry: on the send button, then in the entry', async () => {
    setUp({ resendCooldown: 0 });
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    const link = screen.getByRole('button', { name: defaultOneTimeCodeMessages.resend });
    link.focus();
    fireEvent.click(link);
    expect(screen.getByRole('button', { name: new RegExp(defaultOneTimeCodeMessages.send) })).toHaveFocus();
    await settle();
    expect(screen.getByRole('button', { name: defaultOneTimeCodeMessages.sent })).toHaveFocus();
    act(() => vi.advanceTimersByTime(2_000));
    expect(field()).toHaveFocus();
  });

  it('marks a wrong code on every digit, resets the countdown and focuses the entry', async () => {
    setUp();
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '000000' } });
    await settle();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    // The detail repeats the title word for word, so the title is shown but said once only.
    expect(screen.getByText(defaultOneTimeCodeMessages.mismatch, { selector: 'strong' })).toBeVisible();
    expect(field()).toHaveAccessibleDescription(`Error: ${defaultOneTimeCodeMessages.mismatchDetail}`);
    expect(field()).toHaveFocus();
    expect(selectedBoxes()).toEqual([0, 1, 2, 3, 4, 5]);
    // Past the last digit of the full code the ring is on the last box, marked as after it.
    moveCaret(6, 6, 'End');
    expect(ringed()).toBe(5);
    expect(boxes()[5]).toHaveAttribute('data-caret', 'after');
    expect(screen.getByRole('button', { name: defaultOneTimeCodeMessages.resend })).toBeInTheDocument();
  });

  it('says when a code has expired or was tried too often, and to get a new one', async () => {
    const reasons = ['expired', 'exhausted'] as const;
    for (const reason of reasons) {
      const { unmount } = setUp({ validateOtp: () => Promise.resolve({ valid: false, reason }) });
      await sendCode();
      act(() => vi.advanceTimersByTime(2_000));
      fireEvent.change(field(), { target: { value: '123456' } });
      await settle();
      const [title, detail] =
        reason === 'expired'
          ? [defaultOneTimeCodeMessages.expired, defaultOneTimeCodeMessages.expiredDetail]
          : [defaultOneTimeCodeMessages.exhausted, defaultOneTimeCodeMessages.exhaustedDetail];
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(field()).toHaveAccessibleDescription(`Error: ${title} ${detail}`);
      expect(detail).toMatch(/request a new code/);
      expect(
        screen.queryByText(defaultOneTimeCodeMessages.mismatch, { exact: false }),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: defaultOneTimeCodeMessages.resend })).toBeInTheDocument();
      unmount();
    }
  });

  it('draws nothing of the input from md up, in any state: the error shows on the boxes only', async () => {
    setUp();
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '000000' } });
    await settle();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    for (const property of [
      'border-color',
      'background-color',
      'box-shadow',
      'color',
      'caret-color',
      'outline',
    ]) {
      const values = fromMd(field(), property);
      expect(values, property).not.toEqual([]);
      for (const value of values) expect(['transparent', 'none'], `${property}: ${value}`).toContain(value);
    }
    expect(selectionBackgrounds(field())).toEqual(['transparent']);
    for (const box of boxes())
      expect(fromMd(box, 'box-shadow')).toEqual(['inset 0 0 0 1px var(--color-error-border)']);
  });

  it('rings the box at the caret as Home, the arrows and a selection move it (from md up the input draws none)', async () => {
    setUp();
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '123' } });
    expect(ringed()).toBe(3);
    moveCaret(0, 0, 'Home');
    expect(ringed()).toBe(0);
    // Typing 9 there: the browser puts it before the 1 and the caret after it.
    fireEvent.change(field(), { target: { value: '9123', selectionStart: 1, selectionEnd: 1 } });
    expect(field()).toHaveValue('9123');
    expect(ringed()).toBe(1);
    expect(boxes()[1]).toHaveAttribute('data-caret', 'before');
    moveCaret(2);
    expect(ringed()).toBe(2);
    // A selection marks its boxes instead.
    moveCaret(1, 3, 'Shift');
    expect(ringed()).toBe(-1);
    expect(selectedBoxes()).toEqual([1, 2]);
    // End: the ring is on the next empty box.
    fireEvent.change(field(), { target: { value: '91234' } });
    moveCaret(5, 5, 'End');
    expect(ringed()).toBe(5);
    expect(boxes()[5]).toHaveAttribute('data-caret', 'before');
  });

  it('puts the caret before the box clicked, as far as the digits go', async () => {
    setUp();
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '1234' } });
    drawBoxes();
    fireEvent.click(field(), { clientX: 60 });
    expect(field().selectionStart).toBe(1);
    expect(ringed()).toBe(1);
    fireEvent.click(field(), { clientX: 300 });
    expect(field().selectionStart).toBe(4);
    expect(ringed()).toBe(4);
  });

  it('SPEC 5: Backspace clears the current box, or the previous one when the current is empty, and moves there', async () => {
    setUp();
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '1234' } });
    drawBoxes();
    // The second box is current (the caret before its digit): Backspace clears it, the others stay put.
    moveCaret(1, 1, 'ArrowLeft');
    expect(ringed()).toBe(1);
    expect(fireEvent.keyDown(field(), { key: 'Backspace' })).toBe(false);
    expect(boxDigits()).toEqual(['1', '', '3', '4', '', '']);
    expect(ringed()).toBe(1);
    // It is empty now: Backspace clears the first box and moves there.
    fireEvent.keyDown(field(), { key: 'Backspace' });
    expect(boxDigits()).toEqual(['', '', '3', '4', '', '']);
    expect(ringed()).toBe(0);
    expect(field().selectionStart).toBe(0);
    // A digit fills the current box and moves on; nothing is submitted with a box left empty.
    fireEvent.keyDown(field(), { key: '7' });
    expect(boxDigits()).toEqual(['7', '', '3', '4', '', '']);
    expect(ringed()).toBe(1);
    // After the last digit, Backspace takes that digit, as in any field.
    moveCaret(4, 4, 'End');
    fireEvent.keyDown(field(), { key: 'Backspace' });
    expect(boxDigits()).toEqual(['7', '', '3', '', '', '']);
    expect(ringed()).toBe(3);
  });

  it('Delete clears the current box without moving the digits after it', async () => {
    const { validateOtp } = setUp();
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '1234' } });
    drawBoxes();
    moveCaret(1, 1, 'ArrowLeft');
    expect(fireEvent.keyDown(field(), { key: 'Delete' })).toBe(false);
    expect(boxDigits()).toEqual(['1', '', '3', '4', '', '']);
    expect(ringed()).toBe(1);
    // Filling the gap and the last boxes makes a full code, checked at once.
    for (const key of ['2', '5', '6']) {
      if (key === '5') moveCaret(4, 4, 'End');
      fireEvent.keyDown(field(), { key });
    }
    await settle();
    expect(validateOtp).toHaveBeenCalledWith('123456');
  });

  it('below md (a single field, no boxes drawn) Backspace and digits edit the text as any field does', async () => {
    setUp();
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '1234' } });
    moveCaret(1, 1, 'ArrowLeft');
    expect(fireEvent.keyDown(field(), { key: 'Backspace' })).toBe(true);
    expect(fireEvent.keyDown(field(), { key: '5' })).toBe(true);
    expect(field()).toHaveValue('1234');
  });

  it('wraps a long contact anywhere instead of widening the page', () => {
    const contact = `${'a'.repeat(288)}@example.com`;
    setUp({ contactInfo: `We will send a code to ${contact}.` });
    expect(getComputedStyle(screen.getByText(new RegExp(contact))).overflowWrap).toBe('anywhere');
  });

  it('keeps digits only, cuts a paste to the length, and says when a letter is typed', async () => {
    setUp();
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '12a' } });
    expect(field()).toHaveValue('12');
    expect(field()).toHaveAccessibleDescription(
      `Error: ${defaultOneTimeCodeMessages.notNumbers} ${defaultOneTimeCodeMessages.notNumbersDetail}`,
    );
    fireEvent.change(field(), { target: { value: '9'.repeat(5000) } });
    expect(field()).toHaveValue('999999');
  });

  it('offers Paste when empty and Clear when not, and resend after the countdown', async () => {
    const { sendOtp } = setUp({ resendCooldown: 3 });
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('button', { name: 'Paste' })).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field()).toHaveValue('');
    act(() => vi.advanceTimersByTime(1_000));
    fireEvent.click(screen.getByRole('button', { name: defaultOneTimeCodeMessages.resend }));
    await settle();
    expect(sendOtp).toHaveBeenCalledTimes(2);
  });

  it('shows and says its own words as its messages give them', async () => {
    setUp({
      resendCooldown: 65,
      messages: {
        send: 'Text me a code',
        paste: 'Insert',
        clear: 'Empty',
        resendIn: 'New code in {minutes} min {seconds} s',
        helpTitle: 'Where is my code?',
      },
    });
    expect(screen.getByRole('button', { name: 'Where is my code?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    await settle();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('New code in 1 min 03 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insert' })).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: '12' } });
    expect(screen.getByRole('button', { name: 'Empty' })).toBeInTheDocument();
  });

  it('has no resend without the option, and logs a failed clipboard read only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', {
      value: { readText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    setUp({ resend: false });
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByText(/Resend code/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Paste' }));
    await settle();
    expect(error).toHaveBeenCalled();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('passes axe', async () => {
    vi.useRealTimers();
    const { container } = setUp();
    await expectNoAxeViolations(container);
  });
});
