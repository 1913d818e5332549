// The example apps name the tarballs `npm run packages` writes for the packages' current versions, so the
// commands in examples/README.md work as written after a release raises the versions.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGES } from './tarball-rules.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

describe.each(['examples/vite-app', 'examples/next-app'])('%s', (app) => {
  it.each(PACKAGES.map(({ name }) => name))('installs @ds/%s from its current tarball', (name) => {
    const { version } = json(`packages/${name}/package.json`);
    expect(json(`${app}/package.json`).dependencies[`@ds/${name}`]).toBe(
      `file:../../.packs/ds-${name}-${version}.tgz`,
    );
  });
});
