'use client';
// Text input: one line of text in the form-control frame (label, help, required, messages once validated).
// Required means not empty. `inline` puts the label beside a short input ('Go to page:').
import type { InputHTMLAttributes } from 'react';
import { FormField, controlAria, useFormControl } from '../form-control';
import type { FormControlProps } from '../form-control';
import fieldStyles from '../form-control/FormField.module.css';
import { cx } from '../utils/cx';
import { useControllableState } from '../hooks/useControllableState';

export const TEXT_REQUIRED_MESSAGE = 'Enter a value.';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'id' | 'required' | 'className' | 'children' | 'size'
>;

export interface TextInputProps extends FormControlProps, NativeInputProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  type?: 'text' | 'search' | 'email' | 'tel' | 'url';
  /** Hides the label visually (it stays the input's name) where the context already shows it. */
  hideLabel?: boolean;
  /** The label beside the input rather than above it. */
  inline?: boolean;
  /** The input's width in characters (it never grows past its container). */
  widthChars?: number;
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
