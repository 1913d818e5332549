// What a package's tarball may hold, and the README's table of size limits kept in step with the rules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGES, tarballProblems } from './tarball-rules.mjs';

const clean = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/styles.css',
];
const small = 10 * 1024;

describe('tarballProblems', () => {
  it('accepts built modules, declarations, stylesheets and the docs', () => {
    expect(tarballProblems('ui', { files: clean, size: small })).toEqual([]);
  });

  it.each([
    ['dist/button/Button.test.js', 'a test'],
    ['dist/button/Button.spec.mjs', 'a test'],
    ['dist/test-utils/axe.js', 'a test helper or fixture'],
    ['dist/fixtures/people.json', 'a test helper or fixture'],
    ['dist/index.js.map', 'a source map'],
    ['dist/button/Button.tsx', 'TypeScript source'],
  ])('refuses %s (%s)', (file, what) => {
    expect(tarballProblems('ui', { files: [...clean, file], size: small })).toEqual([
      `ships ${file}, ${what}`,
    ]);
  });

  it('refuses files outside dist/ but the manifest and docs', () => {
    expect(tarballProblems('ui', { files: [...clean, 'src/index.ts'], size: small })).toContain(
      'ships src/index.ts, outside dist/',
    );
  });

  it('refuses a tarball over its size, and a package without a limit or a README', () => {
    const limit = PACKAGES.find((entry) => entry.name === 'ui')!.maxPackedKb;
    expect(tarballProblems('ui', { files: clean, size: limit * 1024 + 1 })).toEqual([
      `packed ${(limit + 0.001).toFixed(1)} KB, over its ${limit} KB`,
    ]);
    expect(tarballProblems('other', { files: clean, size: small })).toEqual(['other has no size limit']);
    expect(tarballProblems('ui', { files: ['package.json'], size: small })).toEqual(['has no README.md']);
  });
});

describe('the README', () => {
  it('states each package’s size limit as the rules do', () => {
    const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
    for (const { name, maxPackedKb } of PACKAGES)
      expect(readme).toMatch(new RegExp(`\\| \`@ds/${name}\` +\\| [^|]*\\| ${maxPackedKb} KB +\\|`));
  });
});
