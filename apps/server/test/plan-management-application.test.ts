// The plan management sign-up (kind 'plan-management-sign-up') through POST /api/applications and GET
// /api/applications/:id: saved after a verified one-time code with a reference the server gives it, and each answer
// a sign-up cannot be made of refused with a 400 that says what is wrong. The clock is fixed (Date only), since a
// plan's dates and the participant's age are judged on the day.
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import { json, verifiedRequestId } from './api-helpers';

const signUp = {
  participant: {
    firstName: 'Ada',
    lastName: 'Nguyen',
    dateOfBirth: '1990-04-12',
    ndisNumber: '430123456',
    address: { line: '12 Example Street', locality: 'Fitzroy', state: 'VIC', postcode: '3065' },
  },
  applicant: { role: 'participant' },
  plan: { start: '2026-07-01', end: '2027-06-30', budgets: ['core', 'capacity-building'] },
  consent: { agreed: true, version: '2026-11' },
};

describe('the plan-management-sign-up kind of application', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    // 26 November 2026 in Sydney.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T01:00:00Z'));
    app = buildServer();
  });
  afterEach(async () => {
    await app.close();
    vi.useRealTimers();
  });

  const save = async (answers: unknown) =>
    app.inject({
      url: '/api/applications',
      ...json({
        kind: 'plan-management-sign-up',
        answers,
        verification: { requestId: await verifiedRequestId(app) },
      }),
    });

  it('saves a verified sign-up with a reference from the server, and opens it by its id', async () => {
    // Sent with a reference of its own and a field the sign-up never asks: the server gives one, and drops it.
    const saved = await save({ ...signUp, reference: 'TPM-AAAA-AAAA', income: 'base' });
    expect(saved.statusCode).toBe(201);
    const { id, application } = saved.json();
    expect(application.kind).toBe('plan-management-sign-up');
    expect(application.answers).toEqual(signUp);
    expect(application.result.reference).toMatch(/^TPM-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(application.result.reference).not.toBe('TPM-AAAA-AAAA');

    const opened = await app.inject({ url: `/api/applications/${id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().application).toEqual(application);
  });

  it.each([
    [
      { ...signUp, participant: { ...signUp.participant, ndisNumber: '430 123 456' } },
      'participant.ndisNumber: participant.ndisNumber must be 9 digits starting with 43, without spaces',
    ],
    [
      { ...signUp, participant: { ...signUp.participant, ndisNumber: '530123456' } },
      'participant.ndisNumber must be 9 digits starting with 43',
    ],
    [{ ...signUp, consent: { agreed: false, version: '2026-11' } }, 'the plan manager consent is required'],
    [
      { ...signUp, applicant: { role: 'nominee' } },
      'applicant.firstName and applicant.lastName are required',
    ],
    [
      { ...signUp, participant: { ...signUp.participant, dateOfBirth: '2010-05-01' } },
      'applicant.role: A participant under 18 signs up through a parent or guardian',
    ],
    [{ ...signUp, plan: { ...signUp.plan, end: '2026-11-25' } }, 'plan.end: This plan has already ended'],
    [
      { ...signUp, plan: { ...signUp.plan, end: '2031-07-02' } },
      'plan.end: NDIS plans run for at most 5 years',
    ],
    [
      { ...signUp, plan: { ...signUp.plan, end: '2026-06-30' } },
      'plan.end: The end date must be after the start date',
    ],
    [{ ...signUp, plan: { ...signUp.plan, budgets: [] } }, 'plan.budgets needs at least one budget'],
  ])('refuses %j with a 400 that says why', async (answers, message) => {
    const refused = await save(answers);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json().error.message).toContain(message);
  });
});
