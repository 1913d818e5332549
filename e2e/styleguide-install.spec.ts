// The style guide's home tells an engineer outside this repository how to install and use the library: its
// "Install and use" section comes before the page index, titles its steps in order, installs the packages'
// current versions and shows the example app's code exactly as its file holds it, at a phone and a desktop width.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

const repo = new URL('../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, repo), 'utf8');
const manifest = (folder: string) =>
  JSON.parse(read(`packages/${folder}/package.json`)) as { name: string; version: string };
const packages = ['tokens', 'icons', 'ui'].map(manifest);

for (const width of [375, 1440]) {
  test.describe(`Install and use at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the home shows how to install and use the packages, with the example app’s code', async ({
      page,
    }) => {
      await page.goto('/design-system');
      const main = page.getByRole('main');
      // The section comes first, before the index of pages (the page list's own heading follows them).
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Install and use');
      expect((await main.getByRole('heading', { level: 2 }).allTextContents()).slice(0, 4)).toEqual([
        'Install and use',
        'Foundations',
        'Components',
        'Patterns',
      ]);
      const section = main.getByRole('region', { name: 'Install and use' });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText([
        'Install',
        'Import the styles',
        'Pick a theme',
        'Lay out and set the type',
        'Server components and a strict CSP',
        'Example app',
      ]);

      // The tarballs of the versions the packages' package.json give, and the names for the registry.
      const tarballs = packages.map(
        ({ name, version }) => `./${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`,
      );
      await expect(
        section.getByRole('region', { name: 'Install from the tarballs' }).locator('pre'),
      ).toHaveText(`npm install ${tarballs.join(' ')}`);
      await expect(
        section.getByRole('region', { name: 'Install from the registry' }).locator('pre'),
      ).toHaveText(`npm install ${packages.map(({ name }) => name).join(' ')}`);

      const sample = section.getByRole('region', { name: 'Code of the example app' });
      await expect(sample).toBeVisible();
      expect(await sample.locator('pre').textContent()).toBe(read('examples/vite-app/src/App.tsx').trimEnd());

      // Nothing in the section is wider than a phone: long commands and code scroll inside their blocks, and
      // long import paths in the text break rather than run past the column.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const overflowing = await section.evaluate((element) => {
        const column = element.getBoundingClientRect();
        return [...element.querySelectorAll(':not(pre) > code')]
          .filter((code) => code.getBoundingClientRect().right > column.right + 0.5)
          .map((code) => code.textContent);
      });
      expect(overflowing).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}
