// Functions over navigation links that the nav bar and the drawer share.
import type { NavLink } from '../data/schema';

/** Removes the items marked hideInDrawer, at every level. */
export function withoutHiddenInDrawer(links: NavLink[]): NavLink[] {
  return links
    .filter((link) => !link.hideInDrawer)
    .map((link) => (link.children ? { ...link, children: withoutHiddenInDrawer(link.children) } : link));
}

/** The link to a section's own page, listed first in its panel: "{title} overview". */
export function overviewLink(link: NavLink, overviewSuffix: string): NavLink | null {
  return link.url ? { ...link, id: `${link.id}-overview`, title: `${link.title} ${overviewSuffix}` } : null;
}
