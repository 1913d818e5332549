'use client';
// An expandable section of the drawer's navigation: a button with aria-expanded and a chevron that turns.
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@ds/icons';
import { Icon } from '@ds/ui';
import { useDisclosure } from '../disclosure/useDisclosure';
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
  const { expanded, state, panelId, buttonProps } = useDisclosure();
  return (
    <div className={styles.section} data-state={state} data-level={level}>
      <button {...buttonProps} className={styles.sectionButton}>
        <span>{title}</span>
        <Icon icon={ChevronDownIcon} size={20} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.sectionPanel} hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
