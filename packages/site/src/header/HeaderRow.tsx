// The row every header part lays its logo and actions out in: ends apart, centred vertically.
import type { ReactNode } from 'react';
import { cx } from '@ds/ui';
import styles from './HeaderRow.module.css';

export function HeaderRow({ children, className }: { children: ReactNode; className?: string | undefined }) {
  return <div className={cx(styles.row, className)}>{children}</div>;
}
