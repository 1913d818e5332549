// @vitest-environment node
// The installable @ds/ui renders what the site's source renders: every style-guide example is prerendered as the
// static export does (in Node: the code block highlights with shiki there) twice, once with the workspace source
// the site imports and once with each `@ds/ui` entry swapped for the built package (packages/ui/package, as
// `npm run packages` assembles it), and the two pages of HTML must be the same but for the class names' form
// (CSS Modules hashes here, `ds-<File>_<local>` in the package).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const root = path.resolve(__dirname, '../../../..');
const routes = path.join(root, 'apps/web/src/app/(styleguide)');
const builtUi = path.join(root, 'packages/ui/package/dist');

function examplesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return examplesUnder(file);
    return path.basename(dir) === 'examples' && entry.name.endsWith('.tsx') ? [file] : [];
  });
}
const examples = examplesUnder(routes).sort();
/** The package's entries: `@ds/ui` and one per component folder. */
const entries = [
  '',
  ...readdirSync(path.join(root, 'packages/ui/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'test-utils')
    .map((entry) => `/${entry.name}`),
];

/** A class as its local name: `_root_1a2b3c` (source) and `ds-Button_root` (package) both read `root`. */
const localName = (name: string) =>
  /^ds-[A-Za-z0-9-]+_(.+)$/.exec(name)?.[1] ?? /^_(.+)_[0-9a-z]{5,8}$/.exec(name)?.[1] ?? name;
const normalise = (html: string) =>
  html.replace(
    / class="([^"]*)"/g,
    (_, names: string) => ` class="${names.split(' ').map(localName).join(' ')}"`,
  );

/** The example's HTML as the static export writes it (awaiting async server components: the code block). */
async function renderExample(file: string): Promise<string> {
  const { default: Example } = (await import(file)) as { default: ComponentType };
  const { prelude } = await prerender(<Example />);
  return new Response(prelude).text();
}

/** The newest change under `dir` (ms), or 0 when it does not exist. */
function newestChange(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const file = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestChange(file) : statSync(file).mtimeMs);
  }, 0);
}

// The build `npm test` made in its packages step, or a new one when the sources or the build scripts are newer
// (the manifest is written last).
beforeAll(() => {
  const built = path.join(root, 'packages/ui/package/package.json');
  const sources = ['packages/ui/src', 'packages/icons/src', 'packages/tokens/src', 'scripts/packages'];
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (sources.every((dir) => newestChange(path.join(root, dir)) < builtAt)) return;
  const build = spawnSync('npm', ['run', 'packages'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The packages did not build:\n${build.stdout}${build.stderr}`);
}, 180_000);

describe('the built @ds/ui renders every style-guide example as the source does', () => {
  it('finds the examples and the entries', () => {
    expect(examples.length).toBeGreaterThan(100);
    expect(entries).toContain('/button');
  });

  // The first example pays for loading both libraries: a generous time each, for a loaded machine.
  it.each(examples.map((file) => [path.relative(routes, file), file]))(
    '%s',
    { timeout: 30_000 },
    async (_, file) => {
      vi.resetModules();
      const fromSource = await renderExample(file);

      vi.resetModules();
      for (const entry of entries)
        vi.doMock(`@ds/ui${entry}`, () => import(path.join(builtUi, entry || '.', 'index.js')));
      try {
        const fromPackage = await renderExample(file);
        expect(normalise(fromPackage)).toBe(normalise(fromSource));
        // The package's own class names show it was the package that rendered.
        expect(fromPackage).toMatch(/ class="(?:[^"]* )?ds-/);
      } finally {
        for (const entry of entries) vi.doUnmock(`@ds/ui${entry}`);
      }
    },
  );
});
