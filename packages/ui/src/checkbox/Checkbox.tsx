'use client';
// One checkbox: a native input with its label (and an optional subtitle as its description). `indeterminate`
// shows the partly-checked state (a select-all over rows of which only some are chosen); the browser then
// reports it as "mixed" to screen readers.
import { createContext, useContext, useEffect, useId, useRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useEarlyInput } from '../hooks/useEarlyInput';
import { cx } from '../utils/cx';
import choice from '../form-control/Choice.module.css';
import styles from './Checkbox.module.css';

/**
 * @rest {InputHTMLAttributes<HTMLInputElement>} Passed to the native checkbox: checked, defaultChecked, onChange,
 * name, value, disabled …
 */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The checkbox's visible name. */
  label: ReactNode;
  /** Detail under the label, read as its description. */
  subtitle?: ReactNode;
  /** Shows the partly checked state (a select-all over a list of which only some are ticked). */
  indeterminate?: boolean;
  /** Hides the label but keeps it as the name, where a table row or heading already says it. */
  hideLabel?: boolean;
}

/**
 * Set by a component that takes its checkboxes' early input itself, all at once (CheckboxGroup): its boxes then
 * leave it to it.
 */
export const EarlyInputTakenAbove = createContext(false);

/**
 * A box ticked or cleared before the page came alive is passed on as the visitor's own click: put back as React drew
 * it, then clicked, so `onChange` gets a real change event (a controlled box would otherwise be put back on the
 * page's next render, with the page never told).
 */
function passOnAsClick([box]: readonly HTMLInputElement[]) {
  if (!box) return;
  box.checked = !box.checked;
  box.click();
}

export function Checkbox({
  label,
  subtitle,
  indeterminate = false,
  hideLabel = false,
  className,
  id,
  ...input
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const takenAbove = useContext(EarlyInputTakenAbove);
  useEarlyInput(ref, (changed) => {
    if (!takenAbove) passOnAsClick(changed as HTMLInputElement[]);
  });
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const generatedId = useId();
  const labelId = `${id ?? generatedId}-label`;
  const subtitleId = subtitle != null ? `${id ?? generatedId}-subtitle` : undefined;
  return (
    <label className={cx(choice.choice, className)}>
      <input
        {...input}
        ref={ref}
        id={id}
        type="checkbox"
        // Named by the label text alone; the subtitle is its description.
        aria-labelledby={labelId}
        aria-describedby={[input['aria-describedby'], subtitleId].filter(Boolean).join(' ') || undefined}
        className={choice.input}
      />
      <span className={cx(choice.text, hideLabel && styles.hiddenText)}>
        <span id={labelId}>{label}</span>
        {subtitle != null ? (
          <span id={subtitleId} className={choice.subtitle}>
            {subtitle}
          </span>
        ) : null}
      </span>
    </label>
  );
}
