// The frame of a live-editable example: a labelled preview beside (from lg) or above the labelled code, and a
// status line for errors. Shared by the page as sent and by react-live once it has loaded, so nothing moves.
import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './LiveCodeBlock.module.css';

export interface LiveLabels {
  /** Names the preview. */
  previewLabel: string;
  /** Names the editor. */
  editorLabel: string;
  /** Says what editing does; read with the editor. */
  editorHint: string;
  /** Introduces the compiler's message when the code does not run. */
  errorLabel: string;
  /**
   * Shown instead of the compiler's message when the page's security policy does not allow the code to run (no
   * 'unsafe-eval').
   */
  blockedLabel: string;
}

export const liveIds = (id: string) => ({
  preview: `${id}-preview`,
  editorLabel: `${id}-editor-label`,
  editorHint: `${id}-editor-hint`,
});

export function LiveLayout({
  id,
  labels,
  preview,
  editor,
  status,
  className,
}: {
  id: string;
  labels: LiveLabels;
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
          {labels.previewLabel}
        </p>
        <div role="group" aria-labelledby={ids.preview} className={styles.stage}>
          {preview}
        </div>
      </div>
      <div className={styles.codePane}>
        <div className={styles.caption}>
          <p id={ids.editorLabel} className={styles.captionTitle}>
            {labels.editorLabel}
          </p>
          <p id={ids.editorHint} className={styles.hint}>
            {labels.editorHint}
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
