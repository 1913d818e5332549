// The message under a control: an error or an info line, each with its icon and its type said in words.
// The container is always there and polite, so a message that appears after validation is read out once.
import type { ReactNode } from 'react';
import { InfoIcon, XCircleIcon } from '@ds/icons';
import { Icon } from '../icon';
import { VisuallyHidden } from '../visually-hidden';
import type { MessageTone } from './useFormControl';
import styles from './FormField.module.css';

export interface FieldMessageProps {
  id: string;
  tone: MessageTone | null;
  children: ReactNode;
}

export function FieldMessage({ id, tone, children }: FieldMessageProps) {
  return (
    <div className={styles.messageRegion} aria-live="polite">
      {tone && children != null ? (
        <p id={id} className={tone === 'error' ? styles.error : styles.info}>
          <Icon icon={tone === 'error' ? XCircleIcon : InfoIcon} size={20} className={styles.messageIcon} />
          <span>
            <VisuallyHidden>{tone === 'error' ? 'Error:' : 'Information:'}</VisuallyHidden> {children}
          </span>
        </p>
      ) : null}
    </div>
  );
}
