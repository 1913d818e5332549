'use client';
// A footer link column: a plain heading from the md breakpoint up, an expander on small screens.
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@ds/icons';
import { Icon } from '@ds/ui';
import { useDisclosure } from '../disclosure/useDisclosure';
import styles from './Footer.module.css';

export interface FooterGroupProps {
  title: string;
  /** An icon shown before the title, rendered by the server. */
  icon?: ReactNode;
  children: ReactNode;
}

export function FooterGroup({ title, icon, children }: FooterGroupProps) {
  const { state, panelId, buttonProps } = useDisclosure();
  return (
    <div className={styles.group} data-state={state}>
      <h2 className={`${styles.groupTitle} ${styles.wideOnly}`}>
        {icon}
        {title}
      </h2>
      <h2 className={`${styles.groupTitle} ${styles.narrowOnly}`}>
        <button {...buttonProps} className={styles.groupToggle}>
          <span className={styles.groupToggleTitle}>
            {icon}
            {title}
          </span>
          <Icon icon={ChevronDownIcon} size={20} className={styles.chevron} />
        </button>
      </h2>
      <div id={panelId} className={styles.groupPanel}>
        {children}
      </div>
    </div>
  );
}
