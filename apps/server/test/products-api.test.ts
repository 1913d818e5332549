import type { FastifyInstance } from 'fastify';
import { productById, products } from '@ds/product/data';
import { priceOf } from '@ds/product/pricing';
import { buildServer } from '../src/app';

describe('GET /api/products/prices', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = buildServer();
  });
  afterAll(() => app.close());

  it('prices every product with the pages’ own pricing module, publicly cacheable', async () => {
    const response = await app.inject('/api/products/prices?state=VIC&cover=couple&frequency=annually');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.json();
    expect(body).toMatchObject({ state: 'VIC', cover: 'couple', frequency: 'annually' });
    expect(body.prices).toEqual(
      products.map((product) => priceOf(product, { state: 'VIC', cover: 'couple', frequency: 'annually' })),
    );
  });

  it('prices only the products asked for, in order', async () => {
    const response = await app.inject(
      '/api/products/prices?state=WA&cover=single&frequency=monthly&ids=hospital-gold,hospital-basic-plus',
    );
    const prices = response.json().prices;
    expect(prices).toEqual([
      priceOf(productById('hospital-gold')!, { state: 'WA', cover: 'single', frequency: 'monthly' }),
      { productId: 'hospital-basic-plus', amount: null, fullAmount: null, available: false },
    ]);
  });

  it.each([
    ['no state', '/api/products/prices?cover=single&frequency=monthly', 400, /state must be one of/],
    ['an unknown state', '/api/products/prices?state=XX&cover=single&frequency=monthly', 400, /state/],
    ['an unknown cover', '/api/products/prices?state=NSW&cover=triple&frequency=monthly', 400, /cover/],
    ['an unknown frequency', '/api/products/prices?state=NSW&cover=single&frequency=daily', 400, /frequency/],
    [
      'malformed ids',
      '/api/products/prices?state=NSW&cover=single&frequency=monthly&ids=<script>',
      400,
      /ids/,
    ],
    [
      'an unknown product',
      '/api/products/prices?state=NSW&cover=single&frequency=monthly&ids=nope',
      404,
      /nope/,
    ],
  ])('answers %s with a JSON error', async (_name, url, status, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toMatch(message);
  });
});
