// The words visitors type that the site's pages do not use: abbreviations, everyday names and common misspellings,
// each with the words the pages use instead. Pagefind matches words as written (and word starts), and every word
// of a search must be on a page, so 'LHC' or 'hosptial' would otherwise find nothing. The query is rewritten in
// one place (`searchTermsFor`, called just before Pagefind searches, on the server or in the page) and the page says
// what it searched for when the words changed.

/** A word or phrase a visitor types (lower case) -> the words the site uses for it. */
export const SEARCH_SYNONYMS: Readonly<Record<string, string>> = {
  // Abbreviations and short names.
  lhc: 'lifetime health cover',
  physio: 'physiotherapy',
  chiro: 'chiropractic',
  nz: 'new zealand',
  'phone number': 'call us',
  // Ways of asking that name no more than one word of the pages (every word of a search must be on a page).
  'make a claim': 'claim',
  'how to claim': 'claim',
  'how do i claim': 'claim',
  jobs: 'careers',
  'foundation grant': 'funding grants',
  'foundation grants': 'funding grants',
  glasses: 'optical',
  // Common misspellings.
  hosptial: 'hospital',
  hospitol: 'hospital',
  dentle: 'dental',
  dentel: 'dental',
  ambulence: 'ambulance',
  optometry: 'optical',
  pregnacy: 'pregnancy',
  excesss: 'excess',
  claium: 'claim',
  rebait: 'rebate',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longer phrases first, so 'foundation grants' is read as a phrase before 'grants' alone could be.
const PHRASES = Object.keys(SEARCH_SYNONYMS).sort((a, b) => b.length - a.length);
const MATCHER = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${PHRASES.map(escape).join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/**
 * The words to send to Pagefind for what a visitor typed: each known abbreviation, everyday name or misspelling
 * (as a whole word or phrase, in any case) replaced by the site's own words, once; everything else unchanged.
 */
export function searchTermsFor(query: string): string {
  return query.replace(MATCHER, (found) => SEARCH_SYNONYMS[found.toLowerCase()] ?? found);
}
