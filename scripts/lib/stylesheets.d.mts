// Types for stylesheets.mjs, so TypeScript callers (its test) get checked signatures.
export interface StylesheetProblem {
  /** 1-based. */
  line: number;
  /** The offending at-rule prelude or declaration, whitespace collapsed. */
  text: string;
  problem: string;
}
export declare function listStylesheets(roots: readonly string[]): string[];
export declare function stylesheetProblems(css: string): StylesheetProblem[];
export declare function customMediaUsed(css: string): { line: number; name: string }[];
export declare function customMediaDefined(css: string): string[];
export declare function checkStylesheets(
  roots: readonly string[],
  options: { base: string; customMedia?: readonly string[] },
): string[];
