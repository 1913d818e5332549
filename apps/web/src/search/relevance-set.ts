// What visitors type into the site search, and the page each search should put first. The relevance test
// (e2e/search-relevance.spec.ts) runs every search against the built index, as a visitor would, and expects the
// page within the first three results. Abbreviations and misspellings are here on purpose: they are answered by
// the synonym map (synonyms.ts). A search on the second brand's site (`brand: 'gu'`) runs on its own search page.
import type { SearchBrand } from '@ds/site/search';

export interface RelevanceCase {
  /** What the visitor types. */
  query: string;
  /** The page that should come first (its site path). */
  expected: string;
  /** Whose search page it is typed into: the main site's unless said. */
  brand?: SearchBrand;
}

/** How far down the expected page may be and still pass. */
export const RELEVANCE_DEPTH = 3;

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Claims and contact.
  { query: 'claim', expected: '/help/health' },
  { query: 'make a claim', expected: '/help/health' },
  { query: 'travel claim', expected: '/travel-insurance/how-to-make-a-claim' },
  { query: 'phone number', expected: '/contact-us' },
  { query: 'contact', expected: '/contact-us' },
  { query: 'complaint', expected: '/legal/complaints' },
  // Cover and what it includes.
  { query: 'extras', expected: '/health-insurance/extras' },
  { query: 'dental', expected: '/health-insurance/extras' },
  { query: 'dentle', expected: '/health-insurance/extras' },
  { query: 'physio', expected: '/health-insurance/extras' },
  { query: 'optical', expected: '/health-insurance/extras' },
  { query: 'glasses', expected: '/health-insurance/extras' },
  { query: 'hospital', expected: '/health-insurance/hospital' },
  { query: 'hosptial', expected: '/health-insurance/hospital' },
  { query: 'excess', expected: '/health-insurance/hospital' },
  { query: 'waiting period', expected: '/health-insurance/hospital' },
  { query: 'pregnancy', expected: '/health-insurance/couples' },
  // The cover that includes it says so only in its inclusion list (page-keywords.ts).
  { query: 'pregnancy cover', expected: '/health-insurance/hospital/hospital-gold' },
  { query: 'ambulance', expected: '/health-insurance/ambulance' },
  { query: 'bronze', expected: '/health-insurance/hospital/hospital-bronze' },
  { query: 'compare', expected: '/health-insurance/compare' },
  // Prices and government rules.
  { query: 'LHC', expected: '/health-information/healthcare-in-australia/lifetime-health-cover' },
  {
    query: 'lifetime health cover',
    expected: '/health-information/healthcare-in-australia/lifetime-health-cover',
  },
  { query: 'rebate', expected: '/help/your-price' },
  // Joining.
  { query: 'join', expected: '/health-insurance/join/welcome' },
  { query: 'quote', expected: '/health-insurance/join/welcome' },
  { query: 'find a provider', expected: '/find-a-provider' },
  { query: 'telehealth', expected: '/health-information/gp-telehealth' },
  // Travel.
  { query: 'travel insurance', expected: '/travel-insurance' },
  { query: 'cancel', expected: '/help/travel' },
  // The other parts of the site.
  { query: 'NDIS', expected: '/thrive' },
  { query: 'overseas student', expected: '/overseas-students' },
  { query: 'OSHC', expected: '/overseas-students/oshc-explained' },
  { query: 'visa 8501', expected: '/overseas-working-visitors/visa-8501' },
  { query: 'NZ', expected: '/nz' },
  { query: 'shareholders', expected: '/shareholders/home' },
  { query: 'dividends', expected: '/shareholders/financial-information/dividends' },
  { query: 'foundation grant', expected: '/foundation/funding' },
  { query: 'jobs', expected: '/careers' },
  // The second brand's own search.
  { query: 'claim', expected: '/gu/how-to-claim', brand: 'gu' },
  { query: 'extras', expected: '/gu/extras-cover', brand: 'gu' },
  { query: 'hospital cover', expected: '/gu/hospital-cover', brand: 'gu' },
  { query: 'contact', expected: '/gu/contact-us', brand: 'gu' },
  { query: 'join', expected: '/gu/join', brand: 'gu' },
  { query: 'tax', expected: '/gu/tax-time', brand: 'gu' },
];
