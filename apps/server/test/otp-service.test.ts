import { createMemoryStore } from '../src/store/memory-store';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, createOtpService } from '../src/otp/otp-service';

function setUp(codes: string[] = []) {
  let time = 0;
  const store = createMemoryStore({ now: () => time });
  const queue = [...codes];
  const service = createOtpService(store, codes.length ? { makeCode: () => queue.shift()! } : {});
  return { store, service, advance: (ms: number) => (time += ms) };
}

const CONTACT = '+61412345678';

describe('the one-time-code service', () => {
  it('makes a random six-digit code and keeps only its hash', async () => {
    const { store, service } = setUp();
    const sent = await Promise.all(Array.from({ length: 50 }, () => service.send(CONTACT)));
    for (const { code, requestId } of sent) {
      expect(code).toMatch(/^\d{6}$/);
      // The record is not a string the store hands out, and a wrong guess does not reveal it.
      expect(await store.get(`otp:code:${requestId}`)).toBeNull();
    }
    expect(new Set(sent.map((s) => s.requestId)).size).toBe(50);
    expect(new Set(sent.map((s) => s.code)).size).toBeGreaterThan(40);
  });

  it('accepts the right code once (single use), vouching once for the contact it was sent to', async () => {
    const { service, store } = setUp(['123456']);
    const { requestId } = await service.send(CONTACT);
    const write = { key: 'saved', value: 'quote', ttlMs: 60_000 };
    expect(await service.verifiedContact(requestId)).toBeNull();
    expect(await service.verify(requestId, '123456')).toBe('matched');
    expect(await service.verify(requestId, '123456')).toBe('expired');
    expect(await service.verifiedContact(requestId)).toBe(CONTACT);
    // Spent only for the contact it vouches for, and only once.
    expect(await service.spendVerification(requestId, '+61400000000', write)).toBe(false);
    expect(await store.get('saved')).toBeNull();
    expect(await service.spendVerification(requestId, CONTACT, write)).toBe(true);
    expect(await store.get('saved')).toBe('quote');
    expect(await service.spendVerification(requestId, CONTACT, write)).toBe(false);
    expect(await service.verifiedContact(requestId)).toBeNull();
  });

  it('counts wrong codes, deletes the code when the attempts run out, and says so to every later try', async () => {
    const { service } = setUp(['123456']);
    const { requestId } = await service.send(CONTACT);
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt += 1) {
      expect(await service.verify(requestId, '000000')).toBe('mismatch');
    }
    expect(await service.verify(requestId, '000000')).toBe('exhausted');
    // The sixth try, right or wrong, is told the tries are used up, not that the code expired.
    expect(await service.verify(requestId, '123456')).toBe('exhausted');
    expect(await service.verify(requestId, '000000')).toBe('exhausted');
  });

  it('lets a code expire after five minutes', async () => {
    const { service, advance } = setUp(['654321']);
    const { requestId } = await service.send(CONTACT);
    advance(OTP_TTL_MS + 1);
    expect(await service.verify(requestId, '654321')).toBe('expired');
  });

  it('never matches a code of another request or a malformed one', async () => {
    const { service } = setUp(['111111', '222222']);
    const first = await service.send(CONTACT);
    await service.send(CONTACT);
    expect(await service.verify(first.requestId, '222222')).toBe('mismatch');
    expect(await service.verify('no-such-request', '111111')).toBe('expired');
    expect(await service.verify(first.requestId, '')).toBe('mismatch');
  });
});
