import { describe, expect, it, vi } from 'vitest';
import { getEmbeddedNavData } from './embedded';
import { createNavDataClient } from './nav-data-client';

const URL_ = 'https://api.example/nav-data/v1/config';

function jsonResponse(body: unknown, init: ResponseInit = { status: 200 }) {
  return new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json' } });
}

const remote = {
  header: { id: 'remote-header', navLinks: [{ id: 'remote', title: 'From the endpoint', url: '/remote' }] },
  footer: { id: 'remote-footer', columns: [], smallFooterConfig: { id: 'remote-small', links: [] } },
};

describe('nav-data client', () => {
  it('uses the endpoint’s data, asking for the variant, and caches it for the life of the process', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: remote, updatedAt: '2026-01-01' }));
    const log = vi.fn();
    const client = createNavDataClient({ url: URL_, fetch: fetchMock, log });

    const first = await client.getNavData('gu');
    const second = await client.getNavData('gu');

    expect(first.header.navLinks?.[0]?.title).toBe('From the endpoint');
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`${URL_}?variant=gu`);
    expect(log).not.toHaveBeenCalled();
  });

  it('accepts the newer header shape from the endpoint', async () => {
    const newer = {
      header: { logo: { url: '/nz' }, body: { mode: 'simplified' }, navLinks: [] },
      footer: remote.footer,
    };
    const log = vi.fn();
    const client = createNavDataClient({ url: URL_, fetch: async () => jsonResponse({ data: newer }), log });
    const data = await client.getNavData('nz');
    expect(data.header).toMatchObject({ logo: { url: '/nz' }, body: { mode: 'simplified' } });
    expect(log).not.toHaveBeenCalled();
  });

  it('treats an endpoint that does not answer in time as a network error', async () => {
    const log = vi.fn();
    const client = createNavDataClient({
      url: URL_,
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      log,
    });
    expect(await client.getNavData('gu')).toEqual(getEmbeddedNavData('gu'));
    expect(log).toHaveBeenCalledWith('Network error fetching nav data');
  });

  it('logs a network error and falls back to the embedded data', async () => {
    const log = vi.fn();
    const client = createNavDataClient({
      url: URL_,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
      log,
    });
    expect(await client.getNavData('arhi')).toEqual(getEmbeddedNavData('arhi'));
    expect(log).toHaveBeenCalledWith('Network error fetching nav data');
  });

  it('logs the status of a non-OK response and falls back', async () => {
    const log = vi.fn();
    const client = createNavDataClient({
      url: URL_,
      fetch: async () => new Response('nope', { status: 503, statusText: 'Service Unavailable' }),
      log,
    });
    expect(await client.getNavData('nz')).toEqual(getEmbeddedNavData('nz'));
    expect(log).toHaveBeenCalledWith('Failed to fetch nav data: 503 Service Unavailable');
  });

  it('logs a missing data key and falls back', async () => {
    const log = vi.fn();
    const client = createNavDataClient({ url: URL_, fetch: async () => jsonResponse({ header: {} }), log });
    expect(await client.getNavData('thrive')).toEqual(getEmbeddedNavData('thrive'));
    expect(log).toHaveBeenCalledWith('Malformed nav data: missing data key');
  });

  it('treats a body that is not JSON as missing its data key', async () => {
    const log = vi.fn();
    const client = createNavDataClient({ url: URL_, fetch: async () => new Response('<html>'), log });
    expect(await client.getNavData('gu')).toEqual(getEmbeddedNavData('gu'));
    expect(log).toHaveBeenCalledWith('Malformed nav data: missing data key');
  });

  it('rejects data that does not match the schema and falls back', async () => {
    const log = vi.fn();
    const client = createNavDataClient({
      url: URL_,
      fetch: async () => jsonResponse({ data: { header: 1 } }),
      log,
    });
    expect(await client.getNavData('gu')).toEqual(getEmbeddedNavData('gu'));
    expect(log).toHaveBeenCalledWith('Malformed nav data: invalid data');
  });

  it('uses the embedded data without any request when no endpoint is configured', async () => {
    const fetchMock = vi.fn();
    const client = createNavDataClient({ fetch: fetchMock });
    expect(await client.getNavData('foundation')).toEqual(getEmbeddedNavData('foundation'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
