import { etagMatches, negotiateEncoding, strongEtag } from '../src/http-cache';

const both = { br: true, gzip: true };

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *', 'br'],
    ['br;q=abc, gzip', 'gzip'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected);
  });

  it('only offers what is available', () => {
    expect(negotiateEncoding('br, gzip', { br: false, gzip: true })).toBe('gzip');
    expect(negotiateEncoding('br', { br: false, gzip: true })).toBeNull();
    expect(negotiateEncoding('br, gzip', { br: false, gzip: false })).toBeNull();
  });
});

describe('etagMatches', () => {
  const etag = strongEtag('body');
  it('matches exact, weak, listed and wildcard validators', () => {
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches(`"a", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
  });
  it('rejects others', () => {
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('"a"', etag)).toBe(false);
    expect(etagMatches(strongEtag('body', 'br'), etag)).toBe(false);
  });
});
