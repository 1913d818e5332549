'use client';
// One-time code entry (SPEC 3-5, 8, 9). One real input carries the code (autocomplete="one-time-code",
// inputmode="numeric"), so SMS autofill, paste anywhere in the code, password managers and screen readers all
// see one labelled field; from md up it is drawn as one box per digit, below md as a single field. Until a code
// is sent, an overlay with the send button covers the entry. A full entry is checked at once; the result, the
// errors and the resend countdown follow SPEC's wording, and a help dialog (the library's Modal) explains.
import { useEffect, useReducer, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '../button';
import { FormField, controlAria, useFormControl, withMessageNow } from '../form-control';
import type { FormControlProps, FormControlState } from '../form-control';
import { Modal, useModal } from '../modal';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden';
import { acceptsEntry, digitsOfEntry, initialOtpState, otpMessages, otpReducer } from './otp-state';
import styles from './OneTimeCode.module.css';

export const OTP_SETTLE_MS = 2_000;

export interface OneTimeCodeProps extends FormControlProps {
  /** Sends a code; resolve when it is on its way, reject when it could not be sent. */
  sendOtp: () => Promise<unknown>;
  /** Checks a full code; resolve true when it matches. Required. */
  validateOtp: (code: string) => Promise<boolean>;
  /** Called with the code once it has matched. */
  onSuccess?: (code: string) => void;
  /** Where the code goes, shown with the send button ('We will text it to 0412 *** 678'). */
  contactInfo?: ReactNode;
  helpTitle?: string;
  helpContent?: ReactNode;
  /** Digits in a code. */
  length?: number;
  /** Offer to send the code again, after the cooldown. */
  resend?: boolean;
  /** Seconds before a code can be sent again. */
  resendCooldown?: number;
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

export function OneTimeCode({
  sendOtp,
  validateOtp,
  onSuccess,
  contactInfo,
  helpTitle = 'Help with your one-time code',
  helpContent,
  length = 6,
  resend = true,
  resendCooldown = 30,
  ...control
}: OneTimeCodeProps) {
  if (typeof validateOtp !== 'function') throw new Error(otpMessages.missingValidate);
  const [state, dispatch] = useReducer(otpReducer, initialOtpState);
  const inputRef = useRef<HTMLInputElement>(null);
  const help = useModal();
  const formState = useFormControl(control);

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
      (valid) => current && dispatch({ type: 'validated', valid }),
      () => current && dispatch({ type: 'validated', valid: false }),
    );
    return () => {
      current = false;
    };
  }, [state.status, state.code, validateOtp]);
  useEffect(() => {
    if (state.status === 'otpSuccess') onSuccess?.(state.code);
    if (state.status === 'otpError') {
      inputRef.current?.focus();
      inputRef.current?.setSelectionRange(0, state.code.length);
    }
  }, [state.status, state.code, onSuccess]);
  // When the overlay lifts, focus that was on its button (or fell to the page with it) moves into the entry.
  const entryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status !== 'waiting') return;
    const active = document.activeElement;
    if (active === document.body || active === null || entryRef.current?.contains(active))
      inputRef.current?.focus();
  }, [state.status]);

  const send = () => {
    dispatch({ type: 'send' });
    sendOtp().then(
      () => dispatch({ type: 'sent', cooldown: resendCooldown }),
      () => dispatch({ type: 'sendFailed' }),
    );
  };

  const enter = (raw: string) => dispatch({ type: 'typed', ...digitsOfEntry(raw, length), length });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that are neither letters nor digits do nothing (a letter is let through to be refused with a
    // message); shortcuts and the keys that move or delete still work.
    if (event.ctrlKey || event.metaKey || event.altKey || NAVIGATION_KEYS.has(event.key)) return;
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

  const covered = state.status === 'init' || state.status === 'loading' || state.status === 'codeSent';
  const locked = state.status === 'otpSubmit' || state.status === 'otpSuccess';
  const problem = state.problem
    ? {
        sendFailed: [otpMessages.sendFailed, otpMessages.sendFailedDetail],
        mismatch: [otpMessages.mismatch, otpMessages.mismatchDetail],
        notNumbers: [otpMessages.notNumbers, otpMessages.notNumbersDetail],
      }[state.problem]
    : null;
  const shown: FormControlState = problem
    ? {
        ...withMessageNow(
          formState,
          <>
            <strong>{problem[0]}</strong> {problem[1]}
          </>,
          'error',
        ),
        showError: true,
      }
    : state.status === 'otpSuccess'
      ? withMessageNow(formState, otpMessages.success, 'info')
      : formState;
  const digits = Array.from({ length }, (_, index) => state.code[index] ?? '');

  return (
    <FormField state={shown} label={control.label} help={control.help} className={styles.field}>
      <div ref={entryRef} className={styles.entry} data-status={state.status}>
        <div className={styles.boxes} data-invalid={state.problem === 'mismatch' || undefined}>
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
            onBlur={formState.markLeft}
          />
          <span className={styles.digits} aria-hidden="true">
            {digits.map((digit, index) => (
              <span key={index} className={cx(styles.digit, index === state.code.length && styles.next)}>
                {digit}
              </span>
            ))}
          </span>
        </div>
        {covered ? (
          <div className={styles.overlay}>
            {contactInfo ? <p className={styles.contact}>{contactInfo}</p> : null}
            <Button
              size="md"
              onClick={send}
              loading={state.status === 'loading'}
              loadingText="Sending"
              aria-disabled={state.status === 'codeSent' || undefined}
            >
              {state.status === 'codeSent' ? otpMessages.sent : otpMessages.send}
            </Button>
          </div>
        ) : null}
      </div>
      <div className={styles.tools}>
        {acceptsEntry(state.status) ? (
          state.code === '' ? (
            <Button variant="tertiary" size="sm" onClick={() => void paste()}>
              Paste
            </Button>
          ) : (
            <Button variant="tertiary" size="sm" onClick={clear}>
              Clear
            </Button>
          )
        ) : null}
        {resend && acceptsEntry(state.status) ? (
          state.resendIn > 0 ? (
            <span className={styles.countdown}>{otpMessages.resendIn(state.resendIn)}</span>
          ) : (
            <button type="button" className={styles.resend} onClick={send}>
              {otpMessages.resend}
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
        <span role="status">{state.status === 'otpSuccess' ? otpMessages.successSpoken : ''}</span>
      </VisuallyHidden>
      {helpContent ? (
        <Modal {...help.modalProps} title={helpTitle}>
          {helpContent}
        </Modal>
      ) : null}
    </FormField>
  );
}
