// Closes an open modal <dialog> whose header disappears: when the window crosses the breakpoint between the
// small and desktop headers, a dialog inside the hidden one would stay modal with nothing on screen and
// leave the whole page inert.
import { useEffect } from 'react';
import type { RefObject } from 'react';

export function useCloseWhenHidden(dialogRef: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (dialog.open && dialog.getClientRects().length === 0) dialog.close();
    });
    observer.observe(dialog);
    return () => observer.disconnect();
  }, [dialogRef]);
}
