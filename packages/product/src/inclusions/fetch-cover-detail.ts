// Fetches a product's cover-details page (inclusions/CoverDetails.tsx) once, when a visitor first shows they may
// want one of its details (opening a card's list, pointing at or focusing an inclusion), and gives an inclusion's
// detail as the HTML the server rendered for it. The page is ours, built from the product data, and parsed with
// DOMParser, which runs none of its scripts.

import { coverDetailBodyId } from './cover-details-path';

const documents = new Map<string, Promise<Document>>();
/** The pages fetched so far, to show a detail at once when its page is already here. */
const loaded = new Map<string, Document>();

/** Only a path of this site is fetched: the HTML it gives is put into the page as it is. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/** An inclusion's detail address as its page and the id of its section: ['/health-insurance/cover-details/gold', 'cover-detail-cataracts']. */
function pageAndSection(href: string): [pageUrl: string, sectionId: string] {
  const [pageUrl = '', sectionId = ''] = href.split('#');
  return [pageUrl, sectionId];
}

function load(pageUrl: string): Promise<Document> {
  let loading = documents.get(pageUrl);
  if (!loading) {
    loading = fetch(pageUrl, { headers: { Accept: 'text/html' } })
      .then((response) => {
        if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
        return response.text();
      })
      .then((html) => {
        const page = new DOMParser().parseFromString(html, 'text/html');
        loaded.set(pageUrl, page);
        return page;
      });
    // A failed fetch is not kept: the next attempt tries again.
    loading.catch(() => documents.delete(pageUrl));
    documents.set(pageUrl, loading);
  }
  return loading;
}

/** Starts fetching the page `href` (an inclusion's detail address) is on, if no one has yet. */
export function prefetchCoverDetail(href: string): void {
  const [pageUrl] = pageAndSection(href);
  if (isSitePath(pageUrl)) load(pageUrl).catch(() => undefined);
}

function detailIn(page: Document, href: string): string | null {
  const [, sectionId] = pageAndSection(href);
  return sectionId ? (page.getElementById(coverDetailBodyId(sectionId))?.innerHTML ?? null) : null;
}

/** The HTML of the detail at `href` ('/health-insurance/cover-details/gold#cover-detail-cataracts'). */
export async function fetchCoverDetail(href: string): Promise<string> {
  const [pageUrl] = pageAndSection(href);
  if (!isSitePath(pageUrl)) throw new Error(`${href} is not a page of this site`);
  const detail = detailIn(await load(pageUrl), href);
  if (detail === null) throw new Error(`${href} has no such detail`);
  return detail;
}

/** The detail at `href` if its page has already been fetched, else undefined. */
export function fetchedCoverDetail(href: string): string | undefined {
  const page = loaded.get(pageAndSection(href)[0]);
  return (page && detailIn(page, href)) ?? undefined;
}

/** Forgets every fetched page (for tests). */
export function forgetCoverDetails(): void {
  documents.clear();
  loaded.clear();
}
