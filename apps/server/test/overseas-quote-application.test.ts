// The overseas students' and visitors' quote (kind 'overseas-quote') through POST /api/applications and GET
// /api/applications/:id: saved after a verified one-time code, priced by the server with the pages' module (no
// rebate, no loading), and each answer the quote cannot be made of refused with a 400 that says what is wrong.
import type { FastifyInstance } from 'fastify';
import { today as todayIn } from '@internationalized/date';
import { buildServer } from '../src/app';
import { json, verifiedRequestId } from './api-helpers';

// The service's day is Sydney's: arrival dates are counted from it.
const day = (days: number) => todayIn('Australia/Sydney').add({ days }).toString();

const student = {
  coverType: 'student',
  subclass: '500',
  who: 'single',
  arrival: day(30),
  months: 12,
  level: 'essentials',
};

describe('the overseas-quote kind of application', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildServer();
  });
  afterEach(() => app.close());

  const save = async (answers: unknown) =>
    app.inject({
      url: '/api/applications',
      ...json({ kind: 'overseas-quote', answers, verification: { requestId: await verifiedRequestId(app) } }),
    });

  it('saves a verified student quote priced by the server, and opens it by its id', async () => {
    // Sent with a price and what a visa quote never asks (a state, a rebate): the server prices, and drops them.
    const saved = await save({ ...student, state: 'NSW', income: 'base', total: 1 });
    expect(saved.statusCode).toBe(201);
    const { id, application } = saved.json();
    expect(application.kind).toBe('overseas-quote');
    expect(application.answers).toEqual(student);
    // The worked example of packages/product/src/overseas/pricing.test.ts: $52.40 × 12.
    expect(application.result).toMatchObject({
      productId: 'student-essentials',
      productName: 'Student Essentials',
      monthly: 52.4,
      months: 12,
      start: student.arrival,
      total: 628.8,
    });
    expect(application.result).not.toHaveProperty('rebate');

    const opened = await app.inject({ url: `/api/applications/${id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().application).toEqual(application);
  });

  it('keeps an address given on the arrival day', async () => {
    const saved = await save({ ...student, arrival: day(0), address: '1 GEORGE ST, SYDNEY NSW 2000' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().application.answers.address).toBe('1 GEORGE ST, SYDNEY NSW 2000');
  });

  it('takes an arrival 7 days back', async () => {
    expect((await save({ ...student, arrival: day(-7) })).statusCode).toBe(201);
  });

  it.each([
    [{ ...student, coverType: 'tourist' }, 'coverType: coverType must be one of student, working, visitor'],
    [{ ...student, arrival: '15/02/2027' }, 'arrival: arrival must be a date, yyyy-mm-dd'],
    [{ ...student, months: '12' }, 'months: months must be a whole number'],
    [{ ...student, level: 'gold' }, 'level: level must be one of essentials, standard, comprehensive'],
    [{ ...student, subclass: '482' }, 'student cover is for visa subclasses 500, 590 only'],
    [{ ...student, subclass: '' }, 'student cover needs a visa subclass: one of 500, 590'],
    [{ ...student, coverType: 'working', subclass: '600' }, 'working cover is for visa subclasses 482'],
    [{ ...student, arrival: day(-8) }, 'arrival can be at most 7 days ago'],
    [{ ...student, arrival: day(366) }, 'arrival can be at most 365 days ahead'],
    [{ ...student, months: 67 }, 'student cover is for 1 to 66 months'],
    [{ ...student, months: 0 }, 'student cover is for 1 to 66 months'],
    [{ ...student, address: '1 GEORGE ST, SYDNEY NSW 2000' }, 'address is given once arrived'],
  ])('refuses %j with a 400 that says why', async (answers, message) => {
    const refused = await save(answers);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json().error.message).toContain(message);
  });

  it('refuses to save without a verified code', async () => {
    const refused = await app.inject({
      url: '/api/applications',
      ...json({ kind: 'overseas-quote', answers: student, verification: { requestId: 'a'.repeat(22) } }),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });
});
