// POST /api/applications and GET /api/applications/:id, whatever the kind: saved only after a one-time code is
// verified (one verification, one save), kept under an unguessable id for as long as a quote; an unknown or
// malformed kind, a missing body and an oversized one get 400, an unknown or malformed id 404, and what a kind
// does not know is not kept. Each kind's own answers are tested beside it (<kind>-application.test.ts).
import type { FastifyInstance } from 'fastify';
import { APPLICATION_KINDS } from '@ds/product/applications';
import { buildServer } from '../src/app';
import { SAVED_TTL_MS } from '../src/api/saved-records';
import { anApplication, json, verifiedRequestId } from './api-helpers';

describe('POST /api/applications and GET /api/applications/:id', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildServer();
  });
  afterEach(() => app.close());

  const post = (body: unknown) => app.inject({ url: '/api/applications', ...json(body) });

  it('knows each kind the journeys save', () => {
    expect(APPLICATION_KINDS.map((kind) => kind.kind).sort()).toEqual([
      'foundation-application',
      'nz-quote',
      'overseas-quote',
      'plan-management-sign-up',
      'travel-quote',
    ]);
  });

  it('saves a verified application for 30 days under a 128-bit id, without its contact, and opens it', async () => {
    const requestId = await verifiedRequestId(app, '0412 999 111');
    const saved = await post({ ...anApplication, verification: { requestId } });
    expect(saved.statusCode).toBe(201);
    expect(saved.headers['cache-control']).toBe('no-store');
    const { id, application } = saved.json();
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(application.kind).toBe(anApplication.kind);
    expect(new Date(application.expiresAt).getTime() - new Date(application.savedAt).getTime()).toBe(
      SAVED_TTL_MS,
    );
    expect(JSON.stringify(saved.json())).not.toContain('0412');
    const opened = await app.inject(`/api/applications/${id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.json().application).toEqual(application);
    expect(opened.body).not.toContain('0412');
  });

  it('refuses to save without a verified code, and lets one verification save once', async () => {
    const sent = await app.inject({ url: '/api/otp/send', ...json({ contact: 'sam@example.com' }) });
    const unverified = await post({ ...anApplication, verification: { requestId: sent.json().requestId } });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error).toEqual({
      code: 'not_verified',
      message: 'Verify your mobile number or email before saving',
    });
    const requestId = await verifiedRequestId(app);
    expect((await post({ ...anApplication, verification: { requestId } })).statusCode).toBe(201);
    const again = await post({ ...anApplication, verification: { requestId } });
    expect(again.statusCode).toBe(403);
  });

  it('does not spend a verification on answers it refuses', async () => {
    const requestId = await verifiedRequestId(app);
    const wrong = await post({
      ...anApplication,
      answers: { ...anApplication.answers, excess: 3 },
      verification: { requestId },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await post({ ...anApplication, verification: { requestId } })).statusCode).toBe(201);
  });

  it.each([
    ['an unknown kind', { kind: 'pet-quote' }, 'kind is not a kind of application'],
    ['a malformed kind', { kind: '<script>' }, 'kind is malformed'],
    ['answers that are not an object', { answers: 'yes' }, ''],
    ['no verification', { verification: undefined }, ''],
  ])('answers %s with 400 and a JSON error', async (_what, change, message) => {
    const requestId = await verifiedRequestId(app);
    const response = await post({ ...anApplication, verification: { requestId }, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json().error.code).toMatch(/^invalid_/);
    expect(response.json().error.message).toContain(message);
  });

  it('answers a body far bigger than any application with 400, not 413', async () => {
    const requestId = await verifiedRequestId(app);
    const response = await post({
      ...anApplication,
      answers: { ...anApplication.answers, padding: 'x'.repeat(10_000) },
      verification: { requestId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'invalid_body', message: 'The application is too large' });
  });

  it.each(['AAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fetc'])(
    'answers an id that names nothing, %s, with 404',
    async (id) => {
      const response = await app.inject(`/api/applications/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'not_found', message: 'Nothing saved has this id' });
    },
  );

  it('keeps a saved quote and a saved application apart: neither opens by the other’s address', async () => {
    const requestId = await verifiedRequestId(app);
    const { id } = (await post({ ...anApplication, verification: { requestId } })).json();
    expect((await app.inject(`/api/quotes/${id}`)).statusCode).toBe(404);
  });
});
