'use client';
// Switch toggle: on or off, as a native button with role="switch" and aria-checked, so a click, Space or Enter
// toggles it (a native checkbox would ignore Enter) and a disabled switch ignores all three. Controlled (`checked`
// with `onChange`) or uncontrolled (`defaultChecked`). The label names it and does not change with the state.
import { FormField, controlAria, useFormControl } from '../form-control';
import type { FormControlProps } from '../form-control';
import { cx } from '../utils/cx';
import styles from './Switch.module.css';
import { useControllableState } from '../hooks/useControllableState';

export interface SwitchProps extends FormControlProps {
  /** On or off, when the page controls the switch (with `onChange`). */
  checked?: boolean;
  /** The first state when the switch keeps its own state. */
  defaultChecked?: boolean;
  /** Called with the new state on a click, Space or Enter. Never called while disabled. */
  onChange?: (checked: boolean) => void;
  /** Shown but out of the tab order, and ignores clicks and keys. */
  disabled?: boolean;
  /** Submitted with a form as `name=on` while the switch is on, like a checkbox. */
  name?: string;
  /** Extra class on the field. */
  className?: string;
}

export function Switch({
  checked,
  defaultChecked = false,
  onChange,
  disabled = false,
  name,
  className,
  ...control
}: SwitchProps) {
  const [on, setOn] = useControllableState(checked, defaultChecked, onChange);
  const state = useFormControl(control);

  const toggle = () => {
    if (disabled) return;
    setOn(!on);
  };

  return (
    <FormField
      state={state}
      label={control.label}
      help={control.help}
      className={cx(styles.field, className)}
    >
      <button
        type="button"
        role="switch"
        id={state.id}
        // Named by its label; the On/Off text beside the track is for sight only (aria-checked says it).
        aria-labelledby={state.labelId}
        aria-checked={on}
        aria-required={state.required || undefined}
        {...controlAria(state)}
        disabled={disabled}
        className={styles.switch}
        onClick={toggle}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.state} aria-hidden="true">
          {on ? 'On' : 'Off'}
        </span>
      </button>
      {name && on ? <input type="hidden" name={name} value="on" /> : null}
    </FormField>
  );
}
