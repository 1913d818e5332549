'use client';
// One checkbox: a native input with its label (and an optional subtitle as its description). `indeterminate`
// shows the partly-checked state (a select-all over rows of which only some are chosen); the browser then
// reports it as "mixed" to screen readers.
import { useEffect, useId, useRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
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
