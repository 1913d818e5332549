// False in the server's HTML and while hydrating, true once React runs in the browser: CSS keyed on it can
// stand in for handlers that are not attached yet.
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
