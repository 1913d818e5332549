// The shape of an inner content page: its H1, a short lead, headed sections and optional link cards.
import type { ContentCard, ContentSection } from '../types';

export interface PageContent {
  /** The site path, starting with '/' and never ending with '/'. */
  path: string;
  /** The page's H1. */
  title: string;
  /** One or two sentences under the H1. */
  lead: string;
  sections: ContentSection[];
  cards?: ContentCard[];
}
