'use client';
// Which inclusion lists the visitor opened, per page, for the tab. Back to a product page (from the policy booklet
// a detail links to) mounts the page afresh: without this its list was closed again, and the browser's restored
// scroll position, taken with the list open, landed in the footer on a phone.
import { createSessionStore } from '@ds/ui/hooks';

const openLists = createSessionStore<readonly string[]>('ds.inclusion-lists.open', [], (stored) =>
  Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [],
);

/** A list's key: the page it is on and what it lists (a page may list several products). */
const listKey = (list: string) => `${window.location.pathname}#${list}`;

/** Whether `list` is open on this page, and a setter; closed in the server's HTML and while hydrating. */
export function useOpenList(list: string): [boolean, (open: boolean) => void] {
  const open = openLists.useValue();
  // The empty value is the server's and hydration's, so `window` is read only in the browser.
  const isOpen = open.length > 0 && open.includes(listKey(list));
  const setOpen = (next: boolean) => {
    const key = listKey(list);
    const others = openLists.read().filter((stored) => stored !== key);
    openLists.write(next ? [...others, key] : others);
  };
  return [isOpen, setOpen];
}

/** Closes every remembered list (for tests, which share one tab). */
export const forgetOpenLists = () => openLists.write([]);
