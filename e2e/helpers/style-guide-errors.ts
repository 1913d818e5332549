// Console errors on a style-guide page while it is used (script errors, CSP violations), less the 404s of
// prefetched pages: the side navigation prefetches every registered page, and a page not built yet on a branch
// answers 404. The crawl spec is the one that checks every page loads.
import type { Page } from '@playwright/test';
import { collectConsoleErrors } from './console';

const PREFETCH_404 = 'Failed to load resource: the server responded with a status of 404';

export function collectStyleGuideErrors(page: Page): () => string[] {
  const errors = collectConsoleErrors(page);
  return () => errors.filter((error) => !error.startsWith(PREFETCH_404));
}
