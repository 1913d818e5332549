// Collects what must never happen on an example page: a Content-Security-Policy violation (reported by the page's
// own securitypolicyviolation event, and by Chromium as a console error), any other console error, an uncaught
// exception. Tests take the list after each step and expect it empty.
import type { Page } from '@playwright/test';

export async function watchPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => problems.push(`CSP: ${violation}`));
  // Added through the DevTools protocol, so it runs before the page's own scripts and is not subject to its CSP.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
