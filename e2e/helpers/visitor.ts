// Each test is its own visitor. The e2e server trusts the loopback proxy (TRUST_PROXY in playwright.config.ts), so
// a test's requests carry an address of their own in X-Forwarded-For, as a proxy would send for each visitor: the
// per-client limits (ten codes a minute, saves and reads) then count one test, not every test the run has going.
import { createHash } from 'node:crypto';
import type { TestInfo } from '@playwright/test';

/** A private address (10.0.0.0/8) that is this test's, and this repeat's, alone. */
export function visitorAddress(testInfo: Pick<TestInfo, 'testId' | 'repeatEachIndex' | 'retry'>): string {
  const digest = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`)
    .digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

/** For `test.use({ extraHTTPHeaders: asOwnVisitor })` in a spec whose tests send codes or save. */
export const asOwnVisitor = async (
  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing
  {}: object,
  use: (headers: Record<string, string>) => Promise<void>,
  testInfo: TestInfo,
) => use({ 'x-forwarded-for': visitorAddress(testInfo) });
