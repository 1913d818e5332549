// Types for share-files.mjs, so TypeScript callers (the e2e spec) get checked signatures.
import type { SharePage } from './share-pages.mjs';

export declare function readExportPages(exportDir: string): Promise<(SharePage & { filePath: string })[]>;
export declare function addShareFiles(
  exportDir: string,
  options: { repoRoot: string; cacheDir: string; buildDate: string },
): Promise<{
  pages: number;
  indexable: number;
  drawn: number;
  cached: number;
  changed: number;
  pairs: number;
  sitemaps: number;
}>;
