import { digitsOfEntry, initialOtpState, otpMessages, otpReducer } from './otp-state';
import type { OtpEvent, OtpState } from './otp-state';

const run = (events: OtpEvent[], from: OtpState = initialOtpState) => events.reduce(otpReducer, from);
const typed = (code: string, refused = false): OtpEvent => ({ type: 'typed', code, refused, length: 6 });

describe('the one-time-code states', () => {
  it('goes init, loading, codeSent (countdown from the cooldown), then waiting', () => {
    expect(run([{ type: 'send' }]).status).toBe('loading');
    const sent = run([{ type: 'send' }, { type: 'sent', cooldown: 30 }]);
    expect(sent).toEqual({ status: 'codeSent', code: '', problem: null, resendIn: 30 });
    expect(otpReducer(sent, { type: 'settled' }).status).toBe('waiting');
  });

  it('returns to init with the send failure', () => {
    expect(run([{ type: 'send' }, { type: 'sendFailed' }])).toMatchObject({
      status: 'init',
      problem: 'sendFailed',
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
    expect(otpMessages.resendIn(30)).toBe('Resend code in (0:30)');
    expect(otpMessages.resendIn(75)).toBe('Resend code in (1:15)');
  });

  it('keeps only digits, cut to the length, and notices a letter', () => {
    expect(digitsOfEntry('12 34-56', 6)).toEqual({ code: '123456', refused: false });
    expect(digitsOfEntry('12a', 6)).toEqual({ code: '12', refused: true });
    expect(digitsOfEntry('1'.repeat(5000), 6)).toEqual({ code: '111111', refused: false });
  });
});
