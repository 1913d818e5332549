'use client';
// Date text input: the visitor types digits and the slashes appear (dd/mm/yyyy, at most 10 characters).
// Backspace over a slash takes the digit before it too, the caret stays where the visitor is typing, a pasted
// date in a common shape is tidied, and a character that is not a digit is left out with a message at once
// (nothing typed is lost). On iOS and Android the phone's own date input is used instead; its yyyy-mm-dd value
// is turned into dd/mm/yyyy and back, so the value the caller gets is the same either way.
import { useLayoutEffect, useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { FormField, controlAria, useFormControl, withMessageNow } from '../form-control';
import type { FormControlProps, FormControlState } from '../form-control';
import fieldStyles from '../form-control/FormField.module.css';
import { useMobileOs } from '../hooks/useMobileOs';
import { withDefaultMessages } from '../messages';
import { cx } from '../utils/cx';
import {
  applyTypedEdit,
  backspaceOverSlash,
  deleteOverSlash,
  datePastedAs,
  dateTextError,
  dateTextFromIso,
  formatDate,
  isoFromDateText,
  parseDateText,
  typedDateText,
} from './date-text';
import type { TypedEdit } from './date-text';
import { defaultDateInputMessages } from './messages';
import type { DateInputMessages } from './messages';
import styles from './DateInput.module.css';
import { useControllableState } from '../hooks/useControllableState';
import { useEarlyInput } from '../hooks/useEarlyInput';

export interface DateInputProps extends FormControlProps {
  /** The text, dd/mm/yyyy or part of it while typing, when the page controls the input (with `onChange`). */
  value?: string;
  /**
   * The first text, dd/mm/yyyy, when the input keeps its own state.
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called after every edit with the text and, once it is a complete, real date, the date; null otherwise. The
   * date is a `CalendarDate` from `@internationalized/date`.
   */
  onChange?: (text: string, date: CalendarDate | null) => void;
  /** The earliest date accepted, as yyyy-mm-dd. An earlier date is an error once validated. */
  min?: string;
  /** The latest date accepted, as yyyy-mm-dd. A later date is an error once validated. */
  max?: string;
  /** The input's name, for forms; the value is dd/mm/yyyy. */
  name?: string;
  /**
   * Shown but not editable, and out of the tab order.
   * @default false
   */
  disabled?: boolean;
  /**
   * Uses the phone's own date input on iOS and Android; its value is turned into dd/mm/yyyy and back.
   * @default true
   */
  nativeOnMobile?: boolean;
  /** Extra class on the field. */
  className?: string;
  /** Any of the input's own words to change (its placeholder, its error messages). */
  messages?: Partial<DateInputMessages>;
}

/** What a date picker adds beside the typed input: it reads the date and can set one. */
export interface DateInputAddOn {
  date: CalendarDate | null;
  select: (date: CalendarDate) => void;
  disabled: boolean;
  state: FormControlState;
}

/** The field with what the date picker adds; not part of DateInput's own props. */
export interface DateInputFieldProps extends DateInputProps {
  /** Rendered after the input while it is the typed one (the date picker's calendar button). */
  addOn?: (addOn: DateInputAddOn) => ReactNode;
}

export function DateInput(props: DateInputProps) {
  return <DateInputField {...props} />;
}

/** The date field itself, for the date picker: DateInput with its calendar button after the input. */
export function DateInputField({
  value,
  defaultValue = '',
  onChange,
  min,
  max,
  name,
  disabled = false,
  nativeOnMobile = true,
  className,
  addOn,
  messages: messageOverrides,
  ...control
}: DateInputFieldProps) {
  const messages = withDefaultMessages(defaultDateInputMessages, messageOverrides);
  const [text, setText] = useControllableState(value, defaultValue, (next) =>
    onChange?.(next, parseDateText(next)),
  );
  const [rejection, setRejection] = useState<TypedEdit['rejected']>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const native = useMobileOs() && nativeOnMobile;

  const required = control.formControlType === 'required';
  const ownError = dateTextError(text, { required, min, max }, messages);
  const state = useFormControl(control, ownError);
  // A refused keystroke is answered at once, before the field is validated, so the visitor knows why.
  const shown = rejection ? withMessageNow(state, messages[rejection], 'error') : state;
  // Leaving the field, the answer stays until the next edit unless the field's own error takes its place: gone,
  // it moved what was below, and a click on the button there (which is what took the focus) landed on nothing.
  const leave = () => {
    if (ownError) setRejection(null);
    state.markLeft();
  };

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    // Only the typed input has a caret to place (a date input throws).
    if (caret === null || inputRef.current?.type !== 'text') return;
    inputRef.current.setSelectionRange(caret, caret);
  });

  const commit = (next: string) => {
    setText(next);
  };

  const applyEdit = (edit: TypedEdit, input: HTMLInputElement) => {
    setRejection(edit.rejected);
    if (edit.text === text) {
      // Nothing changes, so React will not re-render: put the text and caret back here.
      input.value = text;
      input.setSelectionRange(edit.caret, edit.caret);
      return;
    }
    pendingCaret.current = edit.caret;
    commit(edit.text);
  };

  // What was typed before the page came alive is tidied as if typed now (the slashes added, letters refused). It is
  // always the typed input then: a phone's own date input takes its place only after hydrating.
  useEarlyInput(inputRef, ([input]) => {
    const edit = typedDateText(input.value);
    setRejection(edit.rejected);
    // Nothing to pass on (only refused characters): put back what React shows.
    if (edit.text === text) input.value = text;
    else commit(edit.text);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.selectionStart !== input.selectionEnd) return;
    const caret = input.selectionStart ?? text.length;
    const edit =
      event.key === 'Backspace'
        ? backspaceOverSlash(text, caret)
        : event.key === 'Delete'
          ? deleteOverSlash(text, caret)
          : null;
    if (!edit) return;
    event.preventDefault();
    applyEdit(edit, input);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const replacesAll = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    const asDate = datePastedAs(event.clipboardData.getData('text'));
    if (!asDate || !replacesAll) return;
    event.preventDefault();
    applyEdit({ text: asDate, caret: asDate.length, rejected: null }, input);
  };

  const add =
    addOn && !native
      ? addOn({
          date: parseDateText(text),
          select: (d) => {
            setRejection(null);
            commit(formatDate(d));
          },
          disabled,
          state,
        })
      : null;

  return (
    <FormField state={shown} label={control.label} help={control.help} className={className}>
      <span className={styles.row}>
        {native ? (
          <input
            type="date"
            id={state.id}
            name={name}
            value={isoFromDateText(text)}
            min={min}
            max={max}
            disabled={disabled}
            required={required}
            {...controlAria(shown)}
            className={cx(fieldStyles.input, styles.input)}
            onChange={(event) => commit(dateTextFromIso(event.currentTarget.value))}
            onBlur={state.markLeft}
          />
        ) : (
          <input
            ref={inputRef}
            type="text"
            id={state.id}
            name={name}
            value={text}
            inputMode="numeric"
            autoComplete="off"
            placeholder={messages.format}
            // No maxLength: the browser would drop a keystroke or cut a paste silently. The edit rules keep the
            // text within DATE_MAX_LENGTH and say why when they refuse something.
            disabled={disabled}
            required={required}
            {...controlAria(shown)}
            className={cx(fieldStyles.input, styles.input)}
            onChange={(event) => {
              const input = event.currentTarget;
              // A run entered whole into an empty field (autofill, a drop, a paste the paste handler did not see)
              // is tidied as a whole: 1/1/1990 is 01/01/1990, not the digits 111990 run together.
              const whole = text === '' && input.value.length > 1;
              const edit = whole
                ? typedDateText(input.value)
                : applyTypedEdit(text, input.value, input.selectionStart ?? input.value.length);
              applyEdit(edit, input);
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onBlur={leave}
          />
        )}
        {add}
      </span>
    </FormField>
  );
}
