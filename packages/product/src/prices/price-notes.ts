// The notes under a page's prices, as data: each product's mark and note id, and whom a price choice is for in
// words. Plain functions (no React), so the server-rendered cards and the client-side notes agree on both.
import { COVER_FOR_PHRASES, FREQUENCY_NAMES, STATE_LABELS } from '../data/constants';
import type { Product } from '../data/schema';
import type { PriceQuery } from '../pricing';

/** The marks notes take, in order of the products on the page; after these, notes are numbered. */
export const NOTE_MARKS = ['*', '†', '‡', '§'] as const;

export const priceNoteId = (product: Pick<Product, 'id'>) => `price-disclaimer-${product.id}`;
/** The id of the mark that links to a note (the note's link back returns there). */
export const priceNoteMarkId = (noteId: string) => `${noteId}-mark`;

/** Each product with a price note, and its own mark, in page order: '*', '†', '‡', '§', then '5', '6'... */
export function noteMarks(products: readonly Pick<Product, 'id' | 'priceDisclaimer'>[]): Map<string, string> {
  const noted = products.filter((product) => product.priceDisclaimer);
  return new Map(noted.map((product, index) => [product.id, NOTE_MARKS[index] ?? String(index + 1)]));
}

/** 'a family in Victoria, paid monthly': whom, where and how often a price is for. */
export function pricedForText({ cover, state, frequency }: PriceQuery): string {
  return `${COVER_FOR_PHRASES[cover]} in ${STATE_LABELS[state]}, paid ${FREQUENCY_NAMES[frequency].toLowerCase()}`;
}
