import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import { APIS } from '../src/api/index';
import { prefix, providersPlugin } from '../src/api/providers';
import { createMemoryStore } from '../src/store/memory-store';

interface Result {
  slug: string;
  name: string;
  service: string;
  country: string;
  networks: string[];
  languages: string[];
  wheelchairAccess: boolean;
  distanceKm: number;
  openNow: boolean;
  href: string;
}

const search = (query: Record<string, string>) => `/api/providers?${new URLSearchParams(query).toString()}`;

/** Nearest first, and at the same distance by name. */
function expectNearestFirst(results: readonly Result[]) {
  const byName = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });
  for (let i = 1; i < results.length; i += 1) {
    const [before, after] = [results[i - 1]!, results[i]!];
    expect(before.distanceKm).toBeLessThanOrEqual(after.distanceKm);
    if (before.distanceKm === after.distanceKm)
      expect(byName.compare(before.name, after.name)).toBeLessThanOrEqual(0);
  }
}

describe('GET /api/providers', () => {
  let app: FastifyInstance;
  const get = async (query: Record<string, string>) => {
    const response = await app.inject(search(query));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { total: number; providers: Result[] } & Record<string, unknown>;
  };
  beforeAll(() => {
    app = buildServer();
  });
  afterAll(() => app.close());

  it('finds the nearest First Choice dentists to Parramatta 2150, nearest first, each with its page', async () => {
    const response = await app.inject(
      search({ near: 'Parramatta 2150', service: 'dental', network: 'true' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    // Each result says whether it is open now: no cache may keep that past a closing time.
    expect(response.headers['cache-control']).toBe('no-store');
    const reply = response.json();
    expect(reply).toMatchObject({
      place: {
        label: 'PARRAMATTA NSW 2150',
        latitude: expect.closeTo(-33.81, 1),
        longitude: expect.closeTo(151, 1),
      },
      radiusKm: 10,
      offset: 0,
      limit: 10,
    });
    expect(reply.total).toBeGreaterThanOrEqual(3);
    const results = reply.providers as Result[];
    expect(results).toHaveLength(Math.min(10, reply.total));
    for (const result of results) {
      expect(result.service).toBe('dental');
      expect(result.networks).toContain('first-choice');
      expect(result.distanceKm).toBeLessThanOrEqual(10);
      expect(result.distanceKm).toBe(Math.round(result.distanceKm * 10) / 10);
      expect(result.href).toBe(`/find-a-provider/dental/${result.slug}`);
    }
    expectNearestFirst(results);
  });

  it.each(['2150', 'PARRAMATTA NSW 2150', '12 CHURCH ST, PARRAMATTA NSW 2150', 'parramatta'])(
    'reads %s as Parramatta',
    async (near) => {
      const typed = await get({ near, service: 'dental', network: 'true' });
      const expected = await get({ near: 'Parramatta 2150', service: 'dental', network: 'true' });
      expect(typed.place).toEqual(expected.place);
      expect(typed.providers.map((result) => result.slug)).toEqual(
        expected.providers.map((result) => result.slug),
      );
    },
  );

  it('searches from a point as ‘Your location’', async () => {
    const reply = await get({ lat: '-33.815', lng: '151.002', service: 'dental' });
    expect(reply.place).toEqual({ label: 'Your location', latitude: -33.815, longitude: 151.002 });
    expect(reply.total).toBeGreaterThan(0);
    expectNearestFirst(reply.providers);
  });

  it('searches New Zealand’s directory from a New Zealand town, with results found on the search page', async () => {
    const reply = await get({ near: 'Petone', country: 'nz', radius: '25' });
    expect(reply.place).toEqual({ label: 'Petone, Wellington', latitude: -41.22827, longitude: 174.87019 });
    expect(reply.total).toBeGreaterThan(0);
    for (const provider of reply.providers) {
      expect(provider.country).toBe('nz');
      expect(provider.href).toBe(`/nz/find-a-provider#provider-${provider.slug}`);
    }
    expectNearestFirst(reply.providers);
    // An Australian place is not one there.
    expect((await app.inject(search({ near: 'Parramatta 2150', country: 'nz' }))).statusCode).toBe(404);
  });

  describe('filters', () => {
    const near = { near: 'Parramatta 2150', radius: '25', limit: '50' };
    let everything: { total: number; providers: Result[] };
    beforeAll(async () => {
      everything = await get(near);
    });

    it.each<[string, Record<string, string>, (result: Result) => boolean]>([
      ['a service', { service: 'physiotherapy' }, (result) => result.service === 'physiotherapy'],
      ['First Choice', { network: 'true' }, (result) => result.networks.includes('first-choice')],
      [
        'the second brand’s network',
        { network: 'true', brand: 'gu' },
        (result) =>
          result.networks.includes('gumleaf-preferred') &&
          result.href === `/gu/find-a-provider#provider-${result.slug}`,
      ],
      ['wheelchair access', { wheelchair: 'true' }, (result) => result.wheelchairAccess],
      ['a language', { language: 'Mandarin' }, (result) => result.languages.includes('Mandarin')],
    ])('keeps %s only', async (_name, filter, kept) => {
      const reply = await get({ ...near, ...filter });
      expect(reply.total).toBeGreaterThan(0);
      expect(reply.total).toBeLessThan(everything.total);
      expect(reply.providers.every(kept)).toBe(true);
      expect(everything.providers.filter(kept).map((result) => result.slug)).toEqual(
        reply.providers.slice(0, everything.providers.filter(kept).length).map((result) => result.slug),
      );
      expectNearestFirst(reply.providers);
    });

    it('with every filter at once, finds only what each keeps', async () => {
      const reply = await get({
        ...near,
        radius: '50',
        service: 'dental',
        network: 'true',
        wheelchair: 'true',
      });
      expect(
        reply.providers.every(
          (result) =>
            result.service === 'dental' &&
            result.networks.includes('first-choice') &&
            result.wheelchairAccess,
        ),
      ).toBe(true);
    });
  });

  it('pages the results: offset and limit, with the total of them all', async () => {
    const first = await get({ near: 'Parramatta 2150', radius: '25', limit: '10' });
    const second = await get({ near: 'Parramatta 2150', radius: '25', limit: '5', offset: '5' });
    expect(first.total).toBeGreaterThan(10);
    expect(second).toMatchObject({ total: first.total, offset: 5, limit: 5 });
    expect(second.providers.map((result) => result.slug)).toEqual(
      first.providers.slice(5, 10).map((result) => result.slug),
    );
    const past = await get({ near: 'Parramatta 2150', radius: '25', offset: '10000' });
    expect(past).toMatchObject({ total: first.total, providers: [] });
  });

  it.each(['5', '10', '25', '50'])('keeps within a %s km radius', async (radius) => {
    const reply = await get({ near: 'Parramatta 2150', radius, limit: '50' });
    expect(reply.radiusKm).toBe(Number(radius));
    expect(reply.providers.every((result) => result.distanceKm <= Number(radius))).toBe(true);
  });

  it('finds more the wider it looks', async () => {
    const totals = await Promise.all(
      ['5', '10', '25', '50'].map(async (radius) => (await get({ near: 'Parramatta 2150', radius })).total),
    );
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[0]).toBeLessThan(totals[3]!);
  });

  it.each([
    [
      'an unknown service',
      search({ near: '2150', service: 'vet' }),
      /^service must be one of dental, optical/,
    ],
    ['radius 7', search({ near: '2150', radius: '7' }), /^radius must be one of 5, 10, 25, 50/],
    ['radius 100', search({ near: '2150', radius: '100' }), /^radius must be one of 5, 10, 25, 50/],
    ['a 5,000-character near', search({ near: 'p'.repeat(5_000) }), /too long/],
    ['a 201-character near', search({ near: 'p'.repeat(201) }), /^near must be at most 200 characters/],
    ['no place', search({ service: 'dental' }), /^near is required/],
    ['an empty near', search({ near: '  ' }), /^near must not be empty/],
    ['near twice', '/api/providers?near=a&near=b', /^near must be a place/],
    ['lat without lng', search({ lat: '-33.8' }), /^lng is required with lat/],
    ['lng without lat', search({ lng: '151' }), /^lat is required with lng/],
    ['near with lat and lng', search({ near: '2150', lat: '-33.8', lng: '151' }), /^near must be left out/],
    [
      'lat out of range',
      search({ lat: '-91', lng: '151' }),
      /^lat must be a number of degrees from -90 to 90/,
    ],
    ['lat not a number', search({ lat: 'south', lng: '151' }), /^lat must be a number of degrees/],
    [
      'a point outside Australia',
      search({ lat: '51.5', lng: '-0.1' }),
      /^lat and lng must be a point in Australia/,
    ],
    [
      'a control character',
      search({ near: 'parra\u0007matta' }),
      /^near must not contain control characters/,
    ],
    ['a newline', search({ near: 'parra\nmatta' }), /^near must not contain control characters/],
    [
      'a negative offset',
      search({ near: '2150', offset: '-1' }),
      /^offset must be a whole number from 0 to 10000/,
    ],
    [
      'offset 10001',
      search({ near: '2150', offset: '10001' }),
      /^offset must be a whole number from 0 to 10000/,
    ],
    ['limit 0', search({ near: '2150', limit: '0' }), /^limit must be a whole number from 1 to 50/],
    ['limit 51', search({ near: '2150', limit: '51' }), /^limit must be a whole number from 1 to 50/],
    ['network yes', search({ near: '2150', network: 'yes' }), /^network must be true or false/],
    ['open later', search({ near: '2150', open: 'later' }), /^open must be now/],
    ['an unknown brand', search({ near: '2150', brand: 'other' }), /^brand must be one of main, gu/],
    ['an unknown country', search({ near: '2150', country: 'uk' }), /^country must be one of au, nz/],
    [
      'a language that is not a word',
      search({ near: '2150', language: '<b>' }),
      /^language must be a language/,
    ],
    [
      'a language nobody speaks here',
      search({ near: '2150', language: 'Klingon' }),
      /^language must be one of Arabic, /,
    ],
    ['an unknown parameter', search({ near: '2150', sort: 'name' }), /^Unknown parameter sort/],
  ])('refuses %s with a JSON 400', async (_name, url, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().error.code).toBe('invalid_query');
    expect(response.json().error.message).toMatch(message);
  });

  it('takes a place of 200 letters of any script with every filter: its length counts, not its encoding', async () => {
    // Parramatta in Chinese: nine characters each, percent-encoded.
    const near = '帕拉马塔'.repeat(50);
    const response = await app.inject(
      search({
        near,
        service: 'psychology',
        radius: '50',
        network: 'true',
        open: 'now',
        wheelchair: 'true',
        language: 'Vietnamese',
        brand: 'gu',
        offset: '10',
        limit: '50',
      }),
    );
    expect(response.json()).toMatchObject({ error: { code: 'place_not_found' } });
  });

  it('answers a place it cannot find with a JSON 404 that quotes it', async () => {
    const response = await app.inject(search({ near: 'Qqqzzx 9999' }));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'place_not_found',
      message: 'We could not find ‘Qqqzzx 9999’. Type a suburb and postcode, such as Parramatta 2150.',
    });
  });

  it('quotes what was typed only as JSON text', async () => {
    const response = await app.inject(search({ near: '<img src=x onerror=alert(1)> qqqzzx' }));
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().error.message).toContain('<img src=x');
  });

  it('is documented with the other APIs', async () => {
    const document = (await app.inject('/api/openapi.json')).json();
    const operation = document.paths['/api/providers'].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining([
        'near',
        'lat',
        'lng',
        'service',
        'radius',
        'network',
        'open',
        'offset',
        'limit',
      ]),
    );
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '404', '429', '500']);
  });
});

describe('GET /api/providers?open=now', () => {
  /** Monday 11 January 2027, 10:00 in Sydney (daylight saving). */
  const mondayMorning = new Date('2027-01-10T23:00:00Z');
  /** Sunday 10 January 2027, 23:30 in Sydney. */
  const sundayNight = new Date('2027-01-10T12:30:00Z');
  const serverAt = (now: Date) =>
    buildServer({
      apis: [
        ...APIS.filter((api) => api.prefix !== prefix),
        { prefix, plugin: providersPlugin({ now: () => now }) },
      ],
    });

  it('keeps the providers open at the server’s time in their own zone, and is never cached', async () => {
    const app = serverAt(mondayMorning);
    const all = (await app.inject(search({ near: 'Parramatta 2150', radius: '25', limit: '50' }))).json();
    const response = await app.inject(
      search({ near: 'Parramatta 2150', radius: '25', limit: '50', open: 'now' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const open = response.json();
    expect(open.total).toBeGreaterThan(0);
    expect(open.providers.every((result: Result) => result.openNow)).toBe(true);
    expect(open.providers.map((result: Result) => result.slug)).toEqual(
      all.providers
        .filter((result: Result) => result.openNow)
        .map((result: Result) => result.slug)
        .slice(0, open.providers.length),
    );
    await app.close();
  });

  it('keeps fewer open late on a Sunday night than on a Monday morning', async () => {
    const morning = serverAt(mondayMorning);
    const night = serverAt(sundayNight);
    const query = search({ near: 'Parramatta 2150', radius: '50', open: 'now' });
    const [open, late] = [(await morning.inject(query)).json(), (await night.inject(query)).json()];
    expect(late.total).toBeLessThan(open.total);
    expect(late.providers.every((result: Result) => result.openNow)).toBe(true);
    await Promise.all([morning.close(), night.close()]);
  });
});

it('limits the requests of one client', async () => {
  const app = buildServer();
  let status = 200;
  let sent = 0;
  while (status === 200 && sent < 400) {
    status = (await app.inject(search({ near: 'Parramatta 2150', service: 'dental' }))).statusCode;
    sent += 1;
  }
  expect(status).toBe(429);
  expect(sent).toBe(241);
  await app.close();
});

it('limits one client across two replicas sharing the store, whatever address it writes in X-Forwarded-For', async () => {
  const store = createMemoryStore();
  const replicas = [buildServer({ store }), buildServer({ store })];
  const ask = (n: number) =>
    replicas[n % 2]!.inject({
      method: 'GET',
      url: search({ near: 'Parramatta 2150', service: 'dental' }),
      // Not behind a trusted proxy: a client's own X-Forwarded-For names no one.
      headers: { 'x-forwarded-for': `203.0.113.${n % 250}` },
    });
  // Concurrently, half to each replica.
  const statuses = (await Promise.all(Array.from({ length: 260 }, (_, n) => ask(n)))).map(
    (response) => response.statusCode,
  );
  expect(statuses.filter((status) => status === 200)).toHaveLength(240);
  expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  await Promise.all(replicas.map((replica) => replica.close()));
});
