// One-time codes that really leave: email through a real SMTP server on a loopback port, SMS through an HTTP
// gateway the test runs, each failure answered with the control's 'Failed to send code' path and refunded from the
// limits; the demo inbox only in demo mode.
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import { REFUNDED_FAILURES, SENDS_PER_CONTACT } from '../src/api/otp';
import { smsDelivery } from '../src/otp/delivery/sms';
import { json } from './api-helpers';
import { startSmtpSink } from './smtp-sink';
import type { SmtpSink } from './smtp-sink';

const FAILED_DETAIL = 'Something went wrong while sending the code. Please try again.';
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

describe('codes by email (OTP_DELIVERY=smtp)', () => {
  let sink: SmtpSink;
  let app: FastifyInstance;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(() => {
    sink.refuse(false);
    app = buildServer({
      otpDelivery: {
        mode: 'live',
        smtp: { url: sink.url, from: 'Larkspur Health <codes@larkspur.example>' },
        sms: null,
      },
    });
  });
  afterEach(() => app.close());

  it('emails the code in plain text and HTML, with the brand and the expiry and no link, and the code verifies', async () => {
    const arriving = sink.next();
    const sent = await app.inject({ url: '/api/otp/send', ...json({ contact: 'alice@Example.COM' }) });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ requestId: expect.any(String), expiresInSeconds: 300, channel: 'email' });
    const message = await arriving;
    expect(message.to).toMatchObject({ text: 'alice@example.com' });
    expect(message.from?.value).toEqual([{ name: 'Larkspur Health', address: 'codes@larkspur.example' }]);
    const code = codeIn(message.subject ?? '');
    expect(message.subject).toBe(`${code} is your Larkspur Health code`);
    expect(message.text).toContain(`Your Larkspur Health one-time code is ${code}.`);
    expect(message.text).toContain('It expires in 5 minutes.');
    expect(message.html).toContain(code);
    expect(message.html).toContain('It expires in 5 minutes.');
    expect(`${message.text} ${String(message.html)}`).not.toMatch(/https?:|<a\s/i);

    const verified = await app.inject({
      url: '/api/otp/verify',
      ...json({ requestId: sent.json().requestId, code }),
    });
    expect(verified.json()).toEqual({ valid: true, result: 'matched' });
  });

  it('sends to an address that starts with + by email, not as a mobile number', async () => {
    const arriving = sink.next();
    const sent = await app.inject({ url: '/api/otp/send', ...json({ contact: '+orders@example.com' }) });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().channel).toBe('email');
    expect((await arriving).to).toMatchObject({ text: '+orders@example.com' });
  });

  it('refuses a mobile number it cannot text, saying how codes can be sent', async () => {
    const sent = await app.inject({ url: '/api/otp/send', ...json({ contact: '0412 345 678' }) });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error).toEqual({
      code: 'channel_unavailable',
      message: 'Codes can only be sent by email here',
    });
  });

  it('has no demo inbox, and says it is live', async () => {
    const inbox = await app.inject({ url: '/api/otp/inbox?contact=alice%40example.com' });
    expect(inbox.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/otp/delivery' })).json()).toEqual({
      mode: 'live',
      channels: ['email'],
    });
  });

  it('answers a refused message with the failure path, and the first failures count against no limit', async () => {
    const send = () => app.inject({ url: '/api/otp/send', ...json({ contact: 'bob@example.com' }) });
    sink.refuse(true);
    for (let attempt = 0; attempt < REFUNDED_FAILURES; attempt += 1) {
      const failed = await send();
      expect(failed.statusCode, `attempt ${attempt + 1}`).toBe(502);
      expect(failed.json().error).toEqual({ code: 'delivery_failed', message: FAILED_DETAIL });
    }
    sink.refuse(false);
    // The contact's sends in its window are all still there.
    for (let sent = 0; sent < SENDS_PER_CONTACT; sent += 1) {
      const arriving = sink.next();
      expect((await send()).statusCode, `send ${sent + 1}`).toBe(200);
      expect((await arriving).subject).toMatch(/^\d{6} is your Larkspur Health code$/);
    }
    expect((await send()).statusCode).toBe(429);
  });

  it('logs why a message was refused without the address the relay repeats, or the code', async () => {
    await app.close();
    const lines: string[] = [];
    app = buildServer({
      logger: { stream: { write: (line: string) => void lines.push(line) } },
      otpDelivery: { mode: 'live', smtp: { url: sink.url, from: 'codes@larkspur.example' }, sms: null },
    });
    sink.refuse(true);
    expect(
      (await app.inject({ url: '/api/otp/send', ...json({ contact: 'dave@example.com' }) })).statusCode,
    ).toBe(502);
    const warning = lines
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'a one-time code could not be delivered');
    expect(warning).toMatchObject({ channel: 'email', reason: expect.stringMatching(/^SMTP: .*550/) });
    expect(lines.join('\n')).not.toContain('dave@example.com');
  });

  it('counts failures past the first few, so sends that always fail cannot go on without limit', async () => {
    sink.refuse(true);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push(
        (await app.inject({ url: '/api/otp/send', ...json({ contact: 'carol@example.com' }) })).statusCode,
      );
    }
    const failures = REFUNDED_FAILURES + SENDS_PER_CONTACT;
    expect(statuses).toEqual([
      ...Array<number>(failures).fill(502),
      ...Array<number>(10 - failures).fill(429),
    ]);
  });
});

interface GatewayRequest {
  authorization: string | undefined;
  body: { to: string; text: string; from?: string };
}

/** A stand-in SMS gateway: records each request and answers with `status` (or never, when `status` is null). */
async function startGateway() {
  const requests: GatewayRequest[] = [];
  let status: number | null = 202;
  const hanging: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      if (status === null) hanging.push(request);
      else response.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"m-1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
    requests,
    answer: (value: number | null) => {
      status = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('codes by text message (OTP_DELIVERY=sms)', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let app: FastifyInstance;
  const settings = () => ({ url: gateway.url, key: 'gateway-secret', from: 'Larkspur' });
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.answer(202);
    gateway.requests.length = 0;
    app = buildServer({
      publicOrigin: 'https://www.larkspur.example',
      otpDelivery: { mode: 'live', smtp: null, sms: settings() },
    });
  });
  afterEach(() => app.close());

  it('posts the code to the gateway with the key, code first, with the origin-bound line, and it verifies', async () => {
    const sent = await app.inject({ url: '/api/otp/send', ...json({ contact: '0412 345 678' }) });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().channel).toBe('sms');
    expect(gateway.requests).toHaveLength(1);
    const [{ authorization, body }] = gateway.requests as [GatewayRequest];
    expect(authorization).toBe('Bearer gateway-secret');
    expect(body.to).toBe('+61412345678');
    expect(body.from).toBe('Larkspur');
    const code = codeIn(body.text);
    expect(body.text.startsWith(code)).toBe(true);
    expect(body.text.split('\n').at(-1)).toBe(`@www.larkspur.example #${code}`);
    expect(body.text.length).toBeLessThanOrEqual(160);
    expect(JSON.stringify(sent.json())).not.toContain('gateway-secret');

    const verified = await app.inject({
      url: '/api/otp/verify',
      ...json({ requestId: sent.json().requestId, code }),
    });
    expect(verified.json().result).toBe('matched');
  });

  it('refuses an email address it cannot reach', async () => {
    const sent = await app.inject({ url: '/api/otp/send', ...json({ contact: 'alice@example.com' }) });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error.message).toBe('Codes can only be sent by text message to a mobile number here');
  });

  it('answers a gateway 5xx with the failure path', async () => {
    gateway.answer(503);
    for (let attempt = 0; attempt < REFUNDED_FAILURES; attempt += 1) {
      const failed = await app.inject({ url: '/api/otp/send', ...json({ contact: '0412 345 678' }) });
      expect(failed.statusCode, `attempt ${attempt + 1}`).toBe(502);
      expect(failed.json().error.message).toBe(FAILED_DETAIL);
    }
    gateway.answer(202);
    expect(
      (await app.inject({ url: '/api/otp/send', ...json({ contact: '0412 345 678' }) })).statusCode,
    ).toBe(200);
  });

  it('gives up on a gateway that does not answer in time, with the failure path', async () => {
    await app.close();
    app = buildServer({
      delivery: smsDelivery(settings(), { brandName: 'Larkspur Health', host: null }, 300),
    });
    gateway.answer(null);
    const failed = await app.inject({ url: '/api/otp/send', ...json({ contact: '0412 345 678' }) });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('delivery_failed');
  });
});

describe('codes in demo mode (the default)', () => {
  it('says it is the demo, reaches both kinds of contact, and keeps an inbox', async () => {
    const app = buildServer();
    try {
      expect((await app.inject({ url: '/api/otp/delivery' })).json()).toEqual({
        mode: 'demo',
        channels: ['sms', 'email'],
      });
      for (const contact of ['0412 345 678', 'alice@example.com']) {
        expect((await app.inject({ url: '/api/otp/send', ...json({ contact }) })).statusCode).toBe(200);
        const inbox = await app.inject({ url: `/api/otp/inbox?contact=${encodeURIComponent(contact)}` });
        expect(inbox.json().messages).toHaveLength(1);
      }
    } finally {
      await app.close();
    }
  });
});
