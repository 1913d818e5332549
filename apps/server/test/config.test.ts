import path from 'node:path';
import { defaultSiteRoot, readConfig, repoRoot } from '../src/config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:3000 serving apps/web/out', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      siteRoot: defaultSiteRoot,
      trustProxy: false,
    });
    expect(defaultSiteRoot).toBe(path.join(repoRoot, 'apps/web/out'));
  });

  it('reads PORT, HOST, SITE_ROOT (relative to the repo root), API_ONLY and TRUST_PROXY', () => {
    expect(readConfig({ PORT: '0', HOST: '0.0.0.0', SITE_ROOT: 'fixtures/out', TRUST_PROXY: '1' })).toEqual({
      port: 0,
      host: '0.0.0.0',
      siteRoot: path.join(repoRoot, 'fixtures/out'),
      trustProxy: true,
    });
    expect(readConfig({ API_ONLY: '1', SITE_ROOT: '/srv/out' }).siteRoot).toBeNull();
    expect(readConfig({ SITE_ROOT: '/srv/out' }).siteRoot).toBe('/srv/out');
  });

  it.each(['http', '-1', '70000', '3.5'])('refuses PORT=%s', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(/PORT/);
  });
});
