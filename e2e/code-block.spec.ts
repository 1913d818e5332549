// The code-block page in Chromium at a phone and a desktop width: copy and its five-second Copied state, the
// collapsed long block, code behind Show code, the live editor, and a CSP that lets this page alone eval.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';

const PATH = '/components/code-block';

const example = (page: Page, slug: string) => page.locator(`[data-example="${slug}"]`);

/** A block's button: its visible text, then the block's label in brackets. */
const named = (visible: string, label: string) =>
  new RegExp(`^${visible} \\(${label.replace(/[()]/g, '\\$&')}\\)$`);

/**
 * Opens the page and waits until it has hydrated (the editor's text area exists only on the client; react-live
 * comes when the live example nears the viewport). Returns the console errors so far, CSP violations included, leaving out failed loads: the style-guide
 * navigation prefetches its sibling pages, and a missing page is the crawl's business (crawl.spec.ts).
 */
async function open(page: Page): Promise<() => string[]> {
  const errors = collectConsoleErrors(page);
  await page.goto(PATH);
  await expect(page.getByRole('textbox', { name: 'Edit the code' })).toBeVisible();
  return () => errors.filter((error) => !error.startsWith('Failed to load resource'));
}

test('the page may eval for its live editor and every other page may not', async ({ request }) => {
  const csp = (await request.get(PATH)).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'unsafe-eval' 'sha256-/);
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  for (const other of ['/design-system', '/', '/help']) {
    expect((await request.get(other)).headers()['content-security-policy'], other).not.toContain(
      'unsafe-eval',
    );
  }
});

test('the collapsed state is in the HTML as sent, so nothing moves when the page loads', async ({
  request,
}) => {
  const html = await (await request.get(PATH)).text();
  expect(html).toMatch(/data-state="collapsed"/);
  expect(html).not.toMatch(/\sstyle="/);
});

for (const width of [375, 1440]) {
  test.describe(`Code block at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Copy copies the code and reads Copied for 5 seconds, announced politely', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.clock.install();
      const errors = await open(page);
      // Stop the clock so the 5 seconds are counted exactly from the click.
      await page.clock.pauseAt(Date.now() + 60_000);

      const block = example(page, 'typescript-and-jsx');
      const label = 'Code of a quote button';
      await block.getByRole('button', { name: named('Copy', label) }).click();
      await expect(block.getByRole('button', { name: named('Copied', label) })).toBeVisible();
      const status = block.getByRole('region', { name: label }).locator('xpath=../..').getByRole('status');
      await expect(status).toHaveText('Copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(
        [
          "import { Button } from '@ds/ui/button';",
          '',
          'export function GetAQuote() {',
          '  return (',
          '    <Button href="/health-insurance/join/welcome" variant="primary">',
          '      Get a quote',
          '    </Button>',
          '  );',
          '}',
        ].join('\n'),
      );

      await page.clock.runFor(4_900);
      await expect(block.getByRole('button', { name: named('Copied', label) })).toBeVisible();
      await page.clock.runFor(200);
      await expect(block.getByRole('button', { name: named('Copy', label) })).toBeVisible();
      await expect(status).toHaveText('');
      expect(errors()).toEqual([]);
    });

    test('a long block starts collapsed to 30rem and Show more / Show less toggle it', async ({ page }) => {
      const errors = await open(page);
      const block = example(page, 'long-code-collapses');
      const label = 'Code of the quote summary';
      const region = block.getByRole('region', { name: label });
      const toggle = block.getByRole('button', { name: named('Show more', label) });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const collapsed = (await region.boundingBox())?.height ?? 0;
      expect(collapsed).toBeLessThanOrEqual(480.5);

      await toggle.click();
      const expanded = block.getByRole('button', { name: named('Show less', label) });
      await expect(expanded).toHaveAttribute('aria-expanded', 'true');
      expect((await region.boundingBox())?.height ?? 0).toBeGreaterThan(collapsed + 200);

      // Disclosure pattern: Enter toggles, focus stays on the toggle and in view.
      await expanded.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(toggle).toBeInViewport();
      expect(errors()).toEqual([]);
    });

    test('the expandable form shows its code only after Show code', async ({ page }) => {
      const errors = await open(page);
      const block = example(page, 'code-behind-show-code');
      const toggle = block.getByRole('button', { name: named('Show code', 'Navigation data') });
      await expect(block.getByRole('region', { name: 'Navigation data' })).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Space');
      await expect(
        block.getByRole('button', { name: named('Hide code', 'Navigation data') }),
      ).toHaveAttribute('aria-expanded', 'true');
      await expect(block.getByRole('region', { name: 'Navigation data' })).toContainText('"variant": "arhi"');
      expect(errors()).toEqual([]);
    });

    test('a code region is a tab stop exactly when it scrolls sideways', async ({ page }) => {
      await open(page);
      // The code regions: named sections (role region) holding the code's <pre>.
      const regions = page.locator('section[aria-label]:has(> pre)');
      const states = await regions.evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => ({
            label: element.getAttribute('aria-label'),
            scrolls: element.scrollWidth > element.clientWidth,
            tabbable: element.getAttribute('tabindex') === '0',
          })),
      );
      expect(states.length).toBeGreaterThan(5);
      for (const state of states) expect(state.tabbable, state.label ?? '').toBe(state.scrolls);
      // Both cases occur: on a phone some code is wider than the screen, on a desktop some fits.
      expect(states.some((state) => (width === 375 ? state.tabbable : !state.tabbable))).toBe(true);
    });

    test('the live example’s compiler comes only as the visitor scrolls to it, then colours the code', async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const errors = await open(page);
      await page.waitForLoadState('networkidle');
      const block = example(page, 'live-editable');
      const coloured = block.locator('[aria-hidden="true"] .token');
      await expect(coloured).toHaveCount(0);
      const loadedWithPage = scripts.length;
      const editor = block.getByRole('textbox', { name: 'Edit the code' });
      const plainHeight = (await editor.boundingBox())?.height;

      await editor.scrollIntoViewIfNeeded();
      await expect(coloured.first()).toBeVisible();
      expect(scripts.length, 'react-live fetched on sight').toBeGreaterThan(loadedWithPage);
      // The coloured code takes the plain code's place line for line: the example does not move.
      expect((await editor.boundingBox())?.height).toBe(plainHeight);
      await expect(
        block.getByRole('group', { name: 'Preview' }).getByRole('button', { name: 'Get a quote' }),
      ).toBeVisible();
      expect(errors()).toEqual([]);
    });

    test('focus in the live example’s preview stays put as react-live arrives', async ({ page }) => {
      const errors = await open(page);
      const block = example(page, 'live-editable');
      const sent = block.getByRole('group', { name: 'Preview' }).getByRole('button', { name: 'Get a quote' });
      // Focus scrolls the example into view, which brings react-live.
      await sent.focus();
      await expect(block.locator('[aria-hidden="true"] .token').first()).toBeVisible();
      await expect(sent).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(block.getByRole('textbox', { name: 'Edit the code' })).toBeFocused();
      expect(errors()).toEqual([]);
    });

    test('editing the live example updates its preview; errors are reported; Tab leaves the editor', async ({
      page,
    }) => {
      const errors = await open(page);
      const block = example(page, 'live-editable');
      const preview = block.getByRole('group', { name: 'Preview' });
      await expect(preview.getByRole('button', { name: 'Get a quote' })).toBeVisible();

      const editor = block.getByRole('textbox', { name: 'Edit the code' });
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('<Button variant="secondary" size="lg">Compare covers</Button>');
      await expect(preview.getByRole('button', { name: 'Compare covers' })).toBeVisible();
      await expect(preview.getByRole('button', { name: 'Get a quote' })).toHaveCount(0);

      // Code that does not compile: the message waits for a pause in typing, then is announced politely.
      await page.keyboard.press('End');
      await page.keyboard.type(' }');
      await expect(block.getByRole('status').first()).toContainText('The code does not run yet:');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await expect(preview.getByRole('button', { name: 'Compare covers' })).toBeVisible();
      await expect(block.getByRole('status').first()).toHaveText('');

      await expect(editor).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(editor).not.toBeFocused();
      expect(errors(), 'console errors, including CSP violations').toEqual([]);
    });

    test('has no axe violations, as loaded and with every block opened and copied', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const errors = await open(page);
      await expectNoAxeViolations(page);
      await example(page, 'long-code-collapses')
        .getByRole('button', { name: /^Show more/ })
        .click();
      await example(page, 'code-behind-show-code')
        .getByRole('button', { name: /^Show code/ })
        .click();
      await example(page, 'css')
        .getByRole('button', { name: /^Copy \(Styles/ })
        .click();
      await expect(example(page, 'css').getByRole('button', { name: /^Copied/ })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(errors()).toEqual([]);
    });
  });
}

test('reached by a link from another page, the live example runs what the visitor types', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/components/tabs');
  // The app router takes links over once the page has hydrated, when its tabs are in the tab order.
  await expect(page.getByRole('tab', { selected: true }).first()).toHaveAttribute('tabindex', '0');
  // A page of the app router's keeps this mark; a page loaded as a document (with its own CSP) does not.
  await page.evaluate(() => Object.assign(window, { previousDocument: true }));
  await page
    .getByRole('navigation', { name: 'Design system' })
    .getByRole('link', { name: 'Code block' })
    .click();
  await expect(page).toHaveURL(PATH);
  expect(await page.evaluate(() => 'previousDocument' in window)).toBe(false);

  const block = example(page, 'live-editable');
  await block.getByRole('textbox', { name: 'Edit the code' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('<Button variant="secondary" size="lg">Compare covers</Button>');
  await expect(
    block.getByRole('group', { name: 'Preview' }).getByRole('button', { name: 'Compare covers' }),
  ).toBeVisible();
  expect(errors.filter((error) => error.includes('Content Security Policy'))).toEqual([]);
});
