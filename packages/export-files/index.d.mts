// Types for index.mjs, so the server (TypeScript) imports the same names as the build scripts.
export declare const CSP_MANIFEST: '_csp.json';
export declare const BUILD_STAMP: '.build-stamp';
export declare const BUILD_FILES: readonly string[];
export declare const NOT_FOUND_PAGE_NAME: 'page-not-found';
export declare function notFoundPagePrefix(relative: string): string | null;
export declare const SEARCH_INDEX_DIR: 'pagefind';
export declare const SEARCH_WORKER_FILE: 'pagefind/pagefind-worker.js';
export declare const HASHED_SEARCH_FILE: RegExp;
