import { vi } from 'vitest';
import type * as SiteData from '@ds/site/data';
import { buildServer } from '../src/app';

// Embedded data that fails its own schema: the server must refuse to send it, and say nothing about why.
vi.mock('@ds/site/data', async (importOriginal) => {
  const original = await importOriginal<typeof SiteData>();
  return { ...original, getEmbeddedNavData: () => ({ header: { id: 42 }, footer: null }) };
});

describe('server errors', () => {
  it('answer API requests with a masked JSON 500 and the security headers', async () => {
    const app = buildServer({ siteRoot: null });
    const response = await app.inject('/nav-data/v1/config?variant=arhi');
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Internal server error' } });
    expect(response.body).not.toMatch(/zod|issues|stack|\.ts/i);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
