// Types for unused-loads.mjs, for its TypeScript tests.
export declare function withoutUnusedLoads(html: string): { html: string; removed: number };
export declare function removeUnusedLoads(exportDir: string): Promise<{ pages: number; tags: number }>;
