// Which workspace may import which (ARCHITECTURE: tokens <- icons <- ui <- site, product <- apps/web; address,
// product's data entries and site's data and search rules <- apps/server; address <- providers <- both apps). A
// workspace reaches another only by its package name, never by a relative path (import-x/no-relative-packages in
// eslint.config.mjs), and only where the graph below allows it. The tests and tools (e2e, scripts) may import any
// package, by its name.

const PACKAGES = [
  '@ds/tokens',
  '@ds/icons',
  '@ds/api',
  '@ds/export-files',
  '@ds/address',
  '@ds/ui',
  '@ds/site',
  '@ds/product',
  '@ds/providers',
  '@ds/scripts',
  '@ds/web',
  '@ds/server',
];

/** What each workspace may import, by package or entry; every other @ds name is refused. */
const ALLOWED = {
  'packages/tokens': [],
  'packages/api': [],
  'packages/export-files': [],
  'packages/icons': ['@ds/tokens'],
  'packages/address': ['@ds/api'],
  'packages/ui': ['@ds/tokens', '@ds/icons', '@ds/api', '@ds/address'],
  'packages/site': ['@ds/tokens', '@ds/icons', '@ds/api', '@ds/ui'],
  'packages/product': ['@ds/tokens', '@ds/icons', '@ds/api', '@ds/ui'],
  // The directory's data and words; its search and place reading are the server's (they read files).
  'packages/providers': ['@ds/api', '@ds/address', '@ds/site/data', '@ds/product/data'],
  'apps/web': [
    '@ds/tokens',
    '@ds/icons',
    '@ds/api',
    '@ds/address',
    '@ds/ui',
    '@ds/site',
    '@ds/product',
    '@ds/providers/types',
    '@ds/providers/services',
    '@ds/providers/directory',
    '@ds/providers/schema',
    '@ds/providers/limits',
  ],
  // Data, rules and schemas only: the server never loads a React entry.
  'apps/server': [
    '@ds/api',
    '@ds/address',
    '@ds/export-files',
    '@ds/product/data',
    '@ds/product/constants',
    '@ds/product/pricing',
    '@ds/product/quote',
    '@ds/product/quote-schema',
    '@ds/product/prices-schema',
    '@ds/product/applications',
    '@ds/product/applications-schema',
    '@ds/site/data',
    '@ds/site/search',
    '@ds/site/search-schema',
    '@ds/providers/directory',
    '@ds/providers/places',
    '@ds/providers/schema',
    '@ds/providers/search',
    '@ds/providers/types',
    // Its tests start Redis and make certificates with the tools' helpers.
    '@ds/scripts',
  ],
};

const packageOf = (entry) => entry.split('/').slice(0, 2).join('/');

function refusedFor(workspace, allowed) {
  const own = `@ds/${workspace.split('/')[1]}`;
  const whole = allowed.filter((entry) => entry === packageOf(entry));
  const partial = allowed.filter((entry) => entry !== packageOf(entry));
  const message = `${workspace} may import only ${allowed.join(', ') || 'no other workspace'} (eslint-boundaries.mjs).`;
  const patterns = PACKAGES.filter((name) => name !== own && !whole.includes(name)).map((name) => {
    // A package some of whose entries are allowed: its other entries are refused.
    const entries = partial
      .filter((entry) => packageOf(entry) === name)
      .map((entry) => entry.slice(name.length));
    const except = entries.length ? `(?!(${entries.join('|')})$)` : '';
    return { regex: `^${name}${except}(/.*)?$`, message };
  });
  // The UI's contract with the address package is its types: the address data stays on the server.
  if (workspace === 'packages/ui') {
    patterns.push({
      regex: '^@ds/address(/.*)?$',
      allowTypeImports: true,
      message: 'packages/ui takes only types from @ds/address.',
    });
  }
  return patterns;
}

export const boundaries = Object.entries(ALLOWED).map(([workspace, allowed]) => ({
  files: [`${workspace}/**/*.{ts,tsx,mts,mjs,js}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: refusedFor(workspace, allowed) }],
  },
}));
