'use client';
// The small-screen navigation drawer: the library's Modal in its drawer placement, named "Navigation" and
// opened by the Menu button. It closes on Escape, on "Close menu", on a click outside and when a link inside
// is followed; focus then returns to the Menu button.
import type { ReactNode } from 'react';
import { MenuIcon } from '@ds/icons';
import { Button, ToolButton } from '@ds/ui';
import { Modal, useModal } from '@ds/ui/modal';
import { withDefaultMessages } from '@ds/ui/messages';
import { defaultHeaderMessages } from '../header/messages';
import type { HeaderMessages } from '../header/messages';
import styles from './Drawer.module.css';

type DrawerMessages = Pick<HeaderMessages, 'drawer' | 'menu' | 'closeMenu' | 'getAQuote'>;
const defaultDrawerMessages: DrawerMessages = defaultHeaderMessages;

export interface DrawerProps {
  children: ReactNode;
  /** The drawer's words (its name, its open and close buttons, the quote button): the header's. */
  messages?: Partial<DrawerMessages>;
  /** Where the Get a quote button leads; leave out to hide it. */
  quoteHref?: string | undefined;
  menuButtonClassName?: string | undefined;
}

export function Drawer({ children, messages, quoteHref, menuButtonClassName }: DrawerProps) {
  const words = withDefaultMessages(defaultDrawerMessages, messages);
  const drawer = useModal();
  return (
    <>
      <ToolButton icon={MenuIcon} className={menuButtonClassName} {...drawer.triggerProps}>
        {words.menu}
      </ToolButton>
      <Modal
        {...drawer.modalProps}
        placement="drawer"
        title={words.drawer}
        hideTitle
        messages={{ close: words.closeMenu }}
        closeOnLinkClick
        headerActions={
          quoteHref ? (
            <Button href={quoteHref} size="sm" className={styles.quote}>
              {words.getAQuote}
            </Button>
          ) : null
        }
      >
        {children}
      </Modal>
    </>
  );
}
