// Functions over navigation links that the nav bar and the drawer share.
import type { NavLink } from '../data/schema';

/**
 * A link as the nav bar and the drawer draw it. Below the top level a link has no id: its lists never reorder,
 * so they are keyed by position, and every id left out is one the page's payload does not carry (about 0.25 KB
 * brotli on every page of the main site). A top-level link keeps its id, which names its dropdown's panel.
 */
export interface NavItem extends Omit<NavLink, 'id' | 'children'> {
  id?: string | undefined;
  children?: NavItem[] | undefined;
}

/** A link of the navigation bar's top level: its id names its dropdown's panel. */
export interface TopNavItem extends NavItem {
  id: string;
}

function withoutId({ id: _id, children, ...link }: NavLink): NavItem {
  return children ? { ...link, children: children.map(withoutId) } : link;
}

/** The navigation's links as the header draws them: ids only at the top level (see NavItem). */
export function toNavItems(links: NavLink[]): TopNavItem[] {
  return links.map((link) => ({ ...withoutId(link), id: link.id }));
}

/** Removes the items marked hideInDrawer, at every level. */
export function withoutHiddenInDrawer<T extends NavItem>(links: T[]): T[] {
  return links
    .filter((link) => !link.hideInDrawer)
    .map((link) => (link.children ? { ...link, children: withoutHiddenInDrawer(link.children) } : link));
}

/** Every address linked below a link, at any depth. */
export function descendantUrls(link: NavItem): string[] {
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
export function overviewLink(link: NavItem, overviewSuffix: string): NavItem | null {
  const { url } = link;
  if (!url || descendantUrls(link).some((other) => samePage(other, url))) return null;
  const { children: _children, id: _id, ...overview } = link;
  return { ...overview, title: `${link.title} ${overviewSuffix}` };
}
