// Closes an open modal when the visitor goes Back or Forward: the dialog belongs to the page it was opened on,
// not to the one the browser returns to. (A link followed inside it closes it through closeOnLinkClick.)
import { useEffect } from 'react';

export function useCloseOnHistoryChange(active: boolean, close: () => void) {
  useEffect(() => {
    if (!active) return;
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [active, close]);
}
