'use client';
// A paragraph of text with a limit (a project's description): the library's form-control frame (label, help,
// messages) around a textarea, with the characters left counted live under it. The count is shown at once; a
// screen reader hears it once typing pauses (a polite live region, debounced), not at every keystroke, as GOV.UK's
// character count does. Text over the limit is kept (nothing typed is lost): the count says by how much.
import { FormField, controlAria, useFormControl } from '@ds/ui/form-control';
import type { FormControlProps } from '@ds/ui/form-control';
import { formatNumber } from '@ds/ui/format';
import { useDebouncedValue } from '@ds/ui/hooks';
import { cx } from '@ds/ui/utils';
import styles from './ApplicationForms.module.css';

export interface LongTextFieldProps extends FormControlProps {
  value: string;
  onChange: (value: string) => void;
  /** The most characters the answer may have. */
  limit: number;
  rows?: number;
}

/** 'You have 1,200 characters left' or 'You have 12 characters too many'. */
export function charactersLeft(length: number, limit: number): string {
  const left = limit - length;
  const count = (n: number) => `${formatNumber(n)} character${n === 1 ? '' : 's'}`;
  return left >= 0 ? `You have ${count(left)} left` : `You have ${count(-left)} too many`;
}

export function LongTextField({ value, onChange, limit, rows = 8, ...control }: LongTextFieldProps) {
  const state = useFormControl(control);
  const counted = charactersLeft(value.length, limit);
  const announced = useDebouncedValue(counted, 1000);
  const countId = `${state.id}-count`;
  return (
    <FormField state={state} label={control.label} help={control.help}>
      <textarea
        id={state.id}
        value={value}
        rows={rows}
        required={state.required}
        {...controlAria(state)}
        aria-describedby={[state.describedBy, countId].filter(Boolean).join(' ')}
        className={cx(styles.textarea, state.showError && styles.textareaInvalid)}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={state.markLeft}
      />
      <p
        id={countId}
        className={cx(styles.count, value.length > limit && styles.countOver)}
        aria-hidden="true"
      >
        {counted}
      </p>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announced}
      </p>
    </FormField>
  );
}
