// Closes an open modal <dialog> that stops being rendered (an ancestor became display: none, e.g. the small
// header when the window grows past its breakpoint): it would stay modal with nothing on screen and leave the
// whole page inert.
import { useEffect } from 'react';
import type { RefObject } from 'react';

export function useCloseWhenHidden(dialogRef: RefObject<HTMLDialogElement | null>, active: boolean) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (dialog.open && dialog.getClientRects().length === 0) dialog.close();
    });
    observer.observe(dialog);
    return () => observer.disconnect();
  }, [dialogRef, active]);
}
