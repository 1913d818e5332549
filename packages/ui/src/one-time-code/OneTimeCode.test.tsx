import { act, fireEvent, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { OneTimeCode } from './OneTimeCode';
import { otpMessages } from './otp-state';
import type { OneTimeCodeProps } from './OneTimeCode';

const field = () => screen.getByRole('textbox', { name: /One-time code/ });

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
  fireEvent.click(screen.getByRole('button', { name: otpMessages.send }));
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
    expect(screen.getByRole('button', { name: otpMessages.sent })).toBeInTheDocument();
    expect(screen.getByText('Resend code in (0:30)')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('button', { name: otpMessages.sent })).not.toBeInTheDocument();
    expect(field()).toBeEnabled();
    expect(screen.getByText('Resend code in (0:28)')).toBeInTheDocument();
  });

  it('returns to the start with the send failure', async () => {
    setUp({ sendOtp: () => Promise.reject(new Error('gateway')) });
    await sendCode();
    expect(screen.getByRole('button', { name: otpMessages.send })).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(
      `Error: ${otpMessages.sendFailed} ${otpMessages.sendFailedDetail}`,
    );
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
    expect(screen.getByText(otpMessages.success)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(otpMessages.successSpoken);
  });

  it('marks a wrong code on every digit, resets the countdown and focuses the entry', async () => {
    setUp();
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '000000' } });
    await settle();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(
      `Error: ${otpMessages.mismatch} ${otpMessages.mismatchDetail}`,
    );
    expect(field()).toHaveFocus();
    expect(screen.getByRole('button', { name: otpMessages.resend })).toBeInTheDocument();
  });

  it('keeps digits only, cuts a paste to the length, and says when a letter is typed', async () => {
    setUp();
    await sendCode();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(field(), { target: { value: '12a' } });
    expect(field()).toHaveValue('12');
    expect(field()).toHaveAccessibleDescription(
      `Error: ${otpMessages.notNumbers} ${otpMessages.notNumbersDetail}`,
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
    fireEvent.click(screen.getByRole('button', { name: otpMessages.resend }));
    await settle();
    expect(sendOtp).toHaveBeenCalledTimes(2);
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
