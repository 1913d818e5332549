'use client';
// An expandable section of the drawer's navigation: a button with aria-expanded and a chevron that turns.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@ds/icons';
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
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.section} data-state={expanded ? 'open' : 'closed'} data-level={level}>
      <button
        type="button"
        className={styles.sectionButton}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span>{title}</span>
        <ChevronDownIcon
          className={styles.chevron}
          width={20}
          height={20}
          aria-hidden="true"
          focusable="false"
        />
      </button>
      <div id={panelId} className={styles.sectionPanel} hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
