'use client';
// Checkbox group: several independent choices under one name (a fieldset and its legend), with one message for
// the whole group. Required means at least one box is ticked.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { FormField, focusLeftGroup, useFormControl } from '../form-control';
import type { FormControlProps } from '../form-control';
import { Checkbox, EarlyInputGroupContext } from './Checkbox';
import choice from '../form-control/Choice.module.css';
import { useControllableState } from '../hooks/useControllableState';
import { useEarlyInput } from '../hooks/useEarlyInput';

export const CHOOSE_AT_LEAST_ONE_MESSAGE = 'Choose at least one option.';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  subtitle?: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps extends FormControlProps {
  /**
   * The choices: `{ value: string; label: ReactNode; subtitle?: ReactNode; disabled?: boolean }`. The subtitle is
   * read as the option's description.
   */
  options: readonly CheckboxOption[];
  /** The ticked values when the page controls the group (with `onChange`). */
  value?: readonly string[];
  /** The first ticked values when the group keeps its own state. */
  defaultValue?: readonly string[];
  /** Called with every ticked value, in the options' order, whatever order they were ticked in. */
  onChange?: (value: string[]) => void;
  /**
   * The checkboxes' name, for forms.
   * @default generated
   */
  name?: string;
  /** Disables every option; an option can also be disabled on its own. */
  disabled?: boolean;
  /** Extra class on the fieldset. */
  className?: string;
}

export function CheckboxGroup({
  options,
  value,
  defaultValue = [],
  onChange,
  name,
  disabled = false,
  className,
  ...control
}: CheckboxGroupProps) {
  const [ticked, setTicked] = useControllableState<readonly string[], string[]>(
    value,
    defaultValue,
    onChange,
  );
  const state = useFormControl(
    control,
    control.formControlType === 'required' && ticked.length === 0 ? CHOOSE_AT_LEAST_ONE_MESSAGE : null,
  );

  /** The values ticked once `changes` (value -> ticked) are made, in the options' order, whatever order they came in. */
  const tickedAfter = (changes: ReadonlyMap<string, boolean>) =>
    options.map((option) => option.value).filter((v) => changes.get(v) ?? ticked.includes(v));

  const toggle = (optionValue: string, on: boolean) => setTicked(tickedAfter(new Map([[optionValue, on]])));

  // Boxes ticked or cleared before the page came alive: taken here all at once, not by each box (a box's own
  // change would be computed from the ticked values before the others').
  const choicesRef = useRef<HTMLDivElement>(null);
  useEarlyInput(choicesRef, (changed) =>
    setTicked(tickedAfter(new Map(changed.map((box) => [box.value, (box as HTMLInputElement).checked])))),
  );

  return (
    <FormField state={state} label={control.label} help={control.help} group={{}} className={className}>
      <div ref={choicesRef} className={choice.choices}>
        <EarlyInputGroupContext value={true}>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              id={`${state.id}-${option.value}`}
              name={name ?? state.id}
              value={option.value}
              label={option.label}
              subtitle={option.subtitle}
              checked={ticked.includes(option.value)}
              disabled={disabled || option.disabled}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              onBlur={(event) => {
                if (focusLeftGroup(event)) state.markLeft();
              }}
            />
          ))}
        </EarlyInputGroupContext>
      </div>
    </FormField>
  );
}
