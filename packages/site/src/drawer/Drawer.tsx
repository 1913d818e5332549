'use client';
// The small-screen navigation drawer: the library's Modal in its drawer placement, named "Navigation" and
// opened by the Menu button. It closes on Escape, on "Close menu", on a click outside and when a link inside
// is followed; focus then returns to the Menu button.
import type { ReactNode } from 'react';
import { MenuIcon } from '@ds/icons';
import { Button, ToolButton } from '@ds/ui';
import { Modal, useModal } from '@ds/ui/modal';
import styles from './Drawer.module.css';

export interface DrawerProps {
  children: ReactNode;
  /** The dialog's accessible name. */
  label?: string;
  menuButtonLabel?: string;
  closeButtonLabel?: string;
  /** The Get a quote button; leave out to hide it. */
  quote?: { href: string; label?: string | undefined } | undefined;
  menuButtonClassName?: string | undefined;
}

export function Drawer({
  children,
  label = 'Navigation',
  menuButtonLabel = 'Menu',
  closeButtonLabel = 'Close menu',
  quote,
  menuButtonClassName,
}: DrawerProps) {
  const drawer = useModal();
  return (
    <>
      <ToolButton icon={MenuIcon} className={menuButtonClassName} {...drawer.triggerProps}>
        {menuButtonLabel}
      </ToolButton>
      <Modal
        {...drawer.modalProps}
        placement="drawer"
        title={label}
        hideTitle
        closeLabel={closeButtonLabel}
        closeOnLinkClick
        headerActions={
          quote ? (
            <Button href={quote.href} size="sm" className={styles.quote}>
              {quote.label ?? 'Get a quote'}
            </Button>
          ) : null
        }
      >
        {children}
      </Modal>
    </>
  );
}
