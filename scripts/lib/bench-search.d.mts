// Types for bench-search.mjs.
export declare function indexSize(exportDir: string): { pages: number; files: number; kb: number };
export declare function measureSearch(options: {
  origin: string;
  exportDir: string;
  progress: (line: string) => void;
}): Promise<unknown>;
export declare function searchLines(result: unknown): string[];
