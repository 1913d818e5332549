// The one-time-code control's states and transitions (SPEC 4), as a pure reducer so each is tested alone:
// init -> loading (send) -> codeSent (sent; the resend countdown starts) -> waiting (2 seconds later);
// a failed send goes back to init with its message; a full entry -> otpSubmit -> otpSuccess or otpError
// (the error on every digit, the resend countdown set to 0). Resending goes through loading again.

export type OtpStatus = 'init' | 'loading' | 'codeSent' | 'waiting' | 'otpSubmit' | 'otpSuccess' | 'otpError';

export const otpMessages = {
  send: 'Send one-time code',
  sent: 'Code sent',
  sendFailed: 'Failed to send code',
  sendFailedDetail: 'Something went wrong while sending the code. Please try again.',
  mismatch: 'Code does not match',
  mismatchDetail: 'Code does not match. Please check the one-time code you received and try again.',
  notNumbers: 'Please enter only numbers',
  notNumbersDetail: 'Invalid character entered - your one-time code will only contain numbers (0-9).',
  success: 'Successfully validated',
  successSpoken: 'OTP matched successfully',
  resend: 'Resend code',
  resendIn: (seconds: number) =>
    `Resend code in (${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')})`,
  missingValidate: 'validateOtp function must be provided',
} as const;

export type OtpProblem = 'sendFailed' | 'mismatch' | 'notNumbers' | null;

export interface OtpState {
  status: OtpStatus;
  code: string;
  problem: OtpProblem;
  /** Seconds until a code can be sent again. */
  resendIn: number;
}

export type OtpEvent =
  | { type: 'send' }
  | { type: 'sent'; cooldown: number }
  | { type: 'sendFailed' }
  | { type: 'settled' }
  | { type: 'tick' }
  | { type: 'typed'; code: string; refused: boolean; length: number }
  | { type: 'validated'; valid: boolean };

export const initialOtpState: OtpState = { status: 'init', code: '', problem: null, resendIn: 0 };

/** Where a visitor can type: after a code was sent, and after a wrong one. */
export const acceptsEntry = (status: OtpStatus) =>
  status === 'codeSent' || status === 'waiting' || status === 'otpError';

export function otpReducer(state: OtpState, event: OtpEvent): OtpState {
  switch (event.type) {
    case 'send':
      return state.status === 'loading' || state.status === 'otpSubmit' || state.status === 'otpSuccess'
        ? state
        : { ...state, status: 'loading', problem: null };
    case 'sent':
      return state.status === 'loading'
        ? { status: 'codeSent', code: '', problem: null, resendIn: event.cooldown }
        : state;
    case 'sendFailed':
      return state.status === 'loading' ? { ...state, status: 'init', problem: 'sendFailed' } : state;
    case 'settled':
      return state.status === 'codeSent' ? { ...state, status: 'waiting' } : state;
    case 'tick':
      return state.resendIn > 0 ? { ...state, resendIn: state.resendIn - 1 } : state;
    case 'typed': {
      if (!acceptsEntry(state.status)) return state;
      const full = event.code.length === event.length;
      return {
        ...state,
        code: event.code,
        problem: event.refused ? 'notNumbers' : null,
        status: full ? 'otpSubmit' : state.status === 'otpError' ? 'waiting' : state.status,
      };
    }
    case 'validated':
      if (state.status !== 'otpSubmit') return state;
      return event.valid
        ? { ...state, status: 'otpSuccess', problem: null }
        : { ...state, status: 'otpError', problem: 'mismatch', resendIn: 0 };
  }
}

/** Keeps the digits of what was typed or pasted, cut to the code's length, and says whether anything was left out. */
export function digitsOfEntry(raw: string, length: number): { code: string; refused: boolean } {
  const digits = raw.replace(/\D/g, '');
  return { code: digits.slice(0, length), refused: digits.length !== raw.length && /[^\d\s-]/.test(raw) };
}
