// Which clicks on a plain `<a>` the app router may take over: a page of this site, opened in this tab, by a
// plain primary click. Everything else (new tab or window, downloads, files, other sites, a jump within the
// page) is left to the browser, as a link with no script would behave. So is a page whose scripts need a policy
// of their own (EVAL_PAGES): it is loaded as a document, which brings it.
import { EVAL_PAGES } from '@ds/site/data';

/** The parts of a click that decide whether it is a plain follow of the link. */
export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The parts of an anchor that decide where and how it goes. */
export interface AnchorFacts {
  href: string;
  target: string;
  download: boolean;
}

// A last path segment with an extension is a file (a PDF, an image, the sitemap), not a page of the app.
const FILE_SEGMENT = /\/[^/]+\.[a-z0-9]+$/i;
// Paths the app router does not serve: the JSON API and the navigation data.
const NOT_PAGES = /^\/(api|nav-data)(\/|$)/;

/** The in-app path to push for this click, or null when the browser should follow the link itself. */
export function clientNavigationPath(click: ClickFacts, anchor: AnchorFacts, here: URL): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (anchor.download || (anchor.target !== '' && anchor.target !== '_self')) return null;
  return inAppPath(anchor.href, here);
}

/** The in-app path an href leads to (a page of this site other than the one shown), or null. */
export function inAppPath(href: string, here: URL): string | null {
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (FILE_SEGMENT.test(url.pathname) || NOT_PAGES.test(url.pathname)) return null;
  // A page that needs its own Content-Security-Policy gets it only as a document of its own.
  if (Object.hasOwn(EVAL_PAGES, url.pathname)) return null;
  // A jump within the page shown (the skip link, a table of contents) is the browser's: it moves focus too.
  if (url.pathname === here.pathname && url.search === here.search && url.hash !== '') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
