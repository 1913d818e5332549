// The arhi Login button opens a Login dialog with four external portals and Cancel.
import { expect, test } from '@playwright/test';

for (const width of [1440, 375]) {
  test.describe(`Login dialog at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('lists the four portals as external links and Cancel returns focus', async ({ page }) => {
      await page.goto('/');
      const login = page.getByRole('banner').getByRole('button', { name: 'Login' }).locator('visible=true');
      await login.click();
      const dialog = page.getByRole('dialog', { name: 'Login' });
      await expect(dialog).toBeVisible();
      for (const name of [
        'Health insurance',
        'Travel insurance',
        'NDIS plan management',
        'Free membership',
      ]) {
        const link = dialog.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(login).toBeFocused();
    });

    test('Back after a client-side navigation closes it', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: 'Get a quote' }).click();
      await expect(page).toHaveURL(/\/health-insurance\/join\/welcome$/);
      const login = page.getByRole('banner').getByRole('button', { name: 'Login' }).locator('visible=true');
      await login.click();
      const dialog = page.getByRole('dialog', { name: 'Login' });
      await expect(dialog).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(dialog).toBeHidden();
    });

    test('Escape closes it', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).locator('visible=true').click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
    });
  });
}

test('only the main health site shows the Login button', async ({ page }) => {
  await page.goto('/foundation');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toHaveCount(0);
});
