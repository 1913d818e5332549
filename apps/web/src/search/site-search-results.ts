import type { SearchHit } from '@ds/site/search';

/** A finished search: how many pages matched, and a way to read them in order. */
export interface SiteSearchResults {
  total: number;
  /** The words searched for, when the synonym map changed what was typed ('hosptial' -> 'hospital'). */
  searchedFor?: string;
  read(from: number, count: number): Promise<SearchHit[]>;
}
