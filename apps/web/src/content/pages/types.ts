// The shape of an inner content page: its H1, a short lead, headed sections and optional link cards.
import type { ProductType } from '@ds/product/data';
import type { ContentCard, ContentSection } from '../types';

/** A product block under the page's header: the comparison cards, one product, or the side-by-side compare. */
export type ProductBlock =
  | { kind: 'comparison'; types: ProductType[] }
  | { kind: 'product'; productId: string }
  | { kind: 'side-by-side' };

export interface PageContent {
  /** The site path, starting with '/' and never ending with '/'. */
  path: string;
  /** The page's H1. */
  title: string;
  /** One or two sentences under the H1. */
  lead: string;
  sections: ContentSection[];
  cards?: ContentCard[];
  products?: ProductBlock;
  /** A page that is a moment rather than content (after logging out): kept out of search engines and site search. */
  noindex?: boolean;
  /** A help page that is questions and answers: each section's heading a question, its paragraphs the answer. */
  faq?: boolean;
  /** A page with a route of its own under app/ (its words are here, its blocks there): the catch-all skips it. */
  ownRoute?: boolean;
}
