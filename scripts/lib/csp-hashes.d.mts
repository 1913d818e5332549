// Types for csp-hashes.mjs, so TypeScript callers (the server's tests) get checked signatures.
export { CSP_MANIFEST } from '@ds/export-files';
/** HTML file path relative to the export (`index.html`, `foo/bar.html`) -> `'sha256-...'` sources. */
export type CspManifest = Record<string, string[]>;
export declare function inlineScriptContents(html: Buffer | string): Buffer[];
export declare function sha256Source(content: Buffer | string): string;
export declare function inlineScriptHashes(html: Buffer | string): string[];
export declare function collectCspHashes(dir: string): Promise<CspManifest>;
export declare function writeCspManifest(dir: string): Promise<CspManifest>;
