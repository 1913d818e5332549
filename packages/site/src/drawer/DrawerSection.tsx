// An expandable section of the drawer's navigation: the library's Expander, drawn as a drawer row.
import type { ReactNode } from 'react';
import { Expander } from '@ds/ui/accordion';
import styles from './Drawer.module.css';

export function DrawerSection({
  title,
  children,
  level = 1,
}: {
  title: string;
  children: ReactNode;
  level?: 1 | 2;
}) {
  return (
    <Expander title={title} className={styles.section} data-level={level}>
      {children}
    </Expander>
  );
}
