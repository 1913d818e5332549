// The frame of a live-editable example: a labelled preview beside (from lg) or above the labelled code, and a
// status line for errors. Shared by the page as sent and by react-live once it has loaded, so nothing moves.
import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import type { LiveCodeBlockMessages } from './messages';
import styles from './LiveCodeBlock.module.css';

export const liveIds = (id: string) => ({
  preview: `${id}-preview`,
  editorLabel: `${id}-editor-label`,
  editorHint: `${id}-editor-hint`,
});

export function LiveLayout({
  id,
  messages,
  preview,
  editor,
  status,
  className,
}: {
  id: string;
  messages: LiveCodeBlockMessages;
  preview: ReactNode;
  editor: ReactNode;
  /** The error message, if any; the status element itself is always there, so it is announced. */
  status?: ReactNode;
  className?: string;
}) {
  const ids = liveIds(id);
  return (
    <div className={cx(styles.live, className)}>
      <div className={styles.previewPane}>
        <p id={ids.preview} className={styles.caption}>
          {messages.preview}
        </p>
        <div role="group" aria-labelledby={ids.preview} className={styles.stage}>
          {preview}
        </div>
      </div>
      <div className={styles.codePane}>
        <div className={styles.caption}>
          <p id={ids.editorLabel} className={styles.captionTitle}>
            {messages.editor}
          </p>
          <p id={ids.editorHint} className={styles.hint}>
            {messages.editorHint}
          </p>
        </div>
        <div className={styles.editor}>{editor}</div>
      </div>
      <div role="status" className={styles.error} data-empty={status ? undefined : ''}>
        {status}
      </div>
    </div>
  );
}
