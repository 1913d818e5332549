// The hero panel on the home page and its style-guide page: the browser picks the artwork drawn for its width
// (AVIF), nothing moves while the artwork loads, the panel sits on its side, and axe finds nothing.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { layoutShifts } from './helpers/layout-shift';

const DEMO = '/components/hero-panel';

/** The source the browser chose for the first hero image on the page, once it has loaded. */
async function chosenSource(page: Page): Promise<string> {
  const img = page.locator('picture img').first();
  await expect(img).toHaveJSProperty('complete', true);
  return img.evaluate((element: HTMLImageElement) => element.currentSrc);
}

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element is not visible');
  return { ...rect, right: rect.x + rect.width, bottom: rect.y + rect.height };
}

const expectedArtwork = { 375: 'mobile', 1440: 'desktop' } as const;

for (const width of [375, 1440] as const) {
  test.describe(`Hero panel at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`the home page loads the ${expectedArtwork[width]} artwork as AVIF, eagerly and first`, async ({
      page,
    }) => {
      await page.goto('/');
      const img = page.locator('picture img').first();
      await expect(img).toHaveAttribute('alt', '');
      await expect(img).toHaveAttribute('fetchpriority', 'high');
      await expect(img).not.toHaveAttribute('loading', 'lazy');
      expect(await chosenSource(page)).toMatch(
        new RegExp(`/art/hero/coast-${expectedArtwork[width]}-\\d+\\.avif$`),
      );
    });

    test('nothing moves while the home page and its late artwork load (CLS 0)', async ({ page }) => {
      // Hold the artwork back, so it arrives after the text has been laid out.
      await page.route('**/art/hero/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      });
      await page.goto('/');
      const hero = page.getByRole('region', { name: 'Health cover that keeps up with your life' });
      const before = await box(hero);
      await chosenSource(page);
      await page.waitForLoadState('networkidle');
      expect(await box(hero)).toEqual(before);
      expect(await layoutShifts(page)).toEqual([]);
    });

    test('the artwork box keeps the drawing’s ratio', async ({ page }) => {
      await page.goto('/');
      const img = await box(page.locator('picture img').first());
      const [ratioWidth, ratioHeight] = width === 375 ? [320, 250] : [2000, 640];
      if (width === 375) {
        expect(img.width / img.height).toBeCloseTo(ratioWidth / ratioHeight, 2);
      } else {
        // On desktop the artwork fills the hero, which is at least the desktop ratio tall and grows with its panel.
        expect(img.height).toBeGreaterThanOrEqual(img.width / (ratioWidth / ratioHeight) - 1);
      }
    });

    test('the panels sit where their alignment says and axe finds nothing', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(DEMO);
      for (const [name, align] of [
        ['Health cover that keeps up with your life', 'left'],
        ['Cover for your time in Australia', 'right'],
      ] as const) {
        const hero = page.getByRole('region', { name });
        await expect(hero).toHaveAttribute('data-align', align);
        const heroBox = await box(hero);
        const panel = await box(hero.getByRole('heading', { name }).locator('..'));
        const image = await box(hero.locator('picture img'));
        if (width === 375) {
          // Phones: the panel runs under the artwork, whatever the alignment.
          expect(panel.y).toBeGreaterThanOrEqual(image.bottom - 1);
          expect(panel.width).toBeGreaterThan(heroBox.width * 0.8);
        } else {
          expect(panel.width).toBeLessThanOrEqual(560 + 1); // --hero-content-max-width, 35rem
          const spaceLeft = panel.x - heroBox.x;
          const spaceRight = heroBox.right - panel.right;
          // The panel hugs its side: the artwork shows on the other.
          if (align === 'left') expect(spaceLeft).toBeLessThan(spaceRight);
          else expect(spaceRight).toBeLessThan(spaceLeft);
          // Over the artwork, inside the hero.
          expect(panel.y).toBeGreaterThan(heroBox.y);
          expect(panel.bottom).toBeLessThan(heroBox.bottom);
        }
      }
      await expectNoAxeViolations(page);
      expect(errors, 'console errors, CSP violations included').toEqual([]);
    });
  });
}

test.describe('Hero panel at 1024px (tablet)', () => {
  test.use({ viewport: { width: 1024, height: 900 } });

  test('loads the tablet artwork and the panel card overlaps its lower edge', async ({ page }) => {
    await page.goto('/');
    expect(await chosenSource(page)).toMatch(/\/art\/hero\/coast-tablet-\d+\.avif$/);
    const hero = page.getByRole('region', { name: 'Health cover that keeps up with your life' });
    const image = await box(hero.locator('picture img'));
    const panel = await box(
      hero.getByRole('heading', { name: 'Health cover that keeps up with your life' }).locator('..'),
    );
    expect(image.width / image.height).toBeCloseTo(640 / 280, 2);
    expect(panel.y).toBeLessThan(image.bottom);
    expect(panel.bottom).toBeGreaterThan(image.bottom);
  });
});

test.describe('Hero panel at 720px (a 1440px screen at 200% zoom)', () => {
  test.use({ viewport: { width: 720, height: 450 } });

  test('loads the wide tablet artwork, so the heading is on the first screen', async ({ page }) => {
    await page.goto('/');
    expect(await chosenSource(page)).toMatch(/\/art\/hero\/coast-tablet-\d+\.avif$/);
    const hero = page.getByRole('region', { name: 'Health cover that keeps up with your life' });
    const image = await box(hero.locator('picture img'));
    expect(image.width / image.height).toBeCloseTo(640 / 280, 2);
    await expect(hero.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});
