// Collects console errors and uncaught exceptions (CSP violations appear here too) while a page is used.
import type { Page } from '@playwright/test';

export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
