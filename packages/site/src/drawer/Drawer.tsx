'use client';
// The small-screen navigation drawer: a modal <dialog> named "Navigation" opened by the Menu button.
// The browser traps focus, makes the page inert and closes it on Escape. It also closes when a link
// inside is followed, on "Close menu", and on a click outside; focus then returns to the Menu button.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@ds/icons';
import { Button, Icon, cx } from '@ds/ui';
import { clickedBackdrop } from '../dialog/clicked-backdrop';
import { useCloseWhenHidden } from '../dialog/useCloseWhenHidden';
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  useCloseWhenHidden(dialogRef);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        ref={menuButtonRef}
        type="button"
        className={cx(styles.menuButton, menuButtonClassName)}
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
      >
        <Icon icon={MenuIcon} />
        <span>{menuButtonLabel}</span>
      </button>
      {/* Clicks are delegated: a followed link or a click on the backdrop closes the drawer. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- keyboard users close with Escape or the Close menu button; this handler only adds pointer conveniences */}
      <dialog
        ref={dialogRef}
        className={styles.drawer}
        aria-label={label}
        onClose={() => menuButtonRef.current?.focus()}
        onClick={(event) => {
          const dialog = dialogRef.current;
          if (!dialog) return;
          if ((event.target as Element).closest('a[href]') || clickedBackdrop(dialog, event)) close();
        }}
      >
        <div className={styles.top}>
          {quote ? (
            <Button href={quote.href} size="sm">
              {quote.label ?? 'Get a quote'}
            </Button>
          ) : null}
          <button type="button" className={styles.closeButton} onClick={close}>
            <Icon icon={CloseIcon} />
            <span>{closeButtonLabel}</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </dialog>
    </>
  );
}
