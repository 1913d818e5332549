'use client';
// The Login button and its dialog (the library's Modal): where each kind of customer logs in, all external
// portals, with Cancel under the list.
import { ExternalLinkIcon, UserIcon } from '@ds/icons';
import { Icon, Link } from '@ds/ui';
import { Modal, useModal } from '@ds/ui/modal';
import { withDefaultMessages } from '@ds/ui/messages';
import { defaultHeaderMessages } from '../header/messages';
import type { HeaderMessages } from '../header/messages';
import styles from './LoginDialog.module.css';

export interface LoginOption {
  id: string;
  title: string;
  url: string;
}

export interface LoginDialogProps {
  options: LoginOption[];
  /** The button's and the dialog's words: the header's. */
  messages?: Partial<Pick<HeaderMessages, 'login' | 'loginCancel'>>;
  /** 'button' shows the word; 'icon' shows an icon with the word visible beside it on wider screens. */
  appearance?: 'button' | 'icon';
}

export function LoginDialog({ options, messages, appearance = 'button' }: LoginDialogProps) {
  const words = withDefaultMessages(defaultHeaderMessages, messages);
  const dialog = useModal();
  return (
    <>
      <button
        type="button"
        className={styles.loginButton}
        data-appearance={appearance}
        {...dialog.triggerProps}
      >
        <Icon icon={UserIcon} size={20} />
        <span>{words.login}</span>
      </button>
      <Modal
        {...dialog.modalProps}
        title={words.login}
        titleSize="xl"
        messages={{ close: words.loginCancel }}
        closePlacement="footer"
        className={styles.dialog}
      >
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
      </Modal>
    </>
  );
}
