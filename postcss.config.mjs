// PostCSS for every stylesheet, in Next (apps/web/postcss.config.mjs re-exports this) and in Vitest: the named
// media queries built from the width tokens (@ds/tokens/css/custom-media.css, `@media (--from-xl)`) are injected
// into each file as global data, so no stylesheet imports them, and written out as plain queries.
// Object form with plugin names, the form Next accepts. It replaces Next's default plugins (flexbugs fixes,
// preset-env), which this site does not need: Turbopack's Lightning CSS pass adds the vendor prefixes.
import { createRequire } from 'node:module';
import path from 'node:path';

// Resolved from the working directory (the repository or apps/web), not from import.meta.url: Turbopack bundles
// this file before running it, and there import.meta.url does not point at it.
let customMedia;
try {
  customMedia = createRequire(path.join(process.cwd(), 'postcss.config.mjs')).resolve(
    '@ds/tokens/css/custom-media.css',
  );
} catch {
  throw new Error('@ds/tokens/css/custom-media.css is missing: build the tokens first (npm run tokens)');
}

export default {
  plugins: {
    '@csstools/postcss-global-data': { files: [customMedia] },
    'postcss-custom-media': { preserve: false },
  },
};
