// Classifies hrefs: internal links go through the app's router link, everything else is a plain anchor.

/** Internal links (`/path`, `#anchor`) stay on this site; `//host` is protocol-relative, so another site. */
export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}
