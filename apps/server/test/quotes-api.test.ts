// POST /api/quotes and GET /api/quotes/:id: saved only after a one-time code is verified, priced by the server with
// the pages' module, kept under an unguessable id; bad, partial and oversized bodies get 400, unknown ids 404.
import type { FastifyInstance } from 'fastify';
import { today } from '@internationalized/date';
import { productById, products } from '@ds/product/data';
import { quotePrice } from '@ds/product/quote';
import type { QuoteAnswers } from '@ds/product/quote';
import { buildServer } from '../src/app';
import { QUOTE_TTL_MS } from '../src/api/quotes';
import { createMemoryStore } from '../src/store/memory-store';
import type { Store } from '../src/store/store';
import { StoreUnavailableError } from '../src/store/store';
import { hospitalInVictoria, json, singleAnswers, verifiedRequestId } from './api-helpers';

const hospital = hospitalInVictoria;

const single = singleAnswers;

const family: QuoteAnswers = {
  cover: 'family',
  state: 'VIC',
  adults: [
    { dateOfBirth: '1980-02-02', heldHospitalCover: true, coverStarted: '2018-08' },
    { dateOfBirth: '1982-09-30', heldHospitalCover: false },
  ],
  children: 3,
  income: 'tier1',
  frequency: 'fortnightly',
};

/** A single's quote saved on a server of its own (closed when the test ends), with its memory store. */
async function savedOnFreshServer() {
  const store = createMemoryStore();
  const server = buildServer({ store });
  onTestFinished(() => server.close());
  const requestId = await verifiedRequestId(server);
  const saved = await server.inject({
    url: '/api/quotes',
    ...json({ productId: hospital.id, answers: single, verification: { requestId } }),
  });
  const { id, quote } = saved.json();
  return { store, server, id: id as string, quote };
}

describe('POST /api/quotes and GET /api/quotes/:id', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildServer();
  });
  afterEach(() => app.close());

  it.each([
    ['a single', single],
    ['a family', family],
  ])('saves %s’s verified quote, priced by the server, and opens it by its id', async (_who, answers) => {
    const requestId = await verifiedRequestId(app);
    const saved = await app.inject({
      url: '/api/quotes',
      ...json({ productId: hospital.id, answers, verification: { requestId } }),
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.headers['cache-control']).toBe('no-store');
    const { id, quote } = saved.json();
    // 16 random bytes, base64url: 128 bits.
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(quote.price).toEqual(
      quotePrice(productById(hospital.id)!, products, answers, today('Australia/Sydney')),
    );
    expect(quote.productName).toBe(hospital.name);
    expect(new Date(quote.expiresAt).getTime() - new Date(quote.savedAt).getTime()).toBe(QUOTE_TTL_MS);
    expect(JSON.stringify(quote)).not.toContain('0412');

    const opened = await app.inject({ url: `/api/quotes/${id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().quote).toEqual(quote);
  });

  it('refuses to save without a verified code, and lets one verification save once', async () => {
    const unverified = await app.inject({ url: '/api/otp/send', ...json({ contact: 'sam@example.com' }) });
    const notYet = await app.inject({
      url: '/api/quotes',
      ...json({
        productId: hospital.id,
        answers: single,
        verification: { requestId: unverified.json().requestId },
      }),
    });
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().error.code).toBe('not_verified');

    const requestId = await verifiedRequestId(app, 'sam@example.com');
    const body = { productId: hospital.id, answers: single, verification: { requestId } };
    expect((await app.inject({ url: '/api/quotes', ...json(body) })).statusCode).toBe(201);
    expect((await app.inject({ url: '/api/quotes', ...json(body) })).statusCode).toBe(403);
  });

  it.each([
    ['no body', ''],
    ['malformed JSON', '{"productId":'],
    ['no answers', { productId: 'x', verification: { requestId: 'a'.repeat(22) } }],
    [
      'an unknown product',
      { productId: 'no-such-product', answers: single, verification: { requestId: 'a'.repeat(22) } },
    ],
    [
      'a couple with one adult',
      {
        productId: hospital.id,
        answers: { ...single, cover: 'couple' },
        verification: { requestId: 'a'.repeat(22) },
      },
    ],
    [
      'a family without children',
      {
        productId: hospital.id,
        answers: { ...family, children: 0 },
        verification: { requestId: 'a'.repeat(22) },
      },
    ],
    [
      'a date that does not exist',
      {
        productId: hospital.id,
        answers: { ...single, adults: [{ dateOfBirth: '1985-02-30', heldHospitalCover: false }] },
        verification: { requestId: 'a'.repeat(22) },
      },
    ],
    [
      'a child as the adult',
      {
        productId: hospital.id,
        answers: {
          ...single,
          adults: [{ dateOfBirth: `${new Date().getFullYear() - 5}-01-01`, heldHospitalCover: false }],
        },
        verification: { requestId: 'a'.repeat(22) },
      },
    ],
    [
      'cover held with no start month',
      {
        productId: hospital.id,
        answers: { ...single, adults: [{ dateOfBirth: '1985-04-12', heldHospitalCover: true }] },
        verification: { requestId: 'a'.repeat(22) },
      },
    ],
    [
      'an oversized body',
      {
        productId: hospital.id,
        answers: single,
        verification: { requestId: 'a'.repeat(22) },
        padding: 'x'.repeat(10_000),
      },
    ],
  ])('answers 400 with a JSON error for %s', async (_case, payload) => {
    const response = await app.inject({ url: '/api/quotes', ...json(payload) });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().error.message).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-an-id', '..%2F..%2Fetc']) {
      const response = await app.inject({ url: `/api/quotes/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('keeps quotes in the shared store, so another server replica opens them', async () => {
    const store = createMemoryStore();
    const first = buildServer({ store });
    const second = buildServer({ store });
    try {
      const requestId = await verifiedRequestId(first);
      const saved = await first.inject({
        url: '/api/quotes',
        ...json({ productId: hospital.id, answers: single, verification: { requestId } }),
      });
      const opened = await second.inject({ url: `/api/quotes/${saved.json().id}` });
      expect(opened.statusCode).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('saves the contact the code was sent to, whatever the body says, and never sends it back', async () => {
    const store = createMemoryStore();
    const server = buildServer({ store });
    onTestFinished(() => server.close());
    // A code sent to Alice, typed after the field was changed to Mallory's address.
    const requestId = await verifiedRequestId(server, 'alice.owner@example.com');
    const saved = await server.inject({
      url: '/api/quotes',
      ...json({
        productId: hospital.id,
        answers: single,
        verification: { requestId },
        contact: 'mallory.other@example.com',
      }),
    });
    expect(saved.statusCode).toBe(201);
    const record = JSON.parse((await store.get(`quote:${saved.json().id}`))!);
    expect(record.contact).toBe('alice.owner@example.com');
    const opened = await server.inject({ url: `/api/quotes/${saved.json().id}` });
    expect(JSON.stringify(opened.json())).not.toMatch(/alice|mallory/);
  });

  it('opens a quote saved before contacts were kept (a bare quote in the store)', async () => {
    const { store, server, id, quote } = await savedOnFreshServer();
    await store.set(`quote:${id}`, JSON.stringify(quote), 60_000);
    expect((await server.inject({ url: `/api/quotes/${id}` })).json()).toEqual({ quote });
  });

  it('opens a quote saved before its price named the rebate’s period, in today’s shape', async () => {
    const { store, server, id, quote } = await savedOnFreshServer();
    const { withoutRebate: _without, rebatePeriod: _period, ...earlierPrice } = quote.price;
    await store.set(`quote:${id}`, JSON.stringify({ ...quote, price: earlierPrice }), 60_000);
    const opened = await server.inject({ url: `/api/quotes/${id}` });
    expect(opened.statusCode).toBe(200);
    // Priced the day it was saved (today here): the same period, and the rebate was included.
    expect(opened.json()).toEqual({ quote });
  });

  it('spends nothing when the save fails at its last step: the retry saves', async () => {
    const memory = createMemoryStore();
    let failNextQuoteWrite = true;
    // The store fails the one write that keeps a quote, whichever operation makes it.
    const failing = (key: string) => {
      if (!key.startsWith('quote:') || !failNextQuoteWrite) return;
      failNextQuoteWrite = false;
      throw new StoreUnavailableError('the quote could not be written');
    };
    const store: Store = {
      ...memory,
      set: async (key, value, ttlMs) => {
        failing(key);
        return memory.set(key, value, ttlMs);
      },
      redeem: async (key, expected, write) => {
        failing(write.key);
        return memory.redeem(key, expected, write);
      },
    };
    const server = buildServer({ store });
    onTestFinished(() => server.close());
    const requestId = await verifiedRequestId(server);
    const body = json({ productId: hospital.id, answers: single, verification: { requestId } });
    expect((await server.inject({ url: '/api/quotes', ...body })).statusCode).toBe(503);
    expect((await server.inject({ url: '/api/quotes', ...body })).statusCode).toBe(201);
  });
});
