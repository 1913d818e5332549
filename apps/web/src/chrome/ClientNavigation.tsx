'use client';
// Client-side navigation for the whole document from one listener, so links stay plain server-rendered `<a>`
// elements (nothing per link to hydrate, nothing watching the viewport): a plain click on a link to another page
// of the site goes through the app router, and the page's data is fetched on intent (pointer over, focus,
// touch) rather than for every link in view. Without script, or when the router cannot, links load pages.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { clientNavigationPath, inAppPath } from './client-navigation';

// What shows the visitor is about to follow a link: the pointer over it, focus on it, a finger on it.
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The HTML link an event happened in. An SVG `<a>` (a map's pin) is left to the browser: its `href` is no string. */
const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null => {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
};

export function ClientNavigation() {
  const router = useRouter();

  useEffect(() => {
    const here = () => new URL(window.location.href);
    const prefetched = new Set<string>();

    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event.target);
      if (!anchor) return;
      const path = clientNavigationPath(
        event,
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') },
        here(),
      );
      if (path === null) return;
      event.preventDefault();
      router.push(path);
    };

    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (!anchor || anchor.target === '_blank') return;
      const path = inAppPath(anchor.href, here());
      if (path === null) return;
      const page = path.replace(/[?#].*$/, '');
      if (prefetched.has(page)) return;
      prefetched.add(page);
      router.prefetch(page);
    };

    document.addEventListener('click', onClick);
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [router]);

  return null;
}
