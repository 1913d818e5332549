// The foundation's funding application (kind 'foundation-application') through POST /api/applications and GET
// /api/applications/:id: saved after a verified one-time code with a reference the server gives it, only while
// the round is open, and each answer an application cannot be made of refused with a 400 that says what is wrong.
// The clock is fixed (Date only), since the round is open or not on the day.
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import { json, verifiedRequestId } from './api-helpers';

const application = {
  roundId: '2027-community-health',
  eligibility: {
    'not-for-profit': true,
    'in-australia': true,
    'health-and-wellbeing': true,
    'amount-in-range': true,
  },
  organisation: {
    name: 'Riverbend Youth Services',
    abn: '51824753556',
    contactFirstName: 'Priya',
    contactLastName: 'Shah',
  },
  project: {
    title: 'Peer support in regional schools',
    description: 'Year 10 students trained as peer supporters run weekly drop-in sessions.',
    amount: 45000,
    startDate: '2027-07-01',
    focusArea: 'youth-mental-health',
  },
};

describe('the foundation-application kind of application', () => {
  let app: FastifyInstance;
  /** Sydney's day is the one after UTC's from 13:00 or 14:00: 01:00 UTC is the same day in Sydney. */
  const on = (day: string) => vi.setSystemTime(new Date(`${day}T01:00:00Z`));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    on('2026-11-26');
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
        kind: 'foundation-application',
        answers,
        verification: { requestId: await verifiedRequestId(app) },
      }),
    });

  it('saves a verified application with a reference from the server, and opens it by its id', async () => {
    const saved = await save(application);
    expect(saved.statusCode).toBe(201);
    const { id, application: stored } = saved.json();
    expect(stored.kind).toBe('foundation-application');
    expect(stored.answers).toEqual(application);
    expect(stored.result.reference).toMatch(/^LFA-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const opened = await app.inject({ url: `/api/applications/${id}` });
    expect(opened.json().application).toEqual(stored);
  });

  it('takes applications on the round’s last day, not the day after', async () => {
    on('2027-02-26');
    expect((await save(application)).statusCode).toBe(201);
    on('2027-02-27');
    const refused = await save(application);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'The 2027 community health round closed on 26 February 2027. Contact us to hear when the next round opens.',
    );
  });

  it.each([
    [
      { ...application, eligibility: { ...application.eligibility, 'not-for-profit': false } },
      'eligibility.not-for-profit must be true: only eligible organisations apply',
    ],
    [
      { ...application, organisation: { ...application.organisation, abn: '51824753557' } },
      'organisation.abn: That is not a valid ABN',
    ],
    [
      { ...application, organisation: { ...application.organisation, abn: '51 824 753 556' } },
      'organisation.abn must be 11 digits, without spaces',
    ],
    [
      { ...application, project: { ...application.project, amount: 19999 } },
      'project.amount: Ask for an amount from $20,000 to $150,000',
    ],
    [
      { ...application, project: { ...application.project, amount: 150001 } },
      'project.amount: Ask for an amount from $20,000 to $150,000',
    ],
    [
      { ...application, project: { ...application.project, startDate: '2027-06-30' } },
      'project.startDate: Projects in this round start between 1 July 2027 and 31 December 2027',
    ],
    [
      { ...application, project: { ...application.project, description: 'a'.repeat(1501) } },
      'project.description: Shorten this to 1,500 characters or fewer',
    ],
    [
      { ...application, project: { ...application.project, focusArea: 'sport' } },
      'project.focusArea must be one of',
    ],
  ])('refuses %j with a 400 that says why', async (answers, message) => {
    const refused = await save(answers);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json().error.message).toContain(message);
  });
});
