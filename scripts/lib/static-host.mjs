// A browser page that sees the site as a static host would serve it: no search API (its requests answered 404), and
// the search pages sent as built (a static host serves a file whatever its query string: no first results written
// in) without the server's word that it answers searches (`Server-Timing: search-api`) or its preload, so the page
// starts Pagefind from its head and searches with it. For the tests and the benchmark, to
// measure and check the site's search where only the export is served.
import { SEARCH_API_PATH } from '@ds/site/search';

const SERVER_ONLY_HEADERS = ['server-timing', 'link'];
// The body Playwright hands over is decoded: its encoding and length headers no longer describe it.
const BODY_HEADERS = ['content-encoding', 'content-length'];

/** @param {import('playwright-core').Page} page */
export async function asOnAStaticHost(page) {
  await page.route(
    (url) => url.pathname === SEARCH_API_PATH,
    (route) => route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.route(
    (url) => url.pathname.endsWith('/search'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const asBuilt = new URL(route.request().url());
      asBuilt.search = '';
      const response = await route.fetch({ url: asBuilt.href });
      const headers = { ...response.headers() };
      for (const name of [...SERVER_ONLY_HEADERS, ...BODY_HEADERS]) delete headers[name];
      return route.fulfill({ response, headers });
    },
  );
}
