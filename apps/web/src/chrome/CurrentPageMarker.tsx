'use client';
// Marks the links to the current page with aria-current="page" in the header, drawer, footer and any
// navigation that opts in with data-current-page-links (the style guide's page list), and the dropdown
// button of the section that holds the current page.
// The chrome is rendered once per layout and does not know the path, so this runs after each navigation.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

const SECTION_TRIGGERS = 'header nav button[aria-controls]';
const CHROME_LINKS = 'header a[href], dialog a[href], footer a[href], [data-current-page-links] a[href]';

export function CurrentPageMarker() {
  const pathname = usePathname();
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(CHROME_LINKS)) {
      const target = new URL(link.href, location.href);
      const current =
        target.origin === location.origin &&
        target.pathname.replace(/\/$/, '') === pathname.replace(/\/$/, '');
      if (current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    // A dropdown's button is marked when its panel holds the current page, so desktop visitors see which
    // section they are in (the phone menu shows it by the marked link inside).
    for (const trigger of document.querySelectorAll<HTMLButtonElement>(SECTION_TRIGGERS)) {
      const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
      if (panel?.querySelector('a[aria-current="page"]')) trigger.setAttribute('aria-current', 'true');
      else trigger.removeAttribute('aria-current');
    }
  }, [pathname]);
  return null;
}
