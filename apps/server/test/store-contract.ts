// The store contract as tests, run against every store (memory, and Redis on a throwaway redis-server), so all
// stores behave the same. `advance` moves the store's clock forward, or waits when the store keeps real time.
import type { Store } from '../src/store/store';

export interface StoreUnderTest {
  store: Store;
  advance: (ms: number) => Promise<void>;
}

export function storeContract(name: string, make: () => Promise<StoreUnderTest>) {
  describe(`${name} store`, () => {
    let subject: StoreUnderTest;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => {
      await subject.store.close();
    });

    it('keeps a value until it expires, and deletes one', async () => {
      const { store, advance } = subject;
      await store.set('a', 'one', 200);
      await store.set('b', 'two', 5_000);
      expect(await store.get('a')).toBe('one');
      await advance(250);
      expect(await store.get('a')).toBeNull();
      expect(await store.get('b')).toBe('two');
      await store.delete('b');
      expect(await store.get('b')).toBeNull();
      expect(await store.get('never-set')).toBeNull();
    });

    it('counts atomically, from 1, and the count expires from its first use', async () => {
      const { store, advance } = subject;
      const counters = await Promise.all(Array.from({ length: 20 }, () => store.increment('n', 300)));
      const counts = counters.map(({ count }) => count).sort((x, y) => x - y);
      expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      for (const { resetInMs } of counters) expect(resetInMs).toBeGreaterThan(0);
      for (const { resetInMs } of counters) expect(resetInMs).toBeLessThanOrEqual(300);
      await advance(150);
      const later = await store.increment('n', 300);
      expect(later.count).toBe(21);
      // Counting again does not extend the window: it still ends 300 ms after the first count.
      expect(later.resetInMs).toBeLessThanOrEqual(150);
      await advance(200);
      expect((await store.increment('n', 300)).count).toBe(1);
    });

    it('takes back a count within the same window, never below nothing, and leaves a missing counter missing', async () => {
      const { store, advance } = subject;
      await store.increment('n', 300);
      await store.increment('n', 300);
      await advance(100);
      await Promise.all([store.refund('n'), store.refund('n'), store.refund('n')]);
      const after = await store.increment('n', 300);
      expect(after.count).toBe(1);
      // The window is still the one the first count opened.
      expect(after.resetInMs).toBeLessThanOrEqual(200);
      await store.refund('never-counted');
      expect(await store.get('never-counted')).toBeNull();
    });

    it('keeps the newest entries of a list, newest first, until it expires', async () => {
      const { store, advance } = subject;
      for (const message of ['m1', 'm2', 'm3', 'm4']) await store.pushRecent('inbox', message, 3, 300);
      expect(await store.list('inbox')).toEqual(['m4', 'm3', 'm2']);
      expect(await store.list('empty')).toEqual([]);
      await advance(350);
      expect(await store.list('inbox')).toEqual([]);
    });

    it('gives a value to exactly one of many concurrent takers, then nothing', async () => {
      const { store } = subject;
      await store.set('verified', 'alice@example.com', 5_000);
      const taken = await Promise.all(Array.from({ length: 20 }, () => store.take('verified')));
      expect(taken.filter((value) => value !== null)).toEqual(['alice@example.com']);
      expect(await store.take('verified')).toBeNull();
      expect(await store.get('verified')).toBeNull();
    });

    it('spends a value for a write once, for the value it holds, however many redeem at once', async () => {
      const { store } = subject;
      await store.set('verified', 'alice', 5_000);
      const write = (n: number) => ({ key: `quote-${n}`, value: `quote ${n}`, ttlMs: 5_000 });
      expect(await store.redeem('verified', 'mallory', write(99))).toBe(false);
      expect(await store.get('quote-99')).toBeNull();
      const spent = await Promise.all(
        Array.from({ length: 20 }, (_, n) => store.redeem('verified', 'alice', write(n))),
      );
      expect(spent.filter(Boolean)).toHaveLength(1);
      const winner = spent.indexOf(true);
      expect(await store.get(`quote-${winner}`)).toBe(`quote ${winner}`);
      expect(await store.get(`quote-${(winner + 1) % 20}`)).toBeNull();
      expect(await store.get('verified')).toBeNull();
    });

    const rules = { maxGuesses: 5, onMatch: { key: 'secret-matched', ttlMs: 5_000 } };

    it('matches a secret for exactly one of many concurrent right guesses, and keeps its payload', async () => {
      const { store } = subject;
      await store.putSecret('secret', { secret: 'right', payload: '+61412345678' }, 5_000);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => store.guessSecret('secret', 'right', rules)),
      );
      expect(results.filter((result) => result === 'matched')).toHaveLength(1);
      expect(results.filter((result) => result !== 'matched').every((result) => result === 'missing')).toBe(
        true,
      );
      expect(await store.take('secret-matched')).toBe('+61412345678');
    });

    it('compares no more guesses than allowed, however many arrive at once', async () => {
      const { store } = subject;
      await store.putSecret('secret', { secret: 'right', payload: 'p' }, 5_000);
      const wrong = await Promise.all(
        Array.from({ length: 60 }, () => store.guessSecret('secret', 'wrong', rules)),
      );
      const count = (result: string) => wrong.filter((each) => each === result).length;
      expect({
        mismatch: count('mismatch'),
        exhausted: count('exhausted'),
        missing: count('missing'),
      }).toEqual({
        mismatch: 4,
        exhausted: 56,
        missing: 0,
      });
      // Used up for good: the right secret, after, is told so too, and matches nothing.
      expect(await store.guessSecret('secret', 'right', rules)).toBe('exhausted');
      expect(await store.get('secret-matched')).toBeNull();
    });

    it('lets a secret expire, and a later put start its guesses again', async () => {
      const { store, advance } = subject;
      await store.putSecret('secret', { secret: 'right', payload: 'p' }, 200);
      expect(await store.guessSecret('secret', 'wrong', rules)).toBe('mismatch');
      await advance(250);
      expect(await store.guessSecret('secret', 'right', rules)).toBe('missing');
      await store.putSecret('secret', { secret: 'right', payload: 'p' }, 5_000);
      for (let guess = 1; guess < rules.maxGuesses; guess += 1)
        expect(await store.guessSecret('secret', 'wrong', rules)).toBe('mismatch');
      expect(await store.guessSecret('secret', 'right', rules)).toBe('matched');
    });

    it('answers a ping', async () => {
      expect(await subject.store.ping()).toBe(true);
    });
  });
}
