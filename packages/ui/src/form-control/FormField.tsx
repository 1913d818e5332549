// The frame of one form control: its label (marked when required), help text, the control, and the message.
// A single input gets a <label for>; a group (radio buttons, checkboxes, segmented toggle) is a <fieldset> named
// by its <legend>, and the fieldset carries the group's description and invalid state.
import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import { FieldMessage } from './FieldMessage';
import type { FormControlState } from './useFormControl';
import styles from './FormField.module.css';

export const REQUIRED_MARK = '(required)';

export interface FormFieldProps {
  state: FormControlState;
  label: ReactNode;
  help?: ReactNode;
  /** The control. */
  children: ReactNode;
  /** Render as a fieldset with a legend, for a group of inputs. `role` is the fieldset's role (e.g. radiogroup). */
  group?: { role?: 'radiogroup' | 'group' };
  /** Hides the label visually (it stays the control's name), for a control whose purpose is shown otherwise. */
  hideLabel?: boolean;
  /** Label and control on one line (a short input such as 'Go to page:'); the message wraps below. */
  inline?: boolean;
  className?: string;
}

function LabelText({ label, required }: { label: ReactNode; required: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <>
          {' '}
          <span className={styles.required}>{REQUIRED_MARK}</span>
        </>
      ) : null}
    </>
  );
}

export function FormField({
  state,
  label,
  help,
  children,
  group,
  hideLabel = false,
  inline = false,
  className,
}: FormFieldProps) {
  const labelClass = cx(styles.label, hideLabel && styles.hiddenLabel);
  const helpText =
    help != null ? (
      <p id={state.helpId} className={styles.help}>
        {help}
      </p>
    ) : null;
  const message = (
    <FieldMessage id={state.messageId} tone={state.messageTone}>
      {state.message}
    </FieldMessage>
  );
  if (group) {
    return (
      <fieldset
        className={cx(styles.field, styles.fieldset, className)}
        role={group.role}
        aria-labelledby={state.labelId}
        aria-describedby={state.describedBy}
        aria-invalid={state.showError || undefined}
        aria-required={group.role === 'radiogroup' && state.required ? true : undefined}
        data-invalid={state.showError || undefined}
      >
        <legend id={state.labelId} className={labelClass}>
          <LabelText label={label} required={state.required} />
        </legend>
        {helpText}
        {children}
        {message}
      </fieldset>
    );
  }
  return (
    <div
      className={cx(styles.field, inline && styles.inline, className)}
      data-invalid={state.showError || undefined}
    >
      <label id={state.labelId} htmlFor={state.id} className={labelClass}>
        <LabelText label={label} required={state.required} />
      </label>
      {helpText}
      {children}
      {message}
    </div>
  );
}
