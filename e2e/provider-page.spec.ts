// A provider's own page, /find-a-provider/{service}/{slug}: a First Choice Network dentist in Parramatta, on a phone
// and on a desktop: its heading and breadcrumbs, calling and directions, its hours and network, its JSON-LD, axe, and
// the keyboard way back to the search around it. The crawl (crawl.spec.ts) visits a sample of the other pages.
import { expect, test } from '@playwright/test';
import { networkSavingSentence } from '@ds/product/data';
import { brand } from '@ds/site/data';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { PROVIDER_PAGE, auProviders, exportedPages } from './helpers/export';
import { asOwnVisitor } from './helpers/visitor';

test.use({ extraHTTPHeaders: asOwnVisitor });

const dentist = auProviders().find(
  (provider) =>
    provider.service === 'dental' &&
    provider.locality === 'PARRAMATTA' &&
    provider.networks.includes('first-choice'),
)!;
const path = `/find-a-provider/dental/${dentist.slug}`;

test('the export has a page for every Australian provider, and no other page under a service', () => {
  const providerPaths = exportedPages()
    .map((page) => page.urlPath)
    .filter((urlPath) => PROVIDER_PAGE.test(urlPath));
  expect(providerPaths.sort()).toEqual(
    auProviders()
      .map((provider) => `/find-a-provider/${provider.service}/${provider.slug}`)
      .sort(),
  );
});

for (const width of [375, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a Parramatta dentist’s page names it, shows how to reach it and when it is open', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(path);

      await expect(page).toHaveTitle(`${dentist.name}, Parramatta | ${brand.main}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(dentist.name);
      await expect(main.getByText('Dentist in Parramatta')).toBeVisible();

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('listitem')).toHaveText([
        'Home',
        'Find a provider',
        'Dentists',
        dentist.name,
      ]);
      await expect(crumbs.getByRole('link', { name: 'Find a provider' })).toHaveAttribute(
        'href',
        '/find-a-provider',
      );
      await expect(crumbs.getByRole('link', { name: 'Dentists' })).toHaveAttribute(
        'href',
        '/find-a-provider?service=dental',
      );
      await expect(crumbs.getByText(dentist.name)).toHaveAttribute('aria-current', 'page');

      const call = main.getByRole('link', { name: `Call ${dentist.phone}` });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:${dentist.phone.replace(/\D/g, '')}`);
      const directions = main.getByRole('link', { name: 'Get directions' });
      await expect(directions).toBeVisible();
      const directionsUrl = new URL((await directions.getAttribute('href'))!);
      expect(directionsUrl.hostname).toBe('maps.example');
      expect(directionsUrl.searchParams.get('destination')).toBe(`${dentist.latitude},${dentist.longitude}`);

      const hours = main.getByRole('table', { name: 'Opening hours, local time' });
      await expect(hours.getByRole('row')).toHaveCount(7);
      await expect(hours.getByRole('row', { name: 'Monday 9:00 am to 5:00 pm' })).toBeVisible();
      await expect(hours.getByRole('row', { name: 'Sunday Closed' })).toBeVisible();

      await expect(
        main.getByText(
          `${dentist.name} is in the ${brand.firstChoice}. ${networkSavingSentence('first-choice', 'dental')}`,
        ),
      ).toBeVisible();
      // No search context: the page shows no distance.
      await expect(main.getByText(/\bkm\b/)).toHaveCount(0);

      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('its JSON-LD describes a dentist at its address', async ({ page }) => {
      await page.goto(path);
      // The provider's own block comes first; its breadcrumb trail follows (structured-data.spec.ts).
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent())!,
      );
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: dentist.name,
        telephone: `+61 ${dentist.phone.slice(1)}`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: dentist.street,
          addressLocality: 'Parramatta',
          addressRegion: 'NSW',
          postalCode: '2150',
          addressCountry: 'AU',
        },
        geo: { '@type': 'GeoCoordinates', latitude: dentist.latitude, longitude: dentist.longitude },
      });
    });

    test('by keyboard alone, “Search near Parramatta” opens the search for dentists there', async ({
      page,
    }) => {
      await page.goto(path);
      const searchNear = page.getByRole('main').getByRole('link', { name: 'Search near Parramatta' });
      // Tab from the top of the page until the link has focus: it is in the tab order, after the page's chrome.
      for (let presses = 0; presses < 100; presses += 1) {
        if (await searchNear.evaluate((link) => link === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(searchNear).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/find-a-provider\?near=Parramatta%202150&service=dental$/);
    });
  });
}
