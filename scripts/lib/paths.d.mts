// Types for paths.mjs, so TypeScript callers (the e2e helpers) get checked signatures.
export declare const repoRoot: string;
/** The static export, apps/web/out. */
export declare const exportDir: string;
/** Written by postbuild when the export is complete; its mtime is the build time. */
export declare const buildStamp: string;
/** The production server, apps/server/dist/server.mjs, bundled by scripts/build-server.mjs. */
export declare const serverBundle: string;
