// The site builds to a static export (every page prerendered). In development the JSON API runs as
// a separate process and is proxied, because rewrites are unavailable to an export.
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';

const API_DEV_ORIGIN = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default function config(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    ...(dev
      ? {
          async rewrites() {
            return [
              { source: '/nav-data/:path*', destination: `${API_DEV_ORIGIN}/nav-data/:path*` },
              { source: '/api/:path*', destination: `${API_DEV_ORIGIN}/api/:path*` },
              { source: '/healthz', destination: `${API_DEV_ORIGIN}/healthz` },
            ];
          },
        }
      : { output: 'export' as const }),
    reactStrictMode: true,
    // One shared stylesheet for every page (plus the root's) instead of four per page: the render-blocking requests
    // stood between the HTML and the first paint on a slow phone. The merged CSS is 14.5 KB gzip, less than a page
    // loaded before, and is cached across pages. `npm run bench`: LCP on `/` 2.4 s -> 1.8 s (docs/benchmark.md).
    experimental: { cssChunking: { type: 'graph', requestCost: 100_000_000 } },
    poweredByHeader: false,
    images: { unoptimized: true },
    transpilePackages: [
      '@ds/tokens',
      '@ds/icons',
      '@ds/ui',
      '@ds/site',
      '@ds/product',
      '@ds/api',
      '@ds/address',
      '@ds/providers',
    ],
    turbopack: { root: path.resolve(import.meta.dirname, '../..') },
    // Types are checked once for the whole monorepo by `npm run typecheck` (part of `npm test`).
    typescript: { ignoreBuildErrors: true },
  };
}
