'use client';
// Which inclusion lists the visitor opened, for the tab. Back to a product page (from the policy booklet a detail
// links to) mounts the page afresh: without this its list was closed again, and the browser's restored scroll
// position, taken with the list open, landed in the footer on a phone.
// A list is remembered under a key its page gives it (which list of which product: a product page's own, or a
// card's), never under the address: during a client-side navigation the new page renders before the router
// writes its address, so a key read from it would name the page being left.
import { useState } from 'react';
import { createSessionStore } from '@ds/ui/hooks';

const openLists = createSessionStore<readonly string[]>('inclusion-lists:v1', [], (stored) =>
  Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [],
);

/**
 * Whether the list is open, and a setter: remembered for the tab under `key`, or for the page's life without one.
 * Closed in the server's HTML and while hydrating (the store's empty value), open from the next render if it was.
 */
export function useOpenList(key: string | undefined): [boolean, (open: boolean) => void] {
  const remembered = openLists.useValue();
  const [local, setLocal] = useState(false);
  if (key === undefined) return [local, setLocal];
  const setOpen = (open: boolean) => {
    const others = openLists.read().filter((stored) => stored !== key);
    openLists.write(open ? [...others, key] : others);
  };
  return [remembered.includes(key), setOpen];
}

/** Closes every remembered list (for tests, which share one tab). */
export const forgetOpenLists = () => openLists.write([]);
