// Collects console errors and uncaught exceptions (CSP violations appear here too) while a page is used.
import type { Page } from '@playwright/test';

/**
 * `expectedStatusFor` names a path whose own error status is intended (a not-found page, an API refused on
 * purpose): Chromium logs the 404 as 'Failed to load resource', and only that message, for that path, is left out.
 */
export function collectConsoleErrors(page: Page, options: { expectedStatusFor?: string } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    const isExpectedStatus =
      options.expectedStatusFor !== undefined &&
      message.text().startsWith('Failed to load resource') &&
      new URL(url).pathname === options.expectedStatusFor;
    // A failed resource names itself only in its location: keep it, so a failure says what failed.
    const text = message.text().startsWith('Failed to load resource')
      ? `${message.text()} (${url})`
      : message.text();
    if (!isExpectedStatus) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
