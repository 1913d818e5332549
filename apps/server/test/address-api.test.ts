import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';

const predictive = (query: Record<string, string>) =>
  `/api/address/predictive?${new URLSearchParams(query).toString()}`;

describe('GET /api/address/predictive (embedded engine)', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = buildServer();
  });
  afterAll(() => app.close());

  it('answers the Kleber DtResponse shape, best match first', async () => {
    const response = await app.inject(predictive({ AddressLine: '1 george st syd', RequestId: 'abc-1' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const { DtResponse } = response.json();
    expect(DtResponse.RequestId).toBe('abc-1');
    expect(DtResponse.ErrorMessage).toBe('');
    expect(DtResponse.ResultCount).toBe(String(DtResponse.Result.length));
    expect(DtResponse.Result).toHaveLength(5);
    expect(DtResponse.Result[0]).toEqual({
      RecordId: expect.any(String),
      AddressLine: '1 GEORGE ST',
      Locality: 'SYDNEY',
      State: 'NSW',
      Postcode: '2000',
    });
  });

  it('honours ResultLimit and State', async () => {
    const response = await app.inject(
      predictive({ AddressLine: 'st kilda', ResultLimit: '2', State: 'VIC' }),
    );
    const results = response.json().DtResponse.Result as { State: string }[];
    expect(results).toHaveLength(2);
    expect(results.every((result) => result.State === 'VIC')).toBe(true);
  });

  it('answers an empty result list when nothing matches', async () => {
    const response = await app.inject(predictive({ AddressLine: 'zzzzqqqq' }));
    expect(response.json().DtResponse).toMatchObject({ ResultCount: '0', Result: [] });
  });

  it.each([
    ['no AddressLine', '/api/address/predictive', /AddressLine is required/],
    ['an empty AddressLine', predictive({ AddressLine: '   ' }), /AddressLine is required/],
    ['201 characters', predictive({ AddressLine: 'a'.repeat(201) }), /at most 200 characters/],
    ['a control character', predictive({ AddressLine: 'bondi\u0007' }), /control characters/],
    ['a newline', predictive({ AddressLine: 'bondi\nbeach' }), /control characters/],
    ['an unknown State', predictive({ AddressLine: 'bondi', State: 'XYZ' }), /State must be one of/],
    ['ResultLimit 0', predictive({ AddressLine: 'bondi', ResultLimit: '0' }), /1 to 20/],
    ['ResultLimit 99', predictive({ AddressLine: 'bondi', ResultLimit: '99' }), /1 to 20/],
    ['ResultLimit abc', predictive({ AddressLine: 'bondi', ResultLimit: 'abc' }), /a number/],
    ['AddressLine twice', '/api/address/predictive?AddressLine=a&AddressLine=b', /./],
    ['a 3 KB query', predictive({ AddressLine: 'b'.repeat(3_000) }), /too long/],
  ])('refuses %s with a JSON 400', async (_name, url, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_query');
    expect(response.json().error.message).toMatch(message);
  });

  it('takes a 200-character address line', async () => {
    const response = await app.inject(predictive({ AddressLine: `12 smith st ${'x'.repeat(188)}` }));
    expect(response.statusCode).toBe(200);
  });

  it('never sends back markup that was typed', async () => {
    const response = await app.inject(
      predictive({ AddressLine: '<img src=x onerror=alert(1)> 12 smith st bondi' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/[<>]/);
  });
});

describe('GET /api/address/predictive with KLEBER_REQUEST_KEY (against a fake service)', () => {
  let fake: Server;
  let url: string;
  let answer: (query: URLSearchParams) => { status: number; body: unknown } | null;
  let app: FastifyInstance;

  beforeAll(async () => {
    fake = createServer((request, response) => {
      const reply = answer(new URL(request.url ?? '/', 'http://fake').searchParams);
      if (!reply) return; // never answers
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/ProcessQueryStringRequest`;
    app = buildServer({ kleber: { requestKey: 'top-secret-key', url, timeoutMs: 1_000 } });
  });
  afterAll(async () => {
    await app.close();
    fake.closeAllConnections();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  it('passes the service’s verified addresses through, and never shows the key', async () => {
    answer = (query) => ({
      status: 200,
      body: {
        DtResponse: {
          RequestId: query.get('RequestId'),
          ResultCount: '1',
          Result: [
            {
              RecordId: '42',
              AddressLine: `${query.get('AddressLine')!.toUpperCase()}`,
              Locality: 'SYDNEY',
              State: 'NSW',
              Postcode: '2000',
            },
          ],
          ErrorMessage: '',
        },
      },
    });
    const response = await app.inject(predictive({ AddressLine: '1 george st' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().DtResponse.Result[0]).toMatchObject({
      AddressLine: '1 GEORGE ST',
      Locality: 'SYDNEY',
    });
    expect(response.body).not.toContain('top-secret-key');
  });

  it.each([
    [
      'an ErrorMessage',
      () => ({ status: 200, body: { DtResponse: { Result: [], ErrorMessage: 'Bad key' } } }),
    ],
    ['a 503', () => ({ status: 503, body: {} })],
    ['no answer in time', () => null],
  ])('turns %s into a JSON 502', async (_name, reply) => {
    answer = reply;
    const response = await app.inject(predictive({ AddressLine: 'bondi beach' }));
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toEqual({
      code: 'address_service_failed',
      message: 'Address suggestions are unavailable right now',
    });
    expect(response.body).not.toContain('top-secret-key');
  });
});

it('limits the requests of one client', async () => {
  const app = buildServer();
  let status = 200;
  let sent = 0;
  while (status === 200 && sent < 400) {
    status = (await app.inject(predictive({ AddressLine: 'bondi' }))).statusCode;
    sent += 1;
  }
  expect(status).toBe(429);
  expect(sent).toBe(241);
  await app.close();
});
