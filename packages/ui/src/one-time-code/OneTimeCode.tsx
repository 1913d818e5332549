'use client';
// One-time code entry (SPEC 3-5, 8, 9). One real input carries the code (autocomplete="one-time-code",
// inputmode="numeric"), so SMS autofill, paste anywhere in the code, password managers and screen readers all
// see one labelled field; from md up it is drawn as one box per digit (the box at the input's caret ringed: the
// current box, which typing fills and Backspace and Delete clear without moving other digits), below md as a
// single field that edits as any text field does. Until a code is sent, an overlay with the send button covers the entry. A full
// entry is checked at once; the result, the errors and the resend countdown follow SPEC's wording, and a help
// dialog (the library's Modal) explains.
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Button } from '../button';
import { FormField, controlAria, useFormControl, withMessageNow } from '../form-control';
import type { FormControlProps, FormControlState } from '../form-control';
import { Modal, useModal } from '../modal';
import { VisuallyHidden } from '../visually-hidden';
import {
  EMPTY_BOX,
  acceptsEntry,
  digitsOfEntry,
  editBoxes,
  initialOtpState,
  isCodeProblem,
  otpReducer,
  readValidation,
  shownElsewhere,
  visitorReason,
} from './otp-state';
import type { BoxEdit, OtpValidation } from './otp-state';
import { withDefaultMessages } from '../messages';
import { defaultOneTimeCodeMessages, resendCountdown } from './messages';
import type { OneTimeCodeMessages } from './messages';
import styles from './OneTimeCode.module.css';

export const OTP_SETTLE_MS = 2_000;

export interface OneTimeCodeProps extends FormControlProps {
  /**
   * Sends a code; resolve when it is on its way, reject when it could not be sent. Reject with a
   * `OneTimeCodeError` to show its message (written for the visitor) as the failure's detail, or with a
   * `OneTimeCodeNotSent` when the reason is already shown elsewhere (an invalid contact at its own field, focus
   * moved there): the control then shows nothing and leaves focus where the caller put it.
   */
  sendOtp: () => Promise<unknown>;
  /**
   * Checks a full code; resolve true when it matches. Required. To say why a code was refused, resolve
   * `{ valid: false, reason: 'expired' | 'exhausted' }`: the visitor is then told to get a new code.
   */
  validateOtp: (code: string) => Promise<OtpValidation>;
  /** Called with the code once it has matched. */
  onSuccess?: (code: string) => void;
  /** Where the code goes, shown with the send button ('We will text it to 0412 *** 678'). */
  contactInfo?: ReactNode;
  /** The help button's text and the help dialog's title, for this help; by default the `helpTitle` message. */
  helpTitle?: string;
  /** What the help dialog says; without it there is no help button. */
  helpContent?: ReactNode;
  /** Digits in a code. */
  length?: number;
  /** Offer to send the code again, after the cooldown. */
  resend?: boolean;
  /** Seconds before a code can be sent again. */
  resendCooldown?: number;
  /**
   * Its own words (SPEC's by default), any of them replaced (see `OneTimeCodeMessages`), e.g.
   * `{ sendFailedDetail: '…' }`.
   */
  messages?: Partial<OneTimeCodeMessages>;
}

const NAVIGATION_KEYS = new Set([
  'Tab',
  'Enter',
  'Escape',
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
]);

/** Focus fell to the page (its element went away) or is inside one of `parts`, which the control disables. */
function focusDropped(...parts: (HTMLElement | null)[]) {
  const active = document.activeElement;
  return active === null || active === document.body || parts.some((part) => part?.contains(active));
}

export function OneTimeCode({
  sendOtp,
  validateOtp,
  onSuccess,
  contactInfo,
  helpTitle: helpTitleProp,
  helpContent,
  length = 6,
  resend = true,
  resendCooldown = 30,
  messages,
  ...control
}: OneTimeCodeProps) {
  // A developer error, not the visitor's words.
  if (typeof validateOtp !== 'function') throw new Error('validateOtp function must be provided');
  const text = withDefaultMessages(defaultOneTimeCodeMessages, messages);
  const helpTitle = helpTitleProp ?? text.helpTitle;
  const [state, dispatch] = useReducer(otpReducer, initialOtpState);
  const inputRef = useRef<HTMLInputElement>(null);
  const entryRef = useRef<HTMLDivElement>(null);
  const digitsRef = useRef<HTMLSpanElement>(null);
  const sendButtonRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLSpanElement>(null);
  const help = useModal();
  const formState = useFormControl(control);

  // The input's caret and selection, so the boxes (from md up) show where typing, Backspace and Delete act: the
  // input draws no caret of its own there.
  const [selection, setSelection] = useState({ start: 0, end: 0 });
  const readSelection = useCallback(() => {
    const input = inputRef.current;
    if (!input) return;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    setSelection((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);
  // A value React writes (typing, Paste, Clear, a new code) moves the caret without a selection event. After a key
  // on the boxes the caret goes where the key left it (React writing the value would put it at the end).
  const caretAfterKey = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = caretAfterKey.current;
    caretAfterKey.current = null;
    if (caret !== null) inputRef.current?.setSelectionRange(caret, caret);
    readSelection();
  }, [state.code, readSelection]);

  // codeSent becomes waiting after 2 seconds; the resend countdown ticks every second.
  useEffect(() => {
    if (state.status !== 'codeSent') return undefined;
    const timer = setTimeout(() => dispatch({ type: 'settled' }), OTP_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [state.status]);
  const counting = state.resendIn > 0;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1_000);
    return () => clearInterval(timer);
  }, [counting]);

  // A full entry is checked at once; a wrong code puts focus back at the start, all of it selected.
  useEffect(() => {
    if (state.status !== 'otpSubmit') return;
    let current = true;
    validateOtp(state.code).then(
      (result) => current && dispatch({ type: 'validated', ...readValidation(result) }),
      () => current && dispatch({ type: 'validated', valid: false }),
    );
    return () => {
      current = false;
    };
  }, [state.status, state.code, validateOtp]);
  // Once per success, whatever the caller passes on later renders (a new function each render must not fire again).
  const succeeded = useEffectEvent((code: string) => onSuccess?.(code));
  useEffect(() => {
    if (state.status === 'otpSuccess') succeeded(state.code);
    if (state.status === 'otpError') {
      inputRef.current?.focus();
      inputRef.current?.setSelectionRange(0, state.code.length);
      readSelection();
    }
  }, [state.status, state.code, readSelection]);
  // The input is disabled once the code matched, so focus (on it, or fallen to the page with Paste or Clear) goes
  // to the success message: keyboard and screen-reader users keep their place and hear the outcome.
  useEffect(() => {
    if (state.status === 'otpSuccess' && focusDropped(entryRef.current)) successRef.current?.focus();
  }, [state.status]);
  // A resend brings the overlay back and takes the Resend link away: focus goes to the overlay's button, which
  // says 'Code sent' once it is, rather than to the page for the 2 seconds.
  useEffect(() => {
    if (state.status === 'loading' && focusDropped(entryRef.current)) sendButtonRef.current?.focus();
  }, [state.status]);
  // When the overlay lifts, focus that was on its button (or fell to the page with it) moves into the entry. A
  // full code kept from a failed resend is selected, so typing replaces it as after a wrong code.
  const full = state.code.length === length;
  useEffect(() => {
    if (state.status !== 'waiting' || !focusDropped(entryRef.current)) return;
    inputRef.current?.focus();
    if (full) inputRef.current?.setSelectionRange(0, length);
    readSelection();
  }, [state.status, full, length, readSelection]);

  // One send at a time: a second press while one is on its way (or on 'Code sent') sends nothing more.
  const sending = useRef(false);
  const send = () => {
    if (sending.current) return;
    sending.current = true;
    dispatch({ type: 'send' });
    new Promise<unknown>((resolve) => resolve(sendOtp()))
      .then(
        () => dispatch({ type: 'sent', cooldown: resendCooldown }),
        (error: unknown) =>
          dispatch({
            type: 'sendFailed',
            reason: visitorReason(error),
            shownElsewhere: shownElsewhere(error),
          }),
      )
      .finally(() => {
        sending.current = false;
      });
  };

  const enter = (raw: string) => dispatch({ type: 'typed', ...digitsOfEntry(raw, length), length });

  // The boxes are drawn (from md up) when they have a size.
  const boxesDrawn = () => (digitsRef.current?.firstElementChild?.getBoundingClientRect().width ?? 0) > 0;
  const applyEdit = (edit: BoxEdit) => {
    if (edit.code === state.code) {
      inputRef.current?.setSelectionRange(edit.caret, edit.caret);
      readSelection();
      return;
    }
    caretAfterKey.current = edit.caret;
    dispatch({ type: 'typed', code: edit.code, refused: false, length });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
    // On the boxes a digit, Backspace and Delete act on the current box (SPEC 5), not on the text around a caret.
    const input = event.currentTarget;
    const edit = boxesDrawn()
      ? editBoxes(
          state.code,
          { start: input.selectionStart ?? state.code.length, end: input.selectionEnd ?? state.code.length },
          event.key,
          length,
        )
      : null;
    if (edit) {
      event.preventDefault();
      applyEdit(edit);
      return;
    }
    // Keys that are neither letters nor digits do nothing (a letter is let through to be refused with a
    // message); shortcuts and the keys that move or delete still work.
    if (NAVIGATION_KEYS.has(event.key)) return;
    if (event.key.length === 1 && !/[\p{L}\p{N}]/u.test(event.key)) event.preventDefault();
  };

  const paste = async () => {
    try {
      enter(await navigator.clipboard.readText());
      inputRef.current?.focus();
    } catch (error) {
      // SPEC: a failed clipboard read is logged only.
      console.error('One-time code: the clipboard could not be read', error);
    }
  };
  const clear = () => {
    enter('');
    inputRef.current?.focus();
  };

  // From md up the input's own (invisible) text does not line up with the boxes, so a click puts the caret before
  // the box clicked (after the last digit at most), where the ring then shows it. Below md the boxes are not
  // drawn (no size), and a drag or double-click selection is left as it is.
  const caretToBox = (event: MouseEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const boxes = Array.from(digitsRef.current?.children ?? []);
    const index = boxes.findIndex((box) => {
      const { width, right } = box.getBoundingClientRect();
      return width > 0 && event.clientX < right;
    });
    if (index !== -1 && input.selectionStart === input.selectionEnd) {
      const at = Math.min(index, input.value.length);
      input.setSelectionRange(at, at);
    }
    readSelection();
  };

  const covered = state.status === 'init' || state.status === 'loading' || state.status === 'codeSent';
  const locked = state.status === 'otpSubmit' || state.status === 'otpSuccess';
  const problems: Record<NonNullable<typeof state.problem>, [title: string, detail: string]> = {
    sendFailed: [text.sendFailed, state.sendFailure ?? text.sendFailedDetail],
    mismatch: [text.mismatch, text.mismatchDetail],
    expired: [text.expired, text.expiredDetail],
    exhausted: [text.exhausted, text.exhaustedDetail],
    notNumbers: [text.notNumbers, text.notNumbersDetail],
  };
  const problem = state.problem ? problems[state.problem] : null;
  const shown: FormControlState = problem
    ? {
        ...withMessageNow(
          formState,
          <>
            {/* SPEC's mismatch detail starts with its title: seen twice is fine, heard twice is not. */}
            <strong aria-hidden={problem[1].startsWith(problem[0]) || undefined}>{problem[0]}</strong>{' '}
            {problem[1]}
          </>,
          'error',
        ),
        showError: true,
      }
    : state.status === 'otpSuccess'
      ? withMessageNow(
          formState,
          <span ref={successRef} tabIndex={-1} className={styles.success}>
            {text.success}
          </span>,
          'info',
        )
      : formState;
  const digits = Array.from({ length }, (_, index) => (state.code[index] ?? '').replace(EMPTY_BOX, ''));
  // The ring goes on the box the caret is before (the last box, marked 'after', once the caret is past it); a
  // selection marks each box it holds.
  const caret = Math.min(selection.start, state.code.length);
  const selectedEnd = Math.min(selection.end, state.code.length);
  const caretBox = Math.min(caret, length - 1);
  const caretSide = caret === length ? 'after' : 'before';

  return (
    <FormField state={shown} label={control.label} help={control.help} className={styles.field}>
      <div ref={entryRef} className={styles.entry} data-status={state.status}>
        <div className={styles.boxes} data-invalid={isCodeProblem(state.problem) || undefined}>
          <input
            ref={inputRef}
            id={formState.id}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\d{${length}}`}
            maxLength={length * 4}
            value={state.code}
            disabled={locked || covered}
            required={formState.required}
            {...controlAria(shown)}
            onChange={(event) => enter(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onKeyUp={readSelection}
            onSelect={readSelection}
            onFocus={readSelection}
            onClick={caretToBox}
            onBlur={formState.markLeft}
          />
          <span ref={digitsRef} className={styles.digits} aria-hidden="true">
            {digits.map((digit, index) => (
              <span
                key={index}
                className={styles.digit}
                data-caret={caret === selectedEnd && index === caretBox ? caretSide : undefined}
                data-selected={(index >= caret && index < selectedEnd) || undefined}
              >
                {digit}
              </span>
            ))}
          </span>
        </div>
        {covered ? (
          <div className={styles.overlay}>
            {contactInfo ? <p className={styles.contact}>{contactInfo}</p> : null}
            <Button
              ref={sendButtonRef}
              size="md"
              onClick={state.status === 'codeSent' ? undefined : send}
              loading={state.status === 'loading'}
              loadingText={text.sending}
              aria-disabled={state.status === 'codeSent' || undefined}
            >
              {state.status === 'codeSent' ? text.sent : text.send}
            </Button>
          </div>
        ) : null}
      </div>
      <div className={styles.tools}>
        {acceptsEntry(state.status) ? (
          state.code === '' ? (
            <Button variant="tertiary" size="sm" onClick={() => void paste()}>
              {text.paste}
            </Button>
          ) : (
            <Button variant="tertiary" size="sm" onClick={clear}>
              {text.clear}
            </Button>
          )
        ) : null}
        {resend && acceptsEntry(state.status) ? (
          state.resendIn > 0 ? (
            <span className={styles.countdown}>{resendCountdown(text.resendIn, state.resendIn)}</span>
          ) : (
            <button type="button" className={styles.resend} onClick={send}>
              {text.resend}
            </button>
          )
        ) : null}
        {helpContent ? (
          <Button variant="tertiary" size="sm" {...help.triggerProps}>
            {helpTitle}
          </Button>
        ) : null}
      </div>
      <VisuallyHidden>
        <span role="status">{state.status === 'otpSuccess' ? text.successSpoken : ''}</span>
      </VisuallyHidden>
      {helpContent ? (
        <Modal {...help.modalProps} title={helpTitle}>
          {helpContent}
        </Modal>
      ) : null}
    </FormField>
  );
}
