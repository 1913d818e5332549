import {
  OneTimeCodeError,
  OneTimeCodeNotSent,
  digitsOfEntry,
  editBoxes,
  initialOtpState,
  otpReducer,
  readValidation,
  shownElsewhere,
  visitorReason,
} from './otp-state';
import { defaultOneTimeCodeMessages, resendCountdown } from './messages';
import type { OtpEvent, OtpState } from './otp-state';

const run = (events: OtpEvent[], from: OtpState = initialOtpState) => events.reduce(otpReducer, from);
const typed = (code: string, refused = false): OtpEvent => ({ type: 'typed', code, refused, length: 6 });

describe('the one-time-code states', () => {
  it('goes init, loading, codeSent (countdown from the cooldown), then waiting', () => {
    expect(run([{ type: 'send' }]).status).toBe('loading');
    const sent = run([{ type: 'send' }, { type: 'sent', cooldown: 30 }]);
    expect(sent).toEqual({
      status: 'codeSent',
      code: '',
      problem: null,
      sendFailure: null,
      hasSent: true,
      resendIn: 30,
    });
    expect(otpReducer(sent, { type: 'settled' }).status).toBe('waiting');
  });

  it('returns to init with the send failure', () => {
    expect(run([{ type: 'send' }, { type: 'sendFailed' }])).toMatchObject({
      status: 'init',
      problem: 'sendFailed',
      sendFailure: null,
    });
    expect(run([{ type: 'send' }, { type: 'sendFailed', reason: 'Too many codes' }])).toMatchObject({
      status: 'init',
      sendFailure: 'Too many codes',
    });
  });

  it('goes back to the entry, not to init, when a resend fails: the code already sent may still work', () => {
    const wrong = run([
      { type: 'send' },
      { type: 'sent', cooldown: 0 },
      { type: 'settled' },
      typed('000000'),
      { type: 'validated', valid: false },
    ]);
    const failed = run([{ type: 'send' }, { type: 'sendFailed', reason: 'Too many codes' }], wrong);
    expect(failed).toMatchObject({
      status: 'waiting',
      problem: 'sendFailed',
      sendFailure: 'Too many codes',
      code: '000000',
    });
    // The entry takes typing again, and the failure's words go with the next keystroke.
    expect(otpReducer(failed, typed('12345'))).toMatchObject({
      status: 'waiting',
      problem: null,
      sendFailure: null,
    });
  });

  it('shows nothing when the send was refused for a reason shown elsewhere, and clears an earlier failure', () => {
    const failed = run([{ type: 'send' }, { type: 'sendFailed', reason: 'Too many codes' }]);
    expect(
      run([{ type: 'send' }, { type: 'sendFailed', reason: null, shownElsewhere: true }], failed),
    ).toMatchObject({ status: 'init', problem: null, sendFailure: null });
    expect(shownElsewhere(new OneTimeCodeNotSent('Enter a mobile number'))).toBe(true);
    expect(shownElsewhere(Object.assign(new Error(), { name: 'OneTimeCodeNotSent' }))).toBe(true);
    expect(shownElsewhere(new OneTimeCodeError('Too many codes'))).toBe(false);
    expect(shownElsewhere('OneTimeCodeNotSent')).toBe(false);
  });

  it('shows the visitor only the words of a OneTimeCodeError', () => {
    expect(visitorReason(new OneTimeCodeError('Too many codes sent'))).toBe('Too many codes sent');
    const named = Object.assign(new Error('From another bundle'), { name: 'OneTimeCodeError' });
    expect(visitorReason(named)).toBe('From another bundle');
    expect(visitorReason(new OneTimeCodeError(' '))).toBeNull();
    expect(visitorReason(new TypeError('Failed to fetch'))).toBeNull();
    expect(visitorReason('Too many codes sent')).toBeNull();
    expect(visitorReason(undefined)).toBeNull();
  });

  it('reads a validation as a boolean or as an object with a reason', () => {
    expect(readValidation(true)).toEqual({ valid: true, reason: 'mismatch' });
    expect(readValidation(false)).toEqual({ valid: false, reason: 'mismatch' });
    expect(readValidation({ valid: true })).toEqual({ valid: true, reason: 'mismatch' });
    expect(readValidation({ valid: false })).toEqual({ valid: false, reason: 'mismatch' });
    expect(readValidation({ valid: false, reason: 'expired' })).toEqual({ valid: false, reason: 'expired' });
    expect(readValidation({ valid: false, reason: 'exhausted' })).toEqual({
      valid: false,
      reason: 'exhausted',
    });
    // A reason it does not know (from a newer server, say) is a plain mismatch.
    expect(readValidation({ valid: false, reason: 'locked' as never })).toEqual({
      valid: false,
      reason: 'mismatch',
    });
  });

  it('submits a full entry, and succeeds or fails on validation', () => {
    const waiting = run([{ type: 'send' }, { type: 'sent', cooldown: 30 }, { type: 'settled' }]);
    expect(otpReducer(waiting, typed('12345')).status).toBe('waiting');
    const submitted = otpReducer(waiting, typed('123456'));
    expect(submitted.status).toBe('otpSubmit');
    expect(otpReducer(submitted, { type: 'validated', valid: true })).toMatchObject({ status: 'otpSuccess' });
    const wrong = otpReducer(submitted, { type: 'validated', valid: false });
    expect(wrong).toMatchObject({ status: 'otpError', problem: 'mismatch', resendIn: 0, code: '123456' });
    // Editing the wrong code leaves the error state; a new full entry submits again.
    expect(otpReducer(wrong, typed('12345')).status).toBe('waiting');
    expect(otpReducer(wrong, typed('654321')).status).toBe('otpSubmit');
    // A code that can no longer match says why, and resend is offered at once as for a mismatch.
    expect(otpReducer(submitted, { type: 'validated', valid: false, reason: 'expired' })).toMatchObject({
      status: 'otpError',
      problem: 'expired',
      resendIn: 0,
    });
    expect(otpReducer(submitted, { type: 'validated', valid: false, reason: 'exhausted' })).toMatchObject({
      status: 'otpError',
      problem: 'exhausted',
    });
  });

  it('ignores typing before a code is sent and while one is checked', () => {
    expect(otpReducer(initialOtpState, typed('1'))).toBe(initialOtpState);
    const submitting = run([{ type: 'send' }, { type: 'sent', cooldown: 30 }, typed('123456')]);
    expect(otpReducer(submitting, typed('1'))).toBe(submitting);
    expect(otpReducer(submitting, { type: 'send' })).toBe(submitting);
  });

  it('counts the resend countdown down to 0 and words it', () => {
    const sent = run([{ type: 'send' }, { type: 'sent', cooldown: 2 }]);
    expect(run([{ type: 'tick' }, { type: 'tick' }, { type: 'tick' }], sent).resendIn).toBe(0);
    expect(resendCountdown(defaultOneTimeCodeMessages.resendIn, 30)).toBe('Resend code in (0:30)');
    expect(resendCountdown(defaultOneTimeCodeMessages.resendIn, 75)).toBe('Resend code in (1:15)');
  });

  it('keeps only digits, cut to the length, and notices a letter', () => {
    expect(digitsOfEntry('12 34-56', 6)).toEqual({ code: '123456', refused: false });
    expect(digitsOfEntry('12a', 6)).toEqual({ code: '12', refused: true });
    expect(digitsOfEntry('1'.repeat(5000), 6)).toEqual({ code: '111111', refused: false });
  });

  it('does not submit a code with an empty box between digits', () => {
    const waiting = run([{ type: 'send' }, { type: 'sent', cooldown: 30 }, { type: 'settled' }]);
    expect(otpReducer(waiting, typed('12 456')).status).toBe('waiting');
    expect(otpReducer(waiting, typed('123456')).status).toBe('otpSubmit');
  });
});

describe('keys on the boxes (SPEC 5)', () => {
  const at = (caret: number, end = caret) => ({ start: caret, end });

  it('SPEC 5: Backspace clears the current box, or the previous one when the current is empty, and moves there', () => {
    // The caret before the 3: the third box is current.
    expect(editBoxes('1234', at(2), 'Backspace', 6)).toEqual({ code: '12 4', caret: 2 });
    // Empty now: the previous box is cleared, and the caret goes to it.
    expect(editBoxes('12 4', at(2), 'Backspace', 6)).toEqual({ code: '1  4', caret: 1 });
    // After the last digit the current box is empty: the last digit goes, as in any field.
    expect(editBoxes('1234', at(4), 'Backspace', 6)).toEqual({ code: '123', caret: 3 });
    // Past the last box of a full code, the last box is cleared.
    expect(editBoxes('123456', at(6), 'Backspace', 6)).toEqual({ code: '12345', caret: 5 });
    // Nothing before the first box.
    expect(editBoxes(' 234', at(0), 'Backspace', 6)).toEqual({ code: ' 234', caret: 0 });
  });

  it('Delete clears the current box and moves no digit', () => {
    expect(editBoxes('1234', at(1), 'Delete', 6)).toEqual({ code: '1 34', caret: 1 });
    expect(editBoxes('1 34', at(1), 'Delete', 6)).toEqual({ code: '1 34', caret: 1 });
    // The last digit: no empty box is left at the end.
    expect(editBoxes('1234', at(3), 'Delete', 6)).toEqual({ code: '123', caret: 3 });
    expect(editBoxes('123456', at(6), 'Delete', 6)).toEqual({ code: '123456', caret: 6 });
  });

  it('a digit fills the current box and moves on; a selection is cleared first', () => {
    expect(editBoxes('1 34', at(1), '9', 6)).toEqual({ code: '1934', caret: 2 });
    expect(editBoxes('1234', at(0), '9', 6)).toEqual({ code: '9234', caret: 1 });
    expect(editBoxes('1234', at(4), '5', 6)).toEqual({ code: '12345', caret: 5 });
    expect(editBoxes('12345', at(5), '6', 6)).toEqual({ code: '123456', caret: 6 });
    expect(editBoxes('123456', at(6), '7', 6)).toEqual({ code: '123456', caret: 6 });
    // A wrong code comes back selected: typing starts it again, Backspace empties it.
    expect(editBoxes('000000', at(0, 6), '4', 6)).toEqual({ code: '4', caret: 1 });
    expect(editBoxes('000000', at(0, 6), 'Backspace', 6)).toEqual({ code: '', caret: 0 });
    expect(editBoxes('123456', at(1, 3), 'Delete', 6)).toEqual({ code: '1  456', caret: 1 });
  });

  it('leaves every other key to the input', () => {
    for (const key of ['a', 'ArrowLeft', 'Home', 'Tab', ' '])
      expect(editBoxes('12', at(1), key, 6)).toBeNull();
  });
});
