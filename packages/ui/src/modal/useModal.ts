// The state of a modal opened by a button, for when the page does not need to own it:
// `<Button {...modal.triggerProps}>` opens it and `<Modal {...modal.modalProps}>` shows it.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';

export interface UseModal {
  /** Whether the modal shows. */
  visible: boolean;
  /** Shows the modal. */
  open: () => void;
  /** Hides the modal. */
  close: () => void;
  /** Spread on the opening button: opens on click, says that it opens a dialog, and gets focus back. */
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    onClick: () => void;
    'aria-haspopup': 'dialog';
  };
  /** Spread on the Modal: its visible flag, close callback and where focus returns. */
  modalProps: { visible: boolean; onClose: () => void; returnFocusRef: RefObject<HTMLElement | null> };
}

/** @param initiallyVisible Whether the modal starts open. */
export function useModal(initiallyVisible = false): UseModal {
  const [visible, setVisible] = useState(initiallyVisible);
  // Focus goes back to the button even where a click does not focus it (Safari).
  const triggerRef = useRef<HTMLButtonElement>(null);
  const open = useCallback(() => setVisible(true), []);
  const close = useCallback(() => setVisible(false), []);
  return useMemo(
    () => ({
      visible,
      open,
      close,
      triggerProps: { ref: triggerRef, onClick: open, 'aria-haspopup': 'dialog' },
      modalProps: { visible, onClose: close, returnFocusRef: triggerRef },
    }),
    [visible, open, close],
  );
}
