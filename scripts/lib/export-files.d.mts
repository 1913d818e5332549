// Types for export-files.mjs, so the server (TypeScript under tsx) imports the same names as the scripts.
export declare const CSP_MANIFEST: '_csp.json';
export declare const BUILD_STAMP: '.build-stamp';
export declare const BUILD_FILES: readonly string[];
export declare const NOT_FOUND_PAGE_NAME: 'page-not-found';
export declare function notFoundPagePrefix(relative: string): string | null;
