'use client';
// The one modal dialog of the library, on the native <dialog> opened with showModal(): the browser makes the
// page behind inert, keeps focus inside and closes it on Escape. Shown by its `visible` flag; it asks to close
// through `onClose` (close button, Escape, a backdrop click) and gives focus back to whatever opened it.
import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { CloseIcon } from '@ds/icons';
import { Button, ToolButton } from '../button';
import { Heading } from '../heading';
import type { HeadingLevel, HeadingSize } from '../heading';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden';
import { clickedBackdrop } from './clicked-backdrop';
import { focusFirst, wrapTab } from './focus';
import { useCloseOnHistoryChange } from './useCloseOnHistoryChange';
import { useScrollLock } from './useScrollLock';
import { useCloseWhenHidden } from './useCloseWhenHidden';
import { useHydrated } from '../hooks';
import { withDefaultMessages } from '../messages';
import { defaultModalMessages } from './messages';
import type { ModalMessages } from './messages';
import styles from './Modal.module.css';

export type ModalSize = 'default' | 'content';
export type ModalPlacement = 'center' | 'drawer';
/** 'first': the first focusable element (APG's default); 'title': the heading, for long content; or a ref. */
export type ModalInitialFocus = 'first' | 'title' | RefObject<HTMLElement | null>;

export interface ModalProps {
  /** Shows the dialog while true. */
  visible: boolean;
  /**
   * Called when the user asks to close it (close button, Escape, a click around it, a followed link with
   * `closeOnLinkClick`). Set `visible` to false here.
   */
  onClose: () => void;
  /** Its heading, and the dialog's name. */
  title: ReactNode;
  /** Keeps the name for screen readers only. */
  hideTitle?: boolean;
  /** The heading level of the title. */
  titleLevel?: Exclude<HeadingLevel, 1>;
  /** How large the title looks. */
  titleSize?: HeadingSize;
  /** The content; it scrolls when long. */
  children: ReactNode;
  /** Maximum width: 620px (`--modal-max-width`) or 1200px (`--modal-content-max-width`). */
  size?: ModalSize;
  /** Centred over the page, or a full-height drawer from the side (`--drawer-width`). */
  placement?: ModalPlacement;
  /** Its own words, any of them replaced (see `ModalMessages`), e.g. `{ close: 'Cancel' }`. */
  messages?: Partial<ModalMessages>;
  /** Beside the title, or a full-width button under the content (as a Cancel button). */
  closePlacement?: 'header' | 'footer';
  /** Controls in the header row before the close button (a drawer's Get a quote, say). */
  headerActions?: ReactNode;
  /** A row under the scrolling body, for the form's buttons. */
  footer?: ReactNode;
  /** Where focus goes when it opens: the first focusable element, the heading (for long content), or this element. */
  initialFocus?: ModalInitialFocus;
  /** Where focus goes when it closes; by default the element focused when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** A click on the page around the dialog closes it (a pointer convenience; Escape does it by keyboard). */
  closeOnBackdropClick?: boolean;
  /** Following a link inside closes it (navigation drawers). */
  closeOnLinkClick?: boolean;
  /** A class for the dialog element. */
  className?: string;
  /** A class for the scrolling body. */
  bodyClassName?: string;
}

export function Modal({
  visible,
  onClose,
  title,
  hideTitle = false,
  titleLevel = 2,
  titleSize = 'lg',
  children,
  size = 'default',
  placement = 'center',
  messages: messageOverrides,
  closePlacement = 'header',
  headerActions,
  footer,
  initialFocus = 'first',
  returnFocusRef,
  closeOnBackdropClick = true,
  closeOnLinkClick = false,
  className,
  bodyClassName,
}: ModalProps) {
  const isClient = useHydrated();
  const messages = withDefaultMessages(defaultModalMessages, messageOverrides);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Whether the parent still wants it shown: a close it did not ask for (Escape) is reported through onClose.
  const visibleRef = useRef(visible);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useCloseWhenHidden(dialogRef, isClient);
  useScrollLock(visible && isClient);
  useCloseOnHistoryChange(visible && isClient, onClose);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    visibleRef.current = visible;
    if (visible && !dialog.open) {
      openerRef.current = dialog.ownerDocument.activeElement as HTMLElement | null;
      dialog.showModal();
      const target =
        initialFocus === 'title' ? titleRef.current : initialFocus === 'first' ? null : initialFocus.current;
      if (target) target.focus();
      else focusFirst(dialog);
    } else if (!visible && dialog.open) {
      dialog.close();
    }
  }, [visible, isClient, initialFocus]);

  // The server HTML holds no dialog: it appears once the page has loaded on the client.
  if (!isClient) return null;

  const handleClose = () => {
    (returnFocusRef?.current ?? openerRef.current)?.focus();
    openerRef.current = null;
    if (visibleRef.current) onClose();
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdropClick && clickedBackdrop(event.currentTarget, event)) onClose();
    else if (closeOnLinkClick && (event.target as Element).closest('a[href]')) onClose();
  };

  const closeButton =
    closePlacement === 'header' ? (
      <ToolButton icon={CloseIcon} className={styles.closeButton} onClick={onClose}>
        {messages.close}
      </ToolButton>
    ) : null;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a <dialog> takes Tab (wrapped inside) and pointer clicks (backdrop, followed links); Escape and the close button close it from the keyboard
    <dialog
      ref={dialogRef}
      className={cx(styles.modal, className)}
      aria-labelledby={titleId}
      data-size={size}
      data-placement={placement}
      onClose={handleClose}
      onClick={handleClick}
      onKeyDown={(event) => {
        if (dialogRef.current) wrapTab(event.nativeEvent, dialogRef.current);
      }}
    >
      <div className={styles.header}>
        {hideTitle ? (
          <VisuallyHidden id={titleId}>{title}</VisuallyHidden>
        ) : (
          <Heading
            ref={titleRef}
            id={titleId}
            level={titleLevel}
            size={titleSize}
            className={styles.title}
            tabIndex={initialFocus === 'title' ? -1 : undefined}
          >
            {title}
          </Heading>
        )}
        {headerActions}
        {closeButton}
      </div>
      <div className={cx(styles.body, bodyClassName)}>{children}</div>
      {footer || closePlacement === 'footer' ? (
        <div className={styles.footer}>
          {footer}
          {closePlacement === 'footer' ? (
            <Button variant="secondary" fullWidth onClick={onClose}>
              {messages.close}
            </Button>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
