// The metadata of a page search engines should leave out, in one place for every such page (not-found pages, search
// pages, saved quotes and applications, journey steps after the first, the benchmark floor, the icon pages). Kept
// apart from metadata.ts, which reads the tokens and variant data, because client code imports journey definitions.
import type { Metadata } from 'next';

/**
 * A page search engines should leave out: not indexed, and no canonical address (a canonical says "index this
 * address instead", and a layout's would otherwise be inherited). Every noindex page spreads this one value.
 */
export const noIndex = {
  robots: { index: false },
  alternates: { canonical: null },
} as const satisfies Metadata;

/** The same for a page whose links are still worth following (a page of search results). */
export const noIndexFollow = {
  ...noIndex,
  robots: { index: false, follow: true },
} as const satisfies Metadata;
