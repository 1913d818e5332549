'use client';
// The tier modal (SPEC 2.5, 5): 'New categories to help you choose your level of cover', opened by its own button,
// with a Close button. Its content (TierModalContent.tsx, about 1.5 KB gzip of script with the tier badges) is
// imported when the visitor points at the button, focuses it or presses it, not with every product page; until it
// arrives the open modal says it is loading, and if it cannot load, says so (pressing the button again tries again).
import { useState } from 'react';
import { useImportOnWant } from '@ds/ui/hooks';
import { Modal } from '@ds/ui/modal';
import styles from './TierModal.module.css';

export const TIER_MODAL_TITLE = 'New categories to help you choose your level of cover';
export const TIER_MODAL_LOADING = 'Loading the tier explanations…';
export const TIER_MODAL_FAILED =
  'The tier explanations could not be loaded. Check your connection, then close this and open it again.';

const loadContent = () => import('./TierModalContent').then((module) => module.TierModalContent);

export function TierModalButton({ label = 'Hospital tiers explained' }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const { value: Content, failed, want } = useImportOnWant(loadContent);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {label}
      </button>
      <Modal
        visible={open}
        onClose={() => setOpen(false)}
        title={TIER_MODAL_TITLE}
        closePlacement="footer"
        size="content"
        // Long content whose first control is halfway down: the dialog opens at its title, as the modal pattern says.
        initialFocus="title"
      >
        {Content ? (
          <Content />
        ) : failed ? (
          <p role="alert">{TIER_MODAL_FAILED}</p>
        ) : (
          <p role="status">{TIER_MODAL_LOADING}</p>
        )}
      </Modal>
    </>
  );
}
