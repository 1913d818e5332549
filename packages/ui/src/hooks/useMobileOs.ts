// True in the browser on iOS, iPadOS and Android, where the phone's own date input is easier than typing; false
// in the server's HTML and while hydrating, so the first render matches and the swap happens right after.
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

export function isMobileOs(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  if (/Android|iPhone|iPad|iPod/i.test(nav.userAgent)) return true;
  // iPadOS asks for desktop pages and says it is a Mac; a Mac has no touch screen.
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}

export function useMobileOs(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => isMobileOs(navigator),
    () => false,
  );
}
