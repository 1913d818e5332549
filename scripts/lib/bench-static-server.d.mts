// Types for bench-static-server.mjs, so TypeScript callers (its tests) get checked signatures.
import type { Server } from 'node:http';

/** Whether an Accept-Encoding header accepts `token` (q > 0, by name or by `*`). */
export declare function accepts(header: string, token: string): boolean;
/** The static baseline server for an export directory; not listening yet. */
export declare function createStaticServer(exportDir: string): Server;
