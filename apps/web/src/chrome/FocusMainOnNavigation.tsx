'use client';
// After a client-side navigation (a link, Back or Forward) focus moves to the new page's main content, as a
// full page load would leave it at the top: otherwise it stays on the link just followed (in a menu, or the
// style guide's list at the foot of the page) and the next Tab lands far from the new content.
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export function FocusMainOnNavigation({ targetId = 'main-content' }: { targetId?: string }) {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // The router has already scrolled (to the top, or back to where the visitor was): do not scroll again.
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, targetId]);
  return null;
}
