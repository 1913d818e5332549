// The bar every header kind sits in (its surface, stacking and, for the lighter kinds, a bottom border).
import type { ReactNode } from 'react';
import type { HeaderKind } from '../data/variant-config';
import styles from './HeaderBar.module.css';

export function HeaderBar({ kind, children }: { kind: HeaderKind; children: ReactNode }) {
  return (
    <header className={styles.header} data-kind={kind}>
      {children}
    </header>
  );
}
