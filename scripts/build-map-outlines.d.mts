// Types for build-map-outlines.mjs.
export declare const outlineDir: string;
export declare function outlineTiles(): Promise<Map<string, string>>;
export declare function staleTiles(
  tiles: ReadonlyMap<string, string>,
  dir?: string,
): Promise<{ changed: string[]; extra: string[] }>;
