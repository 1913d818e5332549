// The pages' one fetch helper: a reply is checked against its route's schema, loaded when the call is made.
import * as z from 'zod/mini';
import { ApiError, fetchJson } from './fetch-json';

const replySchema = z.object({ requestId: z.string(), expiresInSeconds: z.number() });
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('fetchJson', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts JSON and answers the reply its schema accepts, the schema given or loaded', async () => {
    const fetchMock = answer(200, { requestId: 'r-1', expiresInSeconds: 300 });
    vi.stubGlobal('fetch', fetchMock);
    const reply = await fetchJson('/api/otp/send', async () => replySchema, {
      method: 'POST',
      body: { contact: 'a@example.com' },
    });
    expect(reply).toEqual({ requestId: 'r-1', expiresInSeconds: 300 });
    expect(fetchMock).toHaveBeenCalledWith('/api/otp/send', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"contact":"a@example.com"}',
      signal: undefined,
    });
    vi.stubGlobal('fetch', answer(200, { requestId: 'r-2', expiresInSeconds: 60 }));
    expect(await fetchJson('/api/otp/send', replySchema)).toEqual({ requestId: 'r-2', expiresInSeconds: 60 });
  });

  it('refuses a reply of another shape rather than hand it on', async () => {
    vi.stubGlobal('fetch', answer(200, { requestId: 42 }));
    const failure = fetchJson('/api/otp/send', replySchema);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 0,
      message: '/api/otp/send sent a reply of another shape',
      visitorMessage: undefined,
    });
  });

  it('throws the API’s words for visitors with the status when it refuses', async () => {
    vi.stubGlobal(
      'fetch',
      answer(429, {
        error: { code: 'rate_limited', message: 'Too many codes sent to this contact, try again later' },
      }),
    );
    await expect(fetchJson('/api/otp/send', replySchema)).rejects.toMatchObject({
      status: 429,
      visitorMessage: 'Too many codes sent to this contact, try again later',
    });
  });

  it('says only the status when the refusal is not the API’s (a proxy’s error page)', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    await expect(fetchJson('/api/otp/send', replySchema)).rejects.toMatchObject({
      status: 502,
      message: '/api/otp/send answered 502',
      visitorMessage: undefined,
    });
  });
});
