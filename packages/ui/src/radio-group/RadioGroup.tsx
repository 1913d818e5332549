'use client';
// Radio group: native radio buttons in a fieldset named by its legend, so arrow keys move and choose, Tab enters
// at the chosen option, and it works before script has loaded. Options have a value, a label, an optional
// subtitle (read as the option's description) and may be disabled. `appearance="toggle"` draws the options as a
// row of segmented buttons (see ToggleInput); the behaviour is the same.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { FormField, focusLeftGroup, useFormControl } from '../form-control';
import type { FormControlProps } from '../form-control';
import { cx } from '../utils/cx';
import choice from '../form-control/Choice.module.css';
import styles from './RadioGroup.module.css';
import { useControllableState } from '../hooks/useControllableState';
import { useEarlyInput } from '../hooks/useEarlyInput';

export const CHOOSE_ONE_MESSAGE = 'Choose one of the options.';

export interface RadioOption {
  value: string;
  label: ReactNode;
  subtitle?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends FormControlProps {
  /**
   * The choices: `{ value: string; label: ReactNode; subtitle?: ReactNode; disabled?: boolean }`. The subtitle is
   * read as the option's description.
   */
  options: readonly RadioOption[];
  /** The chosen value when the page controls the group (with `onChange`); null for none. */
  value?: string | null;
  /** The first choice when the group keeps its own state. None by default. */
  defaultValue?: string;
  /** Called with the newly chosen value, by click or arrow keys. */
  onChange?: (value: string) => void;
  /**
   * The inputs' name, for forms.
   * @default generated
   */
  name?: string;
  /** Disables every option; an option can also be disabled on its own. */
  disabled?: boolean;
  /** One option per line, or side by side (wrapping when there is no room). */
  orientation?: 'vertical' | 'horizontal';
  /** Radio buttons, or a row of segmented buttons (see Toggle input). The behaviour is the same. */
  appearance?: 'radio' | 'toggle';
  /** Extra class on the fieldset. */
  className?: string;
}

export function RadioGroup({
  options,
  value,
  defaultValue,
  onChange,
  name,
  disabled = false,
  orientation = 'vertical',
  appearance = 'radio',
  className,
  ...control
}: RadioGroupProps) {
  const [chosen, setChosen] = useControllableState<string | null, string>(
    value,
    defaultValue ?? null,
    onChange,
  );
  const optionsRef = useRef<HTMLDivElement>(null);
  useEarlyInput(optionsRef, ([radio]) => setChosen(radio.value));
  const state = useFormControl(
    control,
    control.formControlType === 'required' && !chosen ? CHOOSE_ONE_MESSAGE : null,
  );
  const groupName = name ?? state.id;

  return (
    <FormField
      state={state}
      label={control.label}
      help={control.help}
      group={{ role: 'radiogroup' }}
      className={className}
    >
      <div ref={optionsRef} className={cx(styles.options, styles[appearance], styles[orientation])}>
        {options.map((option) => {
          const optionId = `${state.id}-${option.value}`;
          const subtitleId = option.subtitle != null ? `${optionId}-subtitle` : undefined;
          return (
            <label key={option.value} className={cx(choice.choice, styles.option)}>
              <input
                type="radio"
                id={optionId}
                name={groupName}
                value={option.value}
                checked={chosen === option.value}
                disabled={disabled || option.disabled}
                required={state.required}
                // Named by the label text alone; the subtitle is its description.
                aria-labelledby={`${optionId}-label`}
                aria-describedby={subtitleId}
                className={cx(choice.input, styles.input)}
                onBlur={(event) => {
                  if (focusLeftGroup(event)) state.markLeft();
                }}
                onChange={() => {
                  setChosen(option.value);
                }}
              />
              <span className={choice.text}>
                <span id={`${optionId}-label`}>{option.label}</span>
                {option.subtitle != null ? (
                  <span id={subtitleId} className={cx(choice.subtitle, styles.subtitle)}>
                    {option.subtitle}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </FormField>
  );
}
