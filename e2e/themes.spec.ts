// Each variant renders in its own brand theme: the brand colour its pages compute is that theme's token,
// on the theme scope and on the chrome that paints with it.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { tokenValue } from '@ds/tokens/tokens';
import { VARIANT_IDS, variantConfigs } from '@ds/site/data';

/** The colour as the browser computes it (rgb(...)), so hex tokens compare with computed styles. */
async function computedColour(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, colour);
}

for (const variant of VARIANT_IDS) {
  const { homePath, theme } = variantConfigs[variant];
  test(`${variant} (${homePath}) renders in the ${theme} theme`, async ({ page }) => {
    await page.goto(homePath);
    const shell = page.locator(`[data-variant="${variant}"][data-theme]`).first();
    await expect(shell).toHaveAttribute('data-theme', theme);
    const expected = await computedColour(page, String(tokenValue(theme, 'color.brand.primary')));
    // The logo's name is painted in the brand colour: a missing theme stylesheet would leave main's.
    const logoName = page.locator('header a[aria-label]').first().locator('span span').first();
    await expect(logoName).toHaveCSS('color', expected);
  });
}

test('the four site themes give four different brand colours', () => {
  const colours = new Set(
    VARIANT_IDS.map((id) => tokenValue(variantConfigs[id].theme, 'color.brand.primary')),
  );
  expect(colours.size).toBe(4);
});
