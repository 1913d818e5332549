// The one definition of an internal link, and how a site path is made absolute for chrome shown elsewhere.

/** A scheme such as `https:`, `mailto:` or `tel:` takes a link to another site or app. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** `//host` (and `\\host`, which browsers read the same way) is protocol-relative: another site. */
const PROTOCOL_RELATIVE = /^[\\/]{2}/;

/**
 * Internal links stay on this site: paths (`/a`, `a/b`, `./a`), queries (`?q=x`) and fragments (`#x`).
 * Links with a scheme or a protocol-relative host go elsewhere.
 */
export function isInternalHref(href: string): boolean {
  const value = href.trim();
  return !SCHEME.test(value) && !PROTOCOL_RELATIVE.test(value);
}

/** A root-relative path of this site (`/a/b`), the only kind of link that a base URL can be put in front of. */
export function isSitePath(href: string): boolean {
  return isInternalHref(href) && href.trim().startsWith('/');
}

/**
 * `/a/b` becomes `${baseUrl}/a/b`, keeping any path the base has (`https://x.example/au` gives
 * `https://x.example/au/a/b`). Every other href (external, `tel:`, `mailto:`, `#x`, relative) is returned as it is.
 */
export function absolutiseHref(href: string, baseUrl: string): string {
  if (!isSitePath(href)) return href;
  return `${baseUrl.replace(/\/+$/, '')}${href.trim()}`;
}
