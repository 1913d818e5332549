// Types for search-index.mjs.
export { SEARCH_INDEX_DIR } from '@ds/export-files';
export declare function pagePathOf(relative: string): string;
export declare function annotate(
  html: string,
  section: string,
  brand?: 'main' | 'gu' | null,
  keywords?: string,
): string;
export declare function buildSearchIndex(exportDir: string): Promise<{ pages: number; bytes: number }>;
export declare function storedSearchFile(content: Uint8Array): Buffer;
