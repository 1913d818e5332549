'use client';
// Text input: one line of text in the form-control frame (label, help, required, messages once validated).
// Required means not empty. `inline` puts the label beside a short input ('Go to page:').
import { useRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { FormField, controlAria, useFormControl } from '../form-control';
import type { FormControlProps } from '../form-control';
import fieldStyles from '../form-control/FormField.module.css';
import { cx } from '../utils/cx';
import { useControllableState } from '../hooks/useControllableState';
import { useEarlyInput } from '../hooks/useEarlyInput';

export const TEXT_REQUIRED_MESSAGE = 'Enter a value.';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'id' | 'required' | 'className' | 'children' | 'size'
>;

/**
 * @rest {InputHTMLAttributes<HTMLInputElement>} Passed to the native input: name, autoComplete, inputMode,
 * placeholder, maxLength, disabled, onBlur …
 */
export interface TextInputProps extends FormControlProps, NativeInputProps {
  /** The text when the page controls the input (with `onChange`). */
  value?: string;
  /** The first text when the input keeps its own state. */
  defaultValue?: string;
  /** Called with the text after every edit. */
  onChange?: (value: string) => void;
  /** The kind of text; phones show a keyboard to suit it. */
  type?: 'text' | 'search' | 'email' | 'tel' | 'url';
  /** Hides the label but keeps it as the name, where the context already shows it. */
  hideLabel?: boolean;
  /** The label beside the input rather than above it, for a short input such as ‘Go to page:’. */
  inline?: boolean;
  /** The input's width in characters, for short answers; it never grows past its container. */
  widthChars?: number;
  /** Extra class on the field. */
  className?: string;
}

export function TextInput({
  label,
  help,
  formControlType,
  validated,
  invalid,
  errorMessage,
  infoMessage,
  id,
  value,
  defaultValue = '',
  onChange,
  type = 'text',
  hideLabel = false,
  inline = false,
  widthChars,
  className,
  onBlur,
  ...input
}: TextInputProps) {
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const inputRef = useRef<HTMLInputElement>(null);
  useEarlyInput(inputRef, ([typed]) => setText(typed.value));
  const control = { label, help, formControlType, validated, invalid, errorMessage, infoMessage, id };
  const state = useFormControl(
    control,
    formControlType === 'required' && text.trim() === '' ? TEXT_REQUIRED_MESSAGE : null,
  );
  return (
    <FormField
      state={state}
      label={label}
      help={help}
      hideLabel={hideLabel}
      inline={inline}
      className={className}
    >
      <input
        {...input}
        ref={inputRef}
        type={type}
        id={state.id}
        value={text}
        required={state.required}
        size={widthChars}
        {...controlAria(state)}
        className={cx(fieldStyles.input, widthChars !== undefined && fieldStyles.sized)}
        onChange={(event) => {
          setText(event.currentTarget.value);
        }}
        onBlur={(event) => {
          state.markLeft();
          onBlur?.(event);
        }}
      />
    </FormField>
  );
}
