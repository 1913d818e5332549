'use client';
// Keeps the document's language that of the variant on screen. One root layout renders `<html>` for every
// variant; the build writes each page's own language into it (`en-NZ` on the New Zealand site:
// scripts/lib/share-pages.mjs), and after a client-side navigation into another variant this does the same from
// the new frame's `lang`, so the browser's translation, hyphenation and voices follow.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** The document's language where no variant's frame says otherwise (the root layout's; bare and style-guide pages). */
export const DEFAULT_DOCUMENT_LANGUAGE = 'en-AU';

export function DocumentLanguage() {
  const pathname = usePathname();
  useEffect(() => {
    const frame = document.querySelector<HTMLElement>('[data-variant][lang]');
    if (frame?.lang && document.documentElement.lang !== frame.lang)
      document.documentElement.lang = frame.lang;
  }, [pathname]);
  return null;
}
