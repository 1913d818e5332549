// Types for props-docs.mjs, for its unit test.
/** apps/web/src/styleguide/props: one JSON of props rows per documented component. */
export declare const outDir: string;
export declare const documented: {
  name: string;
  file: string;
  props?: string;
  component?: string | null;
  componentFile?: string;
  parameters?: string;
  defaults?: string;
}[];
/** Every generated file (absolute path -> contents) and the problems found (props without a doc comment). */
export declare function build(): Promise<{ files: Map<string, string>; problems: string[] }>;
/** The generated files whose committed copy differs, as paths from the repo root. */
export declare function staleFiles(files: Map<string, string>): Promise<string[]>;
