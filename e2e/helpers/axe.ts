// Runs axe-core on the current page, once its animations have settled, with the WCAG 2.2 AA tags of
// ACCESSIBILITY.md and target-size on.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settleAnimations } from './animations';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  // Colours are only final once the page's transitions and animations have ended (a dialog fading in is
  // half-transparent).
  await settleAnimations(page);
  // After a client-side navigation the new page's <title> replaces the old one a moment after its content shows.
  await expect(page).toHaveTitle(/\S/);
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ rules: { 'target-size': { enabled: true } } });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
