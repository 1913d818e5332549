// True once the page has loaded on the client: false in the server HTML and while hydrating, so content that
// must not be in the server HTML (an open-able dialog) renders after the first client pass.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
