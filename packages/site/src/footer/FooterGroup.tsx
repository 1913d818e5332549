'use client';
// A footer link column: a plain heading from the md breakpoint up, an expander on small screens.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@ds/icons';
import styles from './Footer.module.css';

export function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.group} data-state={expanded ? 'open' : 'closed'}>
      <h2 className={`${styles.groupTitle} ${styles.wideOnly}`}>{title}</h2>
      <h2 className={`${styles.groupTitle} ${styles.narrowOnly}`}>
        <button
          type="button"
          className={styles.groupToggle}
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
      </h2>
      <div id={panelId} className={styles.groupPanel}>
        {children}
      </div>
    </div>
  );
}
