// Runs axe-core on a rendered component and fails the test with a readable list of violations.
import axe from 'axe-core';

// The project's bar is WCAG 2.2 AA plus axe best practices: these tags, zero violations.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: tags },
    rules: {
      // jsdom does no layout or painting, so axe cannot compute colours; contrast is checked per theme on
      // token pairs and by axe in real Chromium (e2e).
      'color-contrast': { enabled: false },
      // A component rendered on its own sits outside any landmark; page-level landmarks are checked in e2e.
      region: { enabled: false },
      // Off by default in axe; the accessibility bar switches it on. It only measures in a real browser.
      'target-size': { enabled: true },
    },
  });
  if (results.violations.length === 0) return;
  const report = results.violations
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      );
      return `  [${violation.id}] ${violation.help} (${violation.helpUrl})\n${targets.join('\n')}`;
    })
    .join('\n');
  throw new Error(`axe found ${results.violations.length} accessibility violation(s):\n${report}`);
}
