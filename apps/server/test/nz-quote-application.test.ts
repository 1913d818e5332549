// The NZ health insurance quote (kind 'nz-quote') through POST /api/applications and GET /api/applications/:id:
// saved after a verified one-time code, priced by the server in NZD with the pages' module, and each answer the
// quote cannot be made of refused with a 400 that says what is wrong.
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import { json, verifiedRequestId } from './api-helpers';

const family = {
  cover: 'family',
  adults: [
    { age: 40, smoker: true },
    { age: 38, smoker: false },
  ],
  children: [
    { age: 8, studying: false },
    { age: 22, studying: true },
  ],
  planId: 'everyday',
  excess: 500,
};

describe('the nz-quote kind of application', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildServer();
  });
  afterEach(() => app.close());

  const save = async (answers: unknown) =>
    app.inject({
      url: '/api/applications',
      ...json({ kind: 'nz-quote', answers, verification: { requestId: await verifiedRequestId(app) } }),
    });

  it('saves a verified family quote priced by the server in NZD, and opens it by its id', async () => {
    // Sent without a price, and with what an NZ quote never asks (a state, a rebate): the server prices, and drops.
    const saved = await save({ ...family, state: 'NSW', income: 'base', monthly: 1 });
    expect(saved.statusCode).toBe(201);
    const { id, application } = saved.json();
    expect(application.kind).toBe('nz-quote');
    expect(application.answers).toEqual(family);
    // The worked example of packages/product/src/nz/pricing.test.ts.
    expect(application.result).toMatchObject({
      currency: 'NZD',
      planName: 'Everyday',
      excess: 500,
      monthly: 315.01,
      fortnightly: 145.39,
      annually: 3780.12,
    });
    expect(application.result.people).toHaveLength(4);

    const opened = await app.inject({ url: `/api/applications/${id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().application).toEqual(application);
  });

  it.each([
    [{ ...family, excess: 750 }, 'excess: excess must be one of 0, 250, 500, 1000, 2000'],
    [{ ...family, planId: 'gold-hospital' }, 'planId: planId must be one of'],
    [
      { ...family, adults: [{ age: '40', smoker: true }] },
      'adults.0.age: adults[].age must be a whole number',
    ],
    [{ ...family, cover: 'just-me' }, 'just-me covers 1 adult'],
    [{ ...family, children: [] }, 'family needs at least one child'],
    [
      {
        ...family,
        adults: [
          { age: 17, smoker: false },
          { age: 38, smoker: false },
        ],
      },
      'each adult must be between 18 and 74 years old',
    ],
    [
      { ...family, children: [{ age: 21, studying: false }] },
      'each child must be under 21, or under 25 and studying full-time',
    ],
  ])('refuses %j with a 400 that says why', async (answers, message) => {
    const refused = await save(answers);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json().error.message).toContain(message);
  });
});
