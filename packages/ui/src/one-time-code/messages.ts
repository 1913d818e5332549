// The one-time-code control's own words (SPEC's wording by default): its buttons, its errors, its success and its
// resend countdown.
import { fillTemplate } from '../messages';

export interface OneTimeCodeMessages {
  /** The overlay's button that sends a code. */
  send: string;
  /** Read after the send button's text while a code is on its way. */
  sending: string;
  /** The overlay's button once the code is on its way, for 2 seconds. */
  sent: string;
  /** The error's title when a code could not be sent. */
  sendFailed: string;
  /** The error's detail when a code could not be sent (a `OneTimeCodeError`'s own message replaces it). */
  sendFailedDetail: string;
  /** The error's title when a code does not match. */
  mismatch: string;
  /** The error's detail when a code does not match (when it starts with the title, the title is read once). */
  mismatchDetail: string;
  /** The error's title when a code has expired (`validateOtp` said `reason: 'expired'`). */
  expired: string;
  /** The error's detail when a code has expired. */
  expiredDetail: string;
  /** The error's title when a code has had too many wrong tries (`reason: 'exhausted'`). */
  exhausted: string;
  /** The error's detail when a code has had too many wrong tries. */
  exhaustedDetail: string;
  /** The error's title when something other than digits was typed or pasted. */
  notNumbers: string;
  /** The error's detail when something other than digits was typed or pasted. */
  notNumbersDetail: string;
  /** Shown under the code once it has matched. */
  success: string;
  /** Announced once the code has matched. */
  successSpoken: string;
  /** The button that pastes a code from the clipboard. */
  paste: string;
  /** The button that empties the entry. */
  clear: string;
  /** The link-styled button that sends another code. */
  resend: string;
  /** Shown in place of `resend` until another code can be sent: {minutes} and {seconds} (two digits). */
  resendIn: string;
  /** The help button's text and the help dialog's title (when `helpContent` is given and `helpTitle` is not). */
  helpTitle: string;
}

export const defaultOneTimeCodeMessages: OneTimeCodeMessages = {
  send: 'Send one-time code',
  sending: 'Sending',
  sent: 'Code sent',
  sendFailed: 'Failed to send code',
  sendFailedDetail: 'Something went wrong while sending the code. Please try again.',
  mismatch: 'Code does not match',
  mismatchDetail: 'Code does not match. Please check the one-time code you received and try again.',
  // Not in SPEC (it only knows a mismatch): a code that can no longer match needs a new code, not another try.
  expired: 'This code has expired',
  expiredDetail: 'One-time codes only work for a short time. Please request a new code and try again.',
  exhausted: 'Too many wrong tries',
  exhaustedDetail: 'This code can no longer be used. Please request a new code and try again.',
  notNumbers: 'Please enter only numbers',
  notNumbersDetail: 'Invalid character entered - your one-time code will only contain numbers (0-9).',
  success: 'Successfully validated',
  successSpoken: 'OTP matched successfully',
  paste: 'Paste',
  clear: 'Clear',
  resend: 'Resend code',
  resendIn: 'Resend code in ({minutes}:{seconds})',
  helpTitle: 'Help with your one-time code',
};

/** The resend countdown in the given wording, e.g. 'Resend code in (1:05)' for 65 seconds. */
export function resendCountdown(template: string, seconds: number): string {
  return fillTemplate(template, {
    minutes: Math.floor(seconds / 60),
    seconds: String(seconds % 60).padStart(2, '0'),
  });
}
