import path from 'node:path';
import { defaultSiteRoot, readConfig, repoRoot } from '../src/config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:3000 serving apps/web/out', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      siteRoot: defaultSiteRoot,
      trustProxy: false,
      publicOrigin: null,
      redisUrl: null,
      redisKeyPrefix: '',
      drainDeadlineMs: 10_000,
      kleber: null,
      tls: null,
      httpRedirectPort: null,
      otpDelivery: { mode: 'demo' },
    });
    expect(defaultSiteRoot).toBe(path.join(repoRoot, 'apps/web/out'));
  });

  it('reads PORT, HOST, SITE_ROOT (relative to the repo root), API_ONLY, TRUST_PROXY and REDIS_URL', () => {
    expect(
      readConfig({
        PORT: '0',
        HOST: '0.0.0.0',
        SITE_ROOT: 'fixtures/out',
        TRUST_PROXY: '1',
        REDIS_URL: ' redis://cache.internal:6379/2 ',
      }),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      siteRoot: path.join(repoRoot, 'fixtures/out'),
      trustProxy: 1,
      publicOrigin: null,
      redisUrl: 'redis://cache.internal:6379/2',
      redisKeyPrefix: '',
      drainDeadlineMs: 10_000,
      kleber: null,
      tls: null,
      httpRedirectPort: null,
      otpDelivery: { mode: 'demo' },
    });
    expect(readConfig({ API_ONLY: '1', SITE_ROOT: '/srv/out' }).siteRoot).toBeNull();
    expect(readConfig({ SITE_ROOT: '/srv/out' }).siteRoot).toBe('/srv/out');
  });

  it.each(['http', '-1', '70000', '3.5'])('refuses PORT=%s', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(/PORT/);
  });

  it('reads KLEBER_REQUEST_KEY, KLEBER_URL and KLEBER_DEPARTMENT_CODE', () => {
    expect(readConfig({ KLEBER_REQUEST_KEY: ' key ' }).kleber).toEqual({ requestKey: 'key' });
    expect(
      readConfig({
        KLEBER_REQUEST_KEY: 'key',
        KLEBER_URL: 'http://127.0.0.1:9/k',
        KLEBER_DEPARTMENT_CODE: 'WEB',
      }).kleber,
    ).toEqual({ requestKey: 'key', url: 'http://127.0.0.1:9/k', departmentCode: 'WEB' });
    expect(() => readConfig({ KLEBER_REQUEST_KEY: 'key', KLEBER_URL: 'ftp://x' })).toThrow(/KLEBER_URL/);
  });

  it('reads TLS_CERT and TLS_KEY (relative to the repo root) and HTTP_REDIRECT_PORT', () => {
    expect(
      readConfig({ TLS_CERT: 'certs/cert.pem', TLS_KEY: '/etc/site/key.pem', HTTP_REDIRECT_PORT: '80' }),
    ).toMatchObject({
      tls: { certFile: path.join(repoRoot, 'certs/cert.pem'), keyFile: '/etc/site/key.pem' },
      httpRedirectPort: 80,
    });
  });

  it('refuses a certificate without its key, a key without its certificate, and a redirect without either', () => {
    expect(() => readConfig({ TLS_CERT: 'cert.pem' })).toThrow(/TLS_CERT and TLS_KEY go together/);
    expect(() => readConfig({ TLS_KEY: 'key.pem' })).toThrow(/TLS_CERT and TLS_KEY go together/);
    expect(() => readConfig({ HTTP_REDIRECT_PORT: '80' })).toThrow(/needs TLS_CERT and TLS_KEY/);
    expect(() => readConfig({ TLS_CERT: 'c', TLS_KEY: 'k', HTTP_REDIRECT_PORT: '99999' })).toThrow(
      /HTTP_REDIRECT_PORT must be 0-65535/,
    );
  });

  it.each(['localhost:6379', 'http://cache:6379', 'redis://'])('refuses REDIS_URL=%s', (url) => {
    expect(() => readConfig({ REDIS_URL: url })).toThrow(/REDIS_URL must start with redis:\/\//);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['1', 1],
    [' 2 ', 2],
    ['0', false],
    ['00', false],
    ['', false],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.10,::1, fd00::/8', ['10.0.0.0/8', '192.168.1.10', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as %j', (value, trustProxy) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([
    'true',
    'yes',
    '*',
    '11',
    '10.0.0.0/33',
    '10.0.0',
    'example.com',
    '1,2',
    '::1/129',
    '1.2.3.4/0',
    '0.0.0.0/1,128.0.0.0/1',
    '::/1',
  ])('refuses %j: a hop count or a list of proxies, never everyone', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be how many proxies/);
  });
});

describe('PUBLIC_ORIGIN, REDIS_KEY_PREFIX and DRAIN_DEADLINE_SECONDS', () => {
  it('reads an origin, a prefix and a deadline in seconds', () => {
    expect(
      readConfig({
        PUBLIC_ORIGIN: 'https://www.larkspur.example/',
        REDIS_KEY_PREFIX: 'staging:',
        DRAIN_DEADLINE_SECONDS: '2.5',
      }),
    ).toMatchObject({
      publicOrigin: 'https://www.larkspur.example',
      redisKeyPrefix: 'staging:',
      drainDeadlineMs: 2_500,
    });
  });

  it.each([
    'www.larkspur.example',
    'https://www.larkspur.example/path',
    'ftp://x.example',
    'https://u:p@x.example',
  ])('refuses PUBLIC_ORIGIN=%s', (origin) => {
    expect(() => readConfig({ PUBLIC_ORIGIN: origin })).toThrow(/PUBLIC_ORIGIN must be an origin/);
  });

  it('refuses a prefix with spaces or braces, and a deadline that is not a positive number', () => {
    expect(() => readConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => readConfig({ REDIS_KEY_PREFIX: '{x}' })).toThrow(/REDIS_KEY_PREFIX/);
    for (const value of ['0', '-1', 'soon', '601'])
      expect(() => readConfig({ DRAIN_DEADLINE_SECONDS: value })).toThrow(/DRAIN_DEADLINE_SECONDS/);
  });
});
