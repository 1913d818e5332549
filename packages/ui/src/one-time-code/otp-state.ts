// The one-time-code control's states and transitions (SPEC 4), as a pure reducer so each is tested alone:
// init -> loading (send) -> codeSent (sent; the resend countdown starts) -> waiting (2 seconds later);
// a failed send goes back to init with its message; a full entry -> otpSubmit -> otpSuccess or otpError
// (the error on every digit, the resend countdown set to 0). Resending goes through loading again, but a failed
// resend goes back to the entry, not to init: the code already sent may still work.

export type OtpStatus = 'init' | 'loading' | 'codeSent' | 'waiting' | 'otpSubmit' | 'otpSuccess' | 'otpError';

/** Why a full code was refused. */
export type OtpRejection = 'mismatch' | 'expired' | 'exhausted';

/**
 * What `validateOtp` resolves to: true or false as before, or an object that can say why a code was refused
 * (a used-up or expired code needs a new code, not another try). A refusal without a reason is a mismatch.
 */
export type OtpValidation = boolean | { valid: true } | { valid: false; reason?: OtpRejection };

/** The validation result read the same way whichever form it came in. */
export function readValidation(result: OtpValidation): { valid: boolean; reason: OtpRejection } {
  if (typeof result === 'object' && result !== null) {
    if (result.valid) return { valid: true, reason: 'mismatch' };
    const reason = result.reason === 'expired' || result.reason === 'exhausted' ? result.reason : 'mismatch';
    return { valid: false, reason };
  }
  return { valid: result === true, reason: 'mismatch' };
}

/**
 * A send failure whose message is written for the visitor (a server's 'Too many codes sent …'): reject `sendOtp`
 * with one and its message is the failure's detail. Any other rejection (a network error, a bug) keeps the
 * control's own detail, so no technical text reaches the page. Recognised by its name, so a copy of this module
 * in another bundle, or a plain Error given this name, counts too.
 */
export class OneTimeCodeError extends Error {
  override name = 'OneTimeCodeError';
}

/** The visitor's words carried by a rejection, or null. */
export function visitorReason(error: unknown): string | null {
  return error instanceof Error && error.name === 'OneTimeCodeError' && error.message.trim() !== ''
    ? error.message
    : null;
}

/**
 * No code was sent, and the caller has already said why where the visitor will look (an invalid contact, at its
 * own field, with focus moved there): reject `sendOtp` with one and the control goes back as it was and shows
 * nothing, rather than 'Failed to send code' under boxes that were never the problem. Recognised by its name, as
 * `OneTimeCodeError` is.
 */
export class OneTimeCodeNotSent extends Error {
  override name = 'OneTimeCodeNotSent';
}

/** Whether a rejection says the reason is shown elsewhere (see `OneTimeCodeNotSent`). */
export const shownElsewhere = (error: unknown) =>
  error instanceof Error && error.name === 'OneTimeCodeNotSent';

export type OtpProblem = 'sendFailed' | OtpRejection | 'notNumbers' | null;

export interface OtpState {
  status: OtpStatus;
  code: string;
  problem: OtpProblem;
  /** The visitor's words from the last failed send, shown instead of the generic detail. */
  sendFailure: string | null;
  /** A code has been sent: a failed resend returns to the entry rather than covering it again. */
  hasSent: boolean;
  /** Seconds until a code can be sent again. */
  resendIn: number;
}

export type OtpEvent =
  | { type: 'send' }
  | { type: 'sent'; cooldown: number }
  | { type: 'sendFailed'; reason?: string | null; shownElsewhere?: boolean }
  | { type: 'settled' }
  | { type: 'tick' }
  | { type: 'typed'; code: string; refused: boolean; length: number }
  | { type: 'validated'; valid: boolean; reason?: OtpRejection };

export const initialOtpState: OtpState = {
  status: 'init',
  code: '',
  problem: null,
  sendFailure: null,
  hasSent: false,
  resendIn: 0,
};

/** Where a visitor can type: after a code was sent, and after a wrong one. */
export const acceptsEntry = (status: OtpStatus) =>
  status === 'codeSent' || status === 'waiting' || status === 'otpError';

/** Problems with the code itself, shown on every digit. */
export const isCodeProblem = (problem: OtpProblem) =>
  problem === 'mismatch' || problem === 'expired' || problem === 'exhausted';

/**
 * An empty box between digits: Backspace and Delete clear a box without moving the digits after it (SPEC 5), so
 * the code is a string with this in the boxes cleared. Empty boxes at the end are dropped.
 */
export const EMPTY_BOX = ' ';

/** Every box holds a digit. */
export const isComplete = (code: string, length: number) =>
  code.length === length && !code.includes(EMPTY_BOX);

const withoutEmptyEnd = (code: string) => code.replace(/ +$/, '');

/** The code with boxes `from` to `to - 1` emptied; every other digit stays in its box. */
function emptyBoxes(code: string, from: number, to: number): string {
  return withoutEmptyEnd(
    Array.from(code, (character, index) => (index >= from && index < to ? EMPTY_BOX : character)).join(''),
  );
}

/** What a key did to the boxes: the new code and where the caret goes. */
export interface BoxEdit {
  code: string;
  caret: number;
}

/**
 * A key on the boxes (from md up). The current box is the one the caret is before (the ringed one): a digit fills
 * it and moves on; Backspace clears it, or when it is empty clears the previous box and moves there; Delete clears
 * it. No digit ever moves to another box. A selection is cleared first (and a digit then fills its first box).
 * Past the last box (the caret after a full code) Backspace clears the last box, and Delete and digits do nothing.
 * Null for any other key.
 */
export function editBoxes(
  code: string,
  selection: { start: number; end: number },
  key: string,
  length: number,
): BoxEdit | null {
  const digit = /^\d$/.test(key);
  if (!digit && key !== 'Backspace' && key !== 'Delete') return null;
  const start = Math.min(selection.start, code.length);
  const end = Math.min(selection.end, code.length);
  const fill = (from: string, box: number): BoxEdit => ({
    code: from.slice(0, box).padEnd(box, EMPTY_BOX) + key + from.slice(box + 1),
    caret: Math.min(box + 1, length),
  });
  if (start < end) {
    const cleared = emptyBoxes(code, start, end);
    return digit ? fill(cleared, start) : { code: cleared, caret: start };
  }
  if (start >= length) {
    return key === 'Backspace'
      ? { code: emptyBoxes(code, length - 1, length), caret: length - 1 }
      : { code, caret: start };
  }
  if (digit) return fill(code, start);
  const filled = /\d/.test(code[start] ?? '');
  if (key === 'Delete' || filled || start === 0)
    return { code: emptyBoxes(code, start, start + 1), caret: start };
  return { code: emptyBoxes(code, start - 1, start), caret: start - 1 };
}

export function otpReducer(state: OtpState, event: OtpEvent): OtpState {
  switch (event.type) {
    case 'send':
      return state.status === 'loading' || state.status === 'otpSubmit' || state.status === 'otpSuccess'
        ? state
        : { ...state, status: 'loading', problem: null, sendFailure: null };
    case 'sent':
      return state.status === 'loading'
        ? {
            status: 'codeSent',
            code: '',
            problem: null,
            sendFailure: null,
            hasSent: true,
            resendIn: event.cooldown,
          }
        : state;
    case 'sendFailed':
      return state.status === 'loading'
        ? {
            ...state,
            status: state.hasSent ? 'waiting' : 'init',
            problem: event.shownElsewhere ? null : 'sendFailed',
            sendFailure: event.shownElsewhere ? null : (event.reason ?? null),
          }
        : state;
    case 'settled':
      return state.status === 'codeSent' ? { ...state, status: 'waiting' } : state;
    case 'tick':
      return state.resendIn > 0 ? { ...state, resendIn: state.resendIn - 1 } : state;
    case 'typed': {
      if (!acceptsEntry(state.status)) return state;
      const full = isComplete(event.code, event.length);
      return {
        ...state,
        code: event.code,
        problem: event.refused ? 'notNumbers' : null,
        sendFailure: null,
        status: full ? 'otpSubmit' : state.status === 'otpError' ? 'waiting' : state.status,
      };
    }
    case 'validated':
      if (state.status !== 'otpSubmit') return state;
      return event.valid
        ? { ...state, status: 'otpSuccess', problem: null }
        : { ...state, status: 'otpError', problem: event.reason ?? 'mismatch', resendIn: 0 };
  }
}

/** Keeps the digits of what was typed or pasted, cut to the code's length, and says whether anything was left out. */
export function digitsOfEntry(raw: string, length: number): { code: string; refused: boolean } {
  const digits = raw.replace(/\D/g, '');
  return { code: digits.slice(0, length), refused: digits.length !== raw.length && /[^\d\s-]/.test(raw) };
}
