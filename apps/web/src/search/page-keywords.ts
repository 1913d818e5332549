// Words a page is the answer to, where its own text uses them only in passing: a landing page that says 'Hospital
// cover' once in its title while a product page repeats 'hospital' twenty times. The index build adds them to the
// page as metadata (`keywords`), which Pagefind ranks on (the search's `metaWeights`) but never shows in an
// excerpt, so excerpts stay sentences from the page. Kept short: a page's own words should do most of the work.
import { productsOfType } from '@ds/product/data';

/** A site path -> the words visitors search with for it, in lower case, separated by spaces. */
export const PAGE_KEYWORDS: Readonly<Record<string, string>> = {
  '/help/health': 'claim',
  '/contact-us': 'contact phone call',
  '/health-insurance/extras': 'extras dental',
  // Where pregnancy cover is explained; the covers that include it get the word from the data (below).
  '/health-insurance/couples': 'pregnancy',
  '/health-insurance/hospital': 'hospital excess waiting period',
  '/health-insurance/join/welcome': 'join',
  '/overseas-students': 'overseas student',
  '/shareholders/home': 'shareholders',
};

// A cover page says what the cover includes only in its inclusion list, whose items are buttons (each opens the
// inclusion's details) and so left out of the index with the other controls: 'pregnancy' would find every page
// that mentions it but the covers that include it. Which covers those are comes from the product data.
const PREGNANCY_WORDS = 'pregnancy birth';
const PREGNANCY_COVER_PATHS = new Set(
  productsOfType('hospital')
    .filter((product) =>
      product.inclusions.some(
        (inclusion) => inclusion.id === 'pregnancy-and-birth' && inclusion.coveredTypeCode !== 'Exclusion',
      ),
    )
    .map((product) => `/health-insurance/hospital/${product.id}`),
);

/** The keywords for a page, or '' when it has none. */
export function pageKeywords(path: string): string {
  const words = [PAGE_KEYWORDS[path], PREGNANCY_COVER_PATHS.has(path) ? PREGNANCY_WORDS : undefined];
  return words.filter(Boolean).join(' ');
}
