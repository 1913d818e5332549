// The style guide as a whole: the index lists every registered page, the page list marks the current page
// (collapsed under the page on phones, a side column on desktops), and after a client-side navigation focus
// is on the new page's main content, for links, Back and Forward alike. Every example shows the code of its
// own file, so what is shown is what renders.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { styleGuidePages } from '@ds/web/styleguide/registry';
import { shownExampleCode } from '@ds/web/styleguide/example-source';
import { expectNoAxeViolations } from './helpers/axe';

const styleGuideRoutes = new URL('../apps/web/src/app/(styleguide)/', import.meta.url);

test.describe('style guide at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the index links to every page of the style guide, grouped', async ({ page }) => {
    await page.goto('/design-system');
    const main = page.getByRole('main');
    for (const group of ['Foundations', 'Components', 'Patterns']) {
      await expect(main.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    for (const entry of styleGuidePages) {
      await expect(main.getByRole('link', { name: entry.title, exact: true }).first()).toHaveAttribute(
        'href',
        entry.path,
      );
    }
  });

  test('the page list is a side column that marks the current page', async ({ page }) => {
    await page.goto('/components/badge');
    const nav = page.getByRole('navigation', { name: 'Design system' });
    await expect(nav.getByRole('link', { name: 'Badge' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Badge' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Modal' })).not.toHaveAttribute('aria-current');
  });

  test('after a link in the list is followed, focus is on the new page, and so after Back and Forward', async ({
    page,
  }) => {
    await page.goto('/components/badge');
    const nav = page.getByRole('navigation', { name: 'Design system' });
    await nav.getByRole('link', { name: 'Modal' }).click();
    await expect(page).toHaveURL(/\/components\/modal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modal');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Modal' })).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Badge');
    await expect(page.getByRole('main')).toBeFocused();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modal');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('style guide at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the page list is collapsed under the page and opens by keyboard', async ({ page }) => {
    await page.goto('/components/tabs');
    const nav = page.getByRole('navigation', { name: 'Design system' });
    const link = nav.getByRole('link', { name: 'Carousel' });
    await expect(link).toBeHidden();
    await nav.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(/\/components\/carousel$/);
    await expect(page.getByRole('main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('style guide examples', () => {
  for (const entry of styleGuidePages) {
    test(`${entry.path}: each example shows the code of its file`, async ({ page }) => {
      await page.goto(entry.path);
      const examples = page.locator('main [data-example]');
      for (const example of await examples.all()) {
        const file = await example.getAttribute('data-example-file');
        // The example's own code block is its last; a preview may hold code blocks of its own.
        const code = example.locator('pre').last();
        // Every TSX example is a file (examples/<name>.tsx read by exampleSource), never a string typed beside it.
        if (file === null) {
          await expect(code, `${entry.path}: a TSX example typed as a string`).not.toHaveAttribute(
            'data-language',
            'tsx',
          );
          continue;
        }
        const fileText = readFileSync(new URL(file, styleGuideRoutes), 'utf8');
        expect(await code.textContent(), `${entry.path}: the code shown for ${file}`).toBe(
          shownExampleCode(fileText),
        );
      }
    });
  }
});
