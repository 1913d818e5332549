'use client';
// The Login button and its modal dialog: where each kind of customer logs in (all external portals).
import { useId, useRef } from 'react';
import { ExternalLinkIcon, UserIcon } from '@ds/icons';
import { Icon, Link } from '@ds/ui';
import { clickedBackdrop } from '../dialog/clicked-backdrop';
import { useCloseWhenHidden } from '../dialog/useCloseWhenHidden';
import styles from './LoginDialog.module.css';

export interface LoginOption {
  id: string;
  title: string;
  url: string;
}

export interface LoginDialogProps {
  options: LoginOption[];
  buttonLabel?: string;
  title?: string;
  cancelLabel?: string;
  /** 'button' shows the word; 'icon' shows an icon with the word visible beside it on wider screens. */
  appearance?: 'button' | 'icon';
}

export function LoginDialog({
  options,
  buttonLabel = 'Login',
  title = 'Login',
  cancelLabel = 'Cancel',
  appearance = 'button',
}: LoginDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useCloseWhenHidden(dialogRef);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.loginButton}
        data-appearance={appearance}
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
      >
        <Icon icon={UserIcon} size={20} />
        <span>{buttonLabel}</span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click is a pointer convenience; Escape and Cancel close it from the keyboard */}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClick={(event) => {
          if (dialogRef.current && clickedBackdrop(dialogRef.current, event)) dialogRef.current.close();
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.id}>
              <Link href={option.url} newTab variant="unstyled" className={styles.option}>
                <span>{option.title}</span>
                <Icon icon={ExternalLinkIcon} size={20} />
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.cancel} onClick={() => dialogRef.current?.close()}>
          {cancelLabel}
        </button>
      </dialog>
    </>
  );
}
