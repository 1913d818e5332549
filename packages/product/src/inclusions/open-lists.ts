'use client';
// Which inclusion lists the visitor opened, for the tab. Back to a product page (from the policy booklet a detail
// links to) mounts the page afresh: without this its list was closed again, and the browser's restored scroll
// position, taken with the list open, landed in the footer on a phone.
// A list is remembered under a key its page gives it (which list of which product: a product page's own, or a
// card's), never under the address: during a client-side navigation the new page renders before the router
// writes its address, so a key read from it would name the page being left.
import { useState } from 'react';
import { createSessionStore, useHydrated } from '@ds/ui/hooks';

const openLists = createSessionStore<readonly string[]>('inclusion-lists:v1', [], (stored) =>
  Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [],
);

/**
 * Whether the list is open, and a setter: remembered for the tab under `key`, or for the page's life without one.
 * Only a page that mounts in the browser (Back or Forward between the site's pages, which the app renders itself)
 * opens a remembered list at once, before the browser puts the scroll position back. A page loaded whole (a
 * reload, or arriving from elsewhere) has its scroll put back while the list is still closed, as the server drew
 * it; opening it then would push everything under it down by the list's height (Chrome keeps what is on screen in
 * place as content above it grows), thousands of pixels on a phone. There the list starts closed.
 */
export function useOpenList(key: string | undefined): [boolean, (open: boolean) => void] {
  // Captured on the first render: false while hydrating the server's HTML, true when mounted in the browser.
  const hydrated = useHydrated();
  const [mountedInBrowser] = useState(hydrated);
  const [local, setLocal] = useState(
    () => mountedInBrowser && key !== undefined && openLists.read().includes(key),
  );
  if (key === undefined) return [local, setLocal];
  const setOpen = (open: boolean) => {
    setLocal(open);
    const others = openLists.read().filter((stored) => stored !== key);
    openLists.write(open ? [...others, key] : others);
  };
  return [local, setOpen];
}

/** Closes every remembered list (for tests, which share one tab). */
export const forgetOpenLists = () => openLists.write([]);
