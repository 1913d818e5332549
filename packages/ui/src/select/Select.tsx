'use client';
// Select: one choice from a list, as the native <select> (the platform's own list on phones, type-ahead, and
// full keyboard and screen-reader support), in the text-box look with a chevron. A placeholder option stands
// for "nothing chosen"; required means a real option must be chosen.
import { useRef } from 'react';
import { ChevronDownIcon } from '@ds/icons';
import { FormField, controlAria, useFormControl } from '../form-control';
import type { FormControlProps } from '../form-control';
import fieldStyles from '../form-control/FormField.module.css';
import { Icon } from '../icon';
import { cx } from '../utils/cx';
import styles from './Select.module.css';
import { useControllableState } from '../hooks/useControllableState';
import { useEarlyInput } from '../hooks/useEarlyInput';

export const SELECT_PLACEHOLDER = 'Select an option';
export const SELECT_REQUIRED_MESSAGE = 'Select an option.';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FormControlProps {
  /** The choices: `{ value: string; label: string; disabled?: boolean }`. */
  options: readonly SelectOption[];
  /** The chosen value when the page controls the select (with `onChange`); an empty string for none. */
  value?: string;
  /**
   * The first choice when the select keeps its own state.
   * @default '' (the placeholder), or the first option without one
   */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onChange?: (value: string) => void;
  /**
   * The first line, standing for “nothing chosen”. `null` leaves it out, and the first option is then chosen.
   * When required it cannot be chosen back.
   */
  placeholder?: string | null;
  /** The select's name, for forms. */
  name?: string;
  /** Shown but not usable, and out of the tab order. */
  disabled?: boolean;
  /** Hides the label but keeps it as the name, where the context already shows it. */
  hideLabel?: boolean;
  /** Extra class on the field. */
  className?: string;
}

export function Select({
  options,
  value,
  defaultValue,
  onChange,
  placeholder = SELECT_PLACEHOLDER,
  name,
  disabled = false,
  hideLabel = false,
  className,
  ...control
}: SelectProps) {
  const [chosen, setChosen] = useControllableState(
    value,
    () => defaultValue ?? (placeholder === null ? (options[0]?.value ?? '') : ''),
    onChange,
  );
  const selectRef = useRef<HTMLSelectElement>(null);
  useEarlyInput(selectRef, ([select]) => setChosen(select.value));
  const state = useFormControl(
    control,
    control.formControlType === 'required' && chosen === '' ? SELECT_REQUIRED_MESSAGE : null,
  );

  return (
    <FormField
      state={state}
      label={control.label}
      help={control.help}
      hideLabel={hideLabel}
      className={className}
    >
      <span className={styles.wrapper}>
        <select
          ref={selectRef}
          id={state.id}
          name={name}
          value={chosen}
          disabled={disabled}
          required={state.required}
          {...controlAria(state)}
          className={cx(fieldStyles.input, styles.select)}
          onChange={(event) => {
            setChosen(event.currentTarget.value);
          }}
          onBlur={state.markLeft}
        >
          {placeholder !== null ? (
            <option value="" disabled={state.required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon icon={ChevronDownIcon} size={20} className={styles.chevron} />
      </span>
    </FormField>
  );
}
