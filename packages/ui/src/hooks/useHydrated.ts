// False in the server's HTML and while hydrating it, true once React runs in the browser (and for anything
// rendered after that). The first client render then matches the server's, and what must not be in the
// server HTML (an open-able dialog, a live region, controls that need script) appears right after.
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
