// Functions over navigation links that the nav bar and the drawer share.
import type { NavLink } from '../data/schema';

/** Removes the items marked hideInDrawer, at every level. */
export function withoutHiddenInDrawer(links: NavLink[]): NavLink[] {
  return links
    .filter((link) => !link.hideInDrawer)
    .map((link) => (link.children ? { ...link, children: withoutHiddenInDrawer(link.children) } : link));
}

/** Every address linked below a link, at any depth. */
export function descendantUrls(link: NavLink): string[] {
  return (link.children ?? []).flatMap((child) => [
    ...(child.url ? [child.url] : []),
    ...descendantUrls(child),
  ]);
}

const samePage = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/**
 * The link to a section's own page, listed first in its panel: "{title} overview". Left out when the section
 * has no page, or when one of its links already goes there, so no panel lists a page twice.
 */
export function overviewLink(link: NavLink, overviewSuffix: string): NavLink | null {
  const { url } = link;
  if (!url || descendantUrls(link).some((other) => samePage(other, url))) return null;
  return { ...link, id: `${link.id}-overview`, title: `${link.title} ${overviewSuffix}` };
}
