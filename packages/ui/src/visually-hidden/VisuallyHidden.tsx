// Hides content visually while keeping it in the accessibility tree; `focusable` content reappears on focus.
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /** Shows the content again while it (or something inside it) has keyboard focus, as skip links need. */
  focusable?: boolean;
}

export function VisuallyHidden({ focusable = false, className, ...props }: VisuallyHiddenProps) {
  return (
    <span
      {...props}
      className={cx(styles.visuallyHidden, className)}
      data-focusable={focusable ? '' : undefined}
    />
  );
}
