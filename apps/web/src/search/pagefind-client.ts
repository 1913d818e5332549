// The search page's own search, for when the server's search API does not answer (a static host has none, or it
// is unreachable): Pagefind in the browser. Its script is loaded from the export on first use (so no other page
// ever fetches search code). Pagefind runs WebAssembly, which the search pages' CSP allows ('wasm-unsafe-eval') and
// no other page's does.
import { PAGEFIND_OPTIONS, PAGEFIND_SCRIPT, searchPagefind } from '@ds/site/search';
import type { Pagefind, SearchBrand, SearchRequest, SiteSearchResults } from '@ds/site/search';

let loading: Promise<Pagefind> | null = null;

// A search page loaded as a document from a static host (no `Server-Timing: search-api`) has already started
// Pagefind from its head (scripts/lib/search-start.mjs). The import below is then of that same module, already
// running: the options reach its worker, and `init` finds it started.
function loadPagefind(): Promise<Pagefind> {
  loading ??= (
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_SCRIPT) as Promise<Pagefind>
  )
    .then(async (pagefind) => {
      await pagefind.options(PAGEFIND_OPTIONS);
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      // A failed load (offline, a deploy in progress) may be retried.
      loading = null;
      throw error;
    });
  return loading;
}

/** Searches the site with Pagefind in the page, for a request as the search page of `brand` makes it. */
export async function searchWithPagefind(
  request: Pick<SearchRequest, 'query' | 'section'>,
  brand: SearchBrand,
): Promise<SiteSearchResults> {
  return searchPagefind(await loadPagefind(), request, brand);
}
