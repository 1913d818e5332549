// What each package's tarball may hold: its built modules and stylesheets under dist/, its package.json, README
// and CHANGELOG; no tests, test helpers, fixtures, TypeScript source or source maps; and at most the packed size
// the root README states (a test keeps the two in step).

/** The packages built and packed, with the largest tarball each may be (KB, as npm pack reports it). */
export const PACKAGES = [
  { name: 'tokens', maxPackedKb: 60 },
  { name: 'icons', maxPackedKb: 150 },
  { name: 'ui', maxPackedKb: 220 },
];

const ALLOWED_TOP_LEVEL = new Set(['package.json', 'README.md', 'CHANGELOG.md']);
const FORBIDDEN = [
  [/(^|\/)[^/]+\.(?:test|spec)\.[cm]?[jt]sx?$/, 'a test'],
  [/(^|\/)(?:test-utils|__tests__|fixtures?)\//, 'a test helper or fixture'],
  [/\.map$/, 'a source map'],
  [/(?<!\.d)\.tsx?$/, 'TypeScript source'],
];

/**
 * The problems with one packed package: `files` are the paths npm pack lists, `size` its packed bytes.
 * @param {string} name
 * @param {{ files: string[], size: number }} packed
 */
export function tarballProblems(name, { files, size }) {
  const problems = [];
  const limit = PACKAGES.find((entry) => entry.name === name)?.maxPackedKb;
  if (limit === undefined) problems.push(`${name} has no size limit`);
  else if (size > limit * 1024) problems.push(`packed ${(size / 1024).toFixed(1)} KB, over its ${limit} KB`);
  for (const file of files) {
    if (!file.startsWith('dist/') && !ALLOWED_TOP_LEVEL.has(file))
      problems.push(`ships ${file}, outside dist/`);
    for (const [pattern, what] of FORBIDDEN) if (pattern.test(file)) problems.push(`ships ${file}, ${what}`);
  }
  if (!files.includes('package.json')) problems.push('has no package.json');
  if (!files.includes('README.md')) problems.push('has no README.md');
  return problems;
}
