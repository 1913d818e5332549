// Types for page-weight.mjs, so TypeScript callers (its tests, the e2e budget and page list) get checked signatures.

/** One asset: path relative to the export, gzip bytes. */
export interface AssetWeight {
  file: string;
  bytes: number;
}
export interface PageWeight {
  jsBytes: number;
  cssBytes: number;
  jsFiles: AssetWeight[];
  cssFiles: AssetWeight[];
  /** Same-origin references that are not files of the export. */
  missing: string[];
  /** References to other origins. */
  external: string[];
  /** Scripts marked nomodule, which modern browsers never fetch. */
  nomodule: string[];
}
export interface ExportedPage {
  /** `/`, `/a/b` */
  urlPath: string;
  /** Path relative to the export, with `/`. */
  file: string;
  filePath: string;
}
export interface BudgetOverride {
  jsKb?: number;
  cssKb?: number;
  htmlBrKb?: number;
  /** The page's JS may be at most this multiple of the floor page's. */
  jsOverFloor?: number;
  /** At most this many KB of gzip JS beyond the floor page's (the site's shared bundle). */
  jsKbOverFloor?: number;
  /** Render-blocking stylesheets this page may load, where its own CSS cannot join the shared chunk in order. */
  maxStylesheets?: number;
}
export interface Budgets {
  defaultJsKb: number;
  defaultCssKb: number;
  /** The page's HTML, brotli: it should arrive in the first round trip (about 14 KB). */
  defaultHtmlBrKb: number;
  /** A bare page of the same build (the framework and the root layout): what a page's JS is compared with. */
  floorPage?: string;
  /** A page's JS may be at most this multiple of the floor page's (1.05: within 5% of it). */
  defaultJsOverFloor?: number;
  /** Render-blocking stylesheets a page may load (each is a request before the first paint). */
  maxStylesheets?: number;
  /** Keyed by exact URL path or by `/section/*`. */
  pages?: Record<string, BudgetOverride>;
}

export declare function extractAssetRefs(html: string): { js: string[]; css: string[]; skipped: string[] };
export declare function resolveAsset(url: string, htmlFilePath: string, exportDir: string): string | null;
export declare function gzipBytes(file: string): number;
export declare function pageWeight(htmlFilePath: string, exportDir: string): PageWeight;
export declare function urlPathFor(relativeFile: string): string;
export declare function listPages(exportDir: string): ExportedPage[];
export declare function htmlFileFor(urlPath: string, exportDir: string): string | null;
export declare function budgetFor(
  urlPath: string,
  budgets: Budgets,
): {
  jsBytes: number;
  cssBytes: number;
  htmlBrBytes: number;
  jsOverFloor: number | null;
  jsBytesOverFloor: number | null;
  maxStylesheets: number | null;
  key: string | null;
};
