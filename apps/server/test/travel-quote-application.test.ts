// The travel insurance quote (kind 'travel-quote') through POST /api/applications and GET /api/applications/:id:
// saved after a verified one-time code, priced by the server with the pages' own module, and each answer a quote
// cannot be made of refused with a 400 that says what is wrong. The server's today is Sydney's, so the trip's dates
// are counted from it.
import { today as todayIn } from '@internationalized/date';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import { json, verifiedRequestId } from './api-helpers';

const today = todayIn('Australia/Sydney');
const start = today.add({ days: 30 });

const family = {
  tripType: 'single',
  regions: ['asia', 'europe-uk'],
  startDate: start.toString(),
  // 14 days, counting the day they leave and the day they come home.
  endDate: start.add({ days: 13 }).toString(),
  travellers: [{ age: 40 }, { age: 38 }, { age: 8 }],
  member: true,
  excess: 250,
  planId: 'international-comprehensive',
};

describe('the travel-quote kind of application', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildServer();
  });
  afterEach(() => app.close());

  const save = async (answers: unknown) =>
    app.inject({
      url: '/api/applications',
      ...json({ kind: 'travel-quote', answers, verification: { requestId: await verifiedRequestId(app) } }),
    });

  it('saves a verified family quote priced by the server, and opens it by its id', async () => {
    // Sent with a price of its own: the server prices, and drops what a travel quote does not ask.
    const saved = await save({ ...family, total: 1 });
    expect(saved.statusCode).toBe(201);
    const { id, application } = saved.json();
    expect(application.kind).toBe('travel-quote');
    expect(application.answers).toEqual(family);
    // The worked example of packages/product/src/travel/pricing.test.ts: two adults at $153.14, the child free,
    // less the members' 15%.
    expect(application.result).toMatchObject({
      planName: 'International Comprehensive',
      pricedRegion: 'europe-uk',
      tripDays: 14,
      premium: 306.28,
      memberDiscount: 45.94,
      total: 260.34,
    });

    const opened = await app.inject({ url: `/api/applications/${id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().application).toEqual(application);
  });

  it.each([
    [{ ...family, excess: 300 }, 'excess: excess must be one of 0, 100, 250, 500'],
    [{ ...family, planId: 'gold' }, 'planId: planId must be one of'],
    [{ ...family, regions: [] }, 'regions: regions must name at least one region'],
    [{ ...family, startDate: '1/3/2027' }, 'startDate: startDate must be a date, yyyy-mm-dd'],
    [{ ...family, travellers: [{ age: '40' }] }, 'travellers.0.age: travellers[].age must be a whole number'],
    [{ ...family, startDate: today.subtract({ days: 1 }).toString() }, 'Choose a start date of today'],
    [{ ...family, endDate: start.subtract({ days: 1 }).toString() }, 'Choose a return date on or after'],
    [{ ...family, endDate: start.add({ days: 365 }).toString() }, 'a single trip can be up to 365 days'],
    [{ ...family, travellers: [{ age: 16 }] }, 'At least one traveller must be 18 or older'],
    [{ ...family, planId: 'domestic' }, 'Domestic is not offered for this trip'],
    [
      { ...family, planId: 'annual-multi-trip', endDate: start.add({ days: 45 }).toString() },
      'Annual Multi-Trip covers trips of up to 45 days, and your trip is 46 days.',
    ],
  ])('refuses %j with a 400 that says why', async (answers, message) => {
    const refused = await save(answers);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json().error.message).toContain(message);
  });
});
