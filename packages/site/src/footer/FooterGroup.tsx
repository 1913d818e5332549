// A footer link column: an expander on small screens, a plain heading with its links always shown from the
// md breakpoint up (the library's Expander with staticFrom, so it works before JavaScript too).
import type { ReactNode } from 'react';
import { Expander } from '@ds/ui/accordion';
import styles from './Footer.module.css';

export interface FooterGroupProps {
  title: string;
  /** An icon shown before the title, rendered by the server. */
  icon?: ReactNode;
  children: ReactNode;
}

export function FooterGroup({ title, icon, children }: FooterGroupProps) {
  return (
    <Expander
      className={styles.group}
      headingLevel={2}
      staticFrom="md"
      title={
        <>
          {icon}
          {title}
        </>
      }
    >
      {children}
    </Expander>
  );
}
