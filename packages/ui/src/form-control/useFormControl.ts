// The form-control contract every control shares (text, date, select, radio and checkbox groups, switch, and
// later the one-time code and the address lookup): a label, help text, a required type, and messages that wait
// for the field to be validated. The error shows only when validated and invalid; the info only when validated
// and valid. The hook gives the ids and ARIA wiring, so every control says the same things the same way.
import { useCallback, useId, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';

export type FormControlType = 'required' | 'optional';

export interface FormControlProps {
  /** The control's visible name. */
  label: ReactNode;
  /** Words under the label that help to answer; read out with the control (`aria-describedby`). */
  help?: ReactNode;
  /**
   * Required adds ‘(required)’ to the label, marks the control required and checks it is answered.
   * @default 'optional'
   */
  formControlType?: FormControlType;
  /**
   * Whether the value has been checked (on submit, say). Messages show only once validated, so they never appear
   * while someone is still typing.
   * @default set when the visitor leaves the control
   */
  validated?: boolean;
  /**
   * The caller's own check failed. The control adds its own checks (an empty required field, an impossible date).
   * @default false
   */
  invalid?: boolean;
  /** Shown when validated and invalid, instead of the control's own message; the control gets `aria-invalid`. */
  errorMessage?: ReactNode;
  /** Shown when validated and valid. */
  infoMessage?: ReactNode;
  /**
   * The control's id.
   * @default generated
   */
  id?: string;
}

export type MessageTone = 'error' | 'info';

export interface FormControlState {
  id: string;
  labelId: string;
  helpId: string | undefined;
  messageId: string;
  required: boolean;
  /** Validated and invalid: the control is marked invalid and the error shows. */
  showError: boolean;
  message: ReactNode;
  messageTone: MessageTone | null;
  /** The help and the message shown, for `aria-describedby`. */
  describedBy: string | undefined;
  /** Call when the visitor leaves the control: it counts as validated from then on (unless `validated` is given). */
  markLeft: () => void;
}

/**
 * `ownError` is the control's own finding (for example 'Enter a date in the format dd/mm/yyyy'), or null when the
 * value passes its checks.
 */
export function useFormControl(props: FormControlProps, ownError: ReactNode = null): FormControlState {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const invalid =
    Boolean(props.invalid) || (ownError !== null && ownError !== undefined && ownError !== false);
  const [left, setLeft] = useState(false);
  const markLeft = useCallback(() => setLeft(true), []);
  const validated = props.validated ?? left;
  const showError = validated && invalid;
  const showInfo = validated && !invalid && props.infoMessage != null;
  const message = showError ? (props.errorMessage ?? ownError) : showInfo ? props.infoMessage : null;
  const helpId = props.help != null ? `${id}-help` : undefined;
  const messageId = `${id}-message`;
  const describedBy =
    [helpId, message != null ? messageId : undefined].filter(Boolean).join(' ') || undefined;
  return {
    id,
    labelId: `${id}-label`,
    helpId,
    messageId,
    required: props.formControlType === 'required',
    showError,
    message,
    messageTone: message == null ? null : showError ? 'error' : 'info',
    describedBy,
    markLeft,
  };
}

/**
 * The state with a message of the control's own that shows now, before validation (a refused keystroke, a failed
 * send): the help and that message describe the control.
 */
export function withMessageNow(
  state: FormControlState,
  message: ReactNode,
  tone: MessageTone,
): FormControlState {
  return {
    ...state,
    message,
    messageTone: tone,
    describedBy: [state.helpId, state.messageId].filter(Boolean).join(' '),
  };
}

/** The attributes a single input (or the element that stands for a group) takes from the contract. */
export function controlAria(state: FormControlState) {
  return {
    'aria-describedby': state.describedBy,
    'aria-invalid': state.showError || undefined,
  } as const;
}

/** For an input in a group (a fieldset): true when focus has left the whole group, not just moved within it. */
export function focusLeftGroup(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
  return !event.currentTarget.closest('fieldset')?.contains(next);
}
