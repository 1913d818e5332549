// A dashed stand-in box for layout demos: it shows its name and, optionally, the size or span it stands for,
// so a page can show how Container, Stack and Columns place content before there is real content.
import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import styles from './Placeholder.module.css';

export type PlaceholderHeight = 'sm' | 'md' | 'lg';

/** @rest {HTMLAttributes<HTMLDivElement>} Passed to the box's div, e.g. className. */
export interface PlaceholderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What the box stands for, e.g. ‘Main content’ or ‘Column 2’. */
  label: string;
  /** Its size or span in words, e.g. ‘1 of 3’ or ‘max 80rem’. */
  detail?: string;
  /** The least height: 3rem, 5rem or 10rem. */
  height?: PlaceholderHeight;
}

export function Placeholder({ label, detail, height = 'sm', className, ...props }: PlaceholderProps) {
  return (
    <div {...props} className={cx(styles.placeholder, styles[`height-${height}`], className)}>
      <span className={styles.label}>{label}</span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </div>
  );
}
