// The packed library as another team uses it: each example app installs the three tarballs outside the repository,
// builds, and runs under a strict CSP; its components must look themed, behave, pass axe and log nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '@ds/e2e/helpers/axe.ts';
import { hexToRgb } from './helpers/colour';
import { prepareConsumerApp, type ConsumerApp } from './helpers/consumer-app';
import { watchPageProblems } from './helpers/page-problems';
import { gzippedScriptBytes } from './helpers/script-weight';

/** npm install, a type check and the build of one app: about 30 s with a warm npm cache, a few minutes cold. */
const PREPARE_TIMEOUT = 10 * 60_000;

/**
 * What importing Button from @ds/ui/button may add to a page's JavaScript over React alone, gzipped. Measured
 * 1.06 KB (Button, the Link it renders as when given an href, VisuallyHidden for its loading text, cx).
 */
const BUTTON_BUDGET_KB = 2;

const APPS = [
  { name: 'vite-app', outDir: 'dist' },
  { name: 'next-app', outDir: 'out' },
];

for (const { name, outDir } of APPS) {
  test.describe(name, () => {
    test.describe.configure({ mode: 'serial' });

    let app: ConsumerApp;
    let page: Page;
    let problems: string[];

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(PREPARE_TIMEOUT);
      app = await prepareConsumerApp(name, outDir);
      // One browser context for the whole app.
      page = await (await browser.newContext()).newPage();
      problems = await watchPageProblems(page);
      await page.goto(app.url);
    });

    test.afterEach(() => {
      expect(problems.splice(0), 'CSP violations and console errors').toEqual([]);
    });

    test.afterAll(async () => {
      await page?.context().close();
      await app?.close();
    });

    const region = (theme: string) => page.getByRole('region', { name: theme });

    test('the Button takes its colour from @ds/tokens, in the main theme and in GU', async () => {
      const colours: string[] = [];
      for (const [theme, regionName] of [
        ['main', 'Main theme'],
        ['gu', 'GU theme'],
      ] as const) {
        const button = region(regionName).getByRole('button', { name: 'Call me back' });
        const expected = hexToRgb(app.tokenValue(theme, 'button.primary-surface'));
        await expect(button).toHaveCSS('background-color', expected);
        colours.push(expected);
      }
      expect(colours[0]).not.toBe(colours[1]);
    });

    test('Modal: focus moves into it, Escape closes it and focus returns to its opener', async () => {
      const opener = region('GU theme').getByRole('button', { name: 'Call me back' });
      const dialog = page.getByRole('dialog', { name: 'Call me back' });
      // The server's HTML shows the button before React has hydrated it: a press that came too early is
      // pressed again, as a visitor would.
      await expect(async () => {
        await opener.focus();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('APG Tabs: the arrow keys move to the next and previous tab and show its panel', async () => {
      const tabs = region('Main theme').getByRole('tablist', { name: 'What the cover includes' });
      const hospital = tabs.getByRole('tab', { name: 'Hospital' });
      const extras = tabs.getByRole('tab', { name: 'Extras' });
      await hospital.click();
      await page.keyboard.press('ArrowRight');
      await expect(extras).toBeFocused();
      await expect(extras).toHaveAttribute('aria-selected', 'true');
      await expect(region('Main theme').getByRole('tabpanel', { name: 'Extras' })).toHaveText(
        'Dental, optical and physio.',
      );
      await page.keyboard.press('ArrowLeft');
      await expect(hospital).toBeFocused();
      await expect(hospital).toHaveAttribute('aria-selected', 'true');
    });

    test('has no axe violations', async () => {
      await expectNoAxeViolations(page);
    });

    if (name === 'next-app') {
      test('the server component renders the components into the HTML', async ({ request }) => {
        const html = await (await request.get(app.url)).text();
        expect(html).toContain('Who is the cover for?');
        expect(html).toContain('What the cover includes');
      });
    }

    if (name === 'vite-app') {
      test('icons drawn from the @ds/icons sprite show their shapes', async () => {
        const uses = region('Main theme')
          .getByRole('list', { name: 'Other ways to reach us' })
          .locator('use');
        await expect(uses).toHaveCount(2);
        // A <use> whose sprite or symbol is missing draws nothing: its box stays empty.
        for (const use of await uses.all())
          await expect
            .poll(() => use.evaluate((element: SVGUseElement) => element.getBBox().width))
            .toBeGreaterThan(0);
      });

      test('per-component stylesheets, loaded in either order, keep a component’s override of one it uses', async ({
        browser,
      }) => {
        const sheet = (entry: string) =>
          readFile(path.join(app.dir, 'node_modules/@ds/ui/dist', entry, 'styles.css'), 'utf8');
        // Both sheets carry the icon's base rule (`color: inherit`); the message box colours its icon.
        const [messageBox, button] = await Promise.all([sheet('message-box'), sheet('button')]);
        const scratch = await browser.newPage();
        for (const order of [
          [messageBox, button],
          [button, messageBox],
        ]) {
          await scratch.setContent(
            `${order.map((css) => `<style>${css}</style>`).join('')}` +
              '<p style="color: rgb(0, 0, 255); --message-text: rgb(200, 0, 0)">' +
              '<span class="ds-Icon_icon ds-MessageBox_icon">icon</span></p>',
          );
          await expect(scratch.locator('span')).toHaveCSS('color', 'rgb(200, 0, 0)');
        }
        await scratch.close();
      });

      test(`importing Button adds under ${BUTTON_BUDGET_KB} KB of gzipped JavaScript over React alone`, async () => {
        const withButton = await gzippedScriptBytes(page, `${app.url}/button.html`);
        await expect(page.getByRole('button', { name: 'Get a quote' })).toHaveCSS(
          'background-color',
          hexToRgb(app.tokenValue('main', 'button.primary-surface')),
        );
        const reactAlone = await gzippedScriptBytes(page, `${app.url}/baseline.html`);
        const addedKb = (withButton - reactAlone) / 1024;
        test.info().annotations.push({
          type: 'Button cost',
          description: `${addedKb.toFixed(2)} KB gzip (${withButton} B with Button, ${reactAlone} B React alone)`,
        });
        expect(addedKb).toBeGreaterThan(0);
        expect(addedKb).toBeLessThan(BUTTON_BUDGET_KB);
      });
    }
  });
}
