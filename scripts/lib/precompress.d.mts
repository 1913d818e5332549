// Types for precompress.mjs, so TypeScript callers (the server's tests) get checked signatures.
export declare const COMPRESSIBLE_EXTENSIONS: readonly string[];
export declare function isCompressible(file: string): boolean;
export declare function listFiles(dir: string): Promise<string[]>;
export declare function brotliQualityFor(relativePath: string): number;
export declare function compressBuffer(
  body: Buffer,
  options?: { quality?: number },
): Promise<{ br: Buffer; gz: Buffer }>;
export interface PrecompressSummary {
  files: number;
  /** Distinct contents compressed: files with the same bytes share one compression. */
  distinct: number;
  rawBytes: number;
  brBytes: number;
  gzBytes: number;
}
export declare function precompressDir(
  dir: string,
  options?: { concurrency?: number },
): Promise<PrecompressSummary>;
