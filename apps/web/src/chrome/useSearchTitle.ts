'use client';
// The tab's title says what a search page searched for: `<what>: <the page's own title>`, or the page's own title
// when nothing was. So the tab, the history and a screen reader's page announcement name the search.
import { useEffect, useRef } from 'react';

/** `searched` describes the search ('dental', 'Dentists near Parramatta 2150'); empty for none. */
export function useSearchTitle(searched: string): void {
  const pageTitle = useRef<string | null>(null);
  useEffect(() => {
    pageTitle.current ??= document.title;
    const own = pageTitle.current;
    const title = searched ? `${searched}: ${own}` : own;
    document.title = title;
    // A search restored from the address (a reload, a shared link) is set as the page hydrates, and the page's own
    // <title> may be drawn after that, over this one: it is set again when the head puts the page's own title
    // back. Any other title is another page's, arriving as the visitor leaves: it stays.
    const observer = new MutationObserver(() => {
      if (document.title === own && title !== own) document.title = title;
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [searched]);
}
