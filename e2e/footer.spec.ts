// Footers: expanders on small screens, columns from md, social links with nofollow, legal links,
// the copyright year and the acknowledgement of country by variant.
import { expect, test } from '@playwright/test';
import { axExpandables, expanderSummary, oneSummary } from './helpers/expander';
import { layoutShifts } from './helpers/layout-shift';
import { slowDownProcessor } from './helpers/processor';

test.describe('footer at 375px', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('link groups are expanders', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // A group is an Expander: a <summary> that Chromium exposes as an expandable button.
    const toggle = expanderSummary(footer, 'Health insurance');
    const link = footer.getByRole('link', { name: 'Hospital cover', exact: true });
    expect(await axExpandables(page, 'Health insurance', 'footer')).toEqual(oneSummary(false));
    await expect(link).toBeHidden();
    await toggle.click();
    await expect.poll(() => axExpandables(page, 'Health insurance', 'footer')).toEqual(oneSummary(true));
    await expect(link).toBeVisible();
    await toggle.press('Enter');
    await expect(link).toBeHidden();
  });
});

test.describe('footer of a short page at 412px', () => {
  test.use({ viewport: { width: 412, height: 900 } });

  test('stays where it is drawn while a slow processor parses the page: the first frame waits for the whole footer', async ({
    page,
  }) => {
    // On a page shorter than the window the main content stretches to keep the footer at the bottom. At four
    // times slower than this machine a frame was drawn with the footer half parsed, so the main content stretched
    // over its missing part, and the footer moved up 190 px when the rest arrived (CLS 0.11-0.21, 2 in 3 loads).
    await slowDownProcessor(page, 4);
    for (let load = 0; load < 4; load += 1) {
      // A saved quote's page without its link's id: a one-paragraph message.
      await page.goto(`/health-insurance/join/quote?load=${load}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('We couldn’t find that quote')).toBeVisible();
      expect(await layoutShifts(page, { within: 'footer' })).toEqual([]);
    }
  });
});

test.describe('footer at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('columns are open headings, not buttons', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Health insurance', level: 2 })).toBeVisible();
    expect(await axExpandables(page, 'Health insurance', 'footer')).toEqual([]);
  });

  test('a focused link on the dark footer has the inverse (white) focus ring', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Hospital cover' });
    await link.focus();
    await expect(link).toHaveCSS('outline-color', 'rgb(255, 255, 255)');
  });

  test('social links open in a new tab with nofollow', async ({ page }) => {
    await page.goto('/');
    const social = page
      .getByRole('contentinfo')
      .getByRole('list', { name: 'Social media' })
      .getByRole('link');
    expect(await social.count()).toBeGreaterThan(0);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('rel', /nofollow/);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  for (const path of ['/', '/nz', '/gu']) {
    test(`the social icons on ${path} are drawn in the footer's link colour, in round buttons`, async ({
      page,
    }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      // The footer's link colour token, as the browser resolves it on this footer.
      const linkColour = await footer.evaluate((element) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--color-footer-link)';
        element.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
      const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
      expect(await social.count()).toBeGreaterThan(0);
      for (const link of await social.all()) {
        await expect(link).toHaveCSS('color', linkColour);
        await expect(link).toHaveCSS('border-top-left-radius', '999px');
      }
    });
  }

  test('legal links and the copyright with the current year', async ({ page }) => {
    await page.goto('/');
    const legal = page.getByRole('contentinfo').getByRole('list', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Fund rules' })).toHaveAttribute('href', '/docs/fund-rules');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });

  const acknowledgement = [
    { path: '/', mode: 'artwork' },
    { path: '/foundation', mode: 'artwork' },
    { path: '/gu', mode: 'banner' },
    { path: '/thrive', mode: 'banner' },
    { path: '/nz', mode: 'hidden' },
  ];
  for (const { path, mode } of acknowledgement) {
    test(`acknowledgement of country on ${path} is ${mode}`, async ({ page }) => {
      await page.goto(path);
      const region = page.getByRole('region', { name: 'Acknowledgement of Country' });
      if (mode === 'hidden') {
        await expect(region).toHaveCount(0);
      } else {
        await expect(region).toBeVisible();
        await expect(region.locator('svg')).toHaveCount(mode === 'artwork' ? 1 : 0);
      }
    });
  }
});
