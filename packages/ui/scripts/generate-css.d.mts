// Types for generate-css.mjs, so TypeScript callers (its test) get checked signatures.
export declare const packageDir: string;
export declare const tokensSrcDir: string;
export declare const COLUMN_COUNTS: readonly number[];
export interface Scale {
  /** The numbered steps of `space`, ascending. */
  space: number[];
  /** The `breakpoint` tokens by width, the first one 0px. */
  breakpoints: { name: string; px: number }[];
}
export declare function readScale(srcDir?: string): Promise<Scale>;
/** Every generated file: path relative to packages/ui -> contents. */
export declare function build(options?: { srcDir?: string }): Promise<Map<string, string>>;
/** The files of `files` whose contents under `rootDir` differ (missing ones included). */
export declare function outOfDate(files: Map<string, string>, rootDir?: string): Promise<string[]>;
