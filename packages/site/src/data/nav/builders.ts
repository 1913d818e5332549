// Small builders that keep the navigation data terse and consistently shaped.
import type { CallToAction, FooterLink, IconLink, NavLink } from '../schema';

type LinkExtras = Omit<NavLink, 'id' | 'title' | 'url'>;

/** An internal navigation link (a site path starting with '/'). */
export function link(id: string, title: string, url: string, extras: LinkExtras = {}): NavLink {
  return { id, title, url, ...extras };
}

/** A link to another site: absolute https, always opened in a new tab. */
export function externalLink(id: string, title: string, url: string, extras: LinkExtras = {}): NavLink {
  return { id, title, url, targetBlank: true, ...extras };
}

/** A heading inside a menu that holds links of its own (the second of the two nested levels). */
export function group(id: string, title: string, children: NavLink[], extras: LinkExtras = {}): NavLink {
  return { id, title, children, ...extras };
}

export function cta(id: string, title: string, url: string): CallToAction {
  return { id, title, url };
}

export function footerLink(id: string, title: string, url: string): FooterLink {
  return { id, title, url };
}

export function footerExternalLink(id: string, title: string, url: string): FooterLink {
  return { id, title, url, targetBlank: true };
}

export function iconLink(
  id: string,
  label: string,
  url: string,
  icon: string,
  targetBlank?: boolean,
): IconLink {
  return targetBlank ? { id, label, url, icon, targetBlank } : { id, label, url, icon };
}
