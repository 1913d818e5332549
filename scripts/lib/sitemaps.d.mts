// Types for sitemaps.mjs, so TypeScript callers (its tests, the e2e spec) get checked signatures.
export declare const APP_DIR: string;
export declare const ROUTE_DATA_FILES: Readonly<Record<string, readonly string[]>>;
export declare function escapeXml(text: string): string;
export declare function originName(origin: string): string;
export declare function sitemapFile(origin: string): string;
export declare function routeSegments(routeFile: string): string[];
export declare function routeFileFor(pagePath: string, routeFiles: readonly string[]): string | null;
export declare function listRouteFiles(repoRoot: string): string[];
export declare function sourceFilesFor(routeFile: string): string[];
export declare function lastCommitDates(
  repoRoot: string,
  files: readonly string[],
): Promise<Map<string, string | null>>;
export declare function latestDate(dates: readonly (string | null | undefined)[]): string | null;
export declare function sitemapXml(
  entries: readonly { loc: string; lastmod: string | null }[],
  buildDate: string,
): string;
export declare function sitemapIndexXml(origins: readonly string[]): string;
export declare function searchPaths(): string[];
export declare function robotsTxt(origins: readonly string[], disallowedPaths?: readonly string[]): string;
export declare function isDisallowed(robots: string, pagePath: string): boolean;
