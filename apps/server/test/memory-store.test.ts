import { MEMORY_STORE_MAX_ENTRIES, createMemoryStore } from '../src/store/memory-store';
import { storeContract } from './store-contract';

storeContract('memory', async () => {
  let time = 1_000_000;
  return {
    store: createMemoryStore({ now: () => time }),
    advance: async (ms) => {
      time += ms;
    },
  };
});

describe('the memory store’s cap', () => {
  it('holds at most its maximum, dropping the least recently used entries first', async () => {
    const store = createMemoryStore({ maxEntries: 100 });
    await store.set('kept', 'yes', 60_000);
    for (let n = 0; n < 1_000; n += 1) {
      await store.increment(`client-${n}`, 60_000);
      // Reading an entry keeps it recent.
      if (n % 50 === 0) expect(await store.get('kept')).toBe('yes');
    }
    expect(store.size()).toBe(100);
    expect(await store.get('kept')).toBe('yes');
    expect((await store.increment('client-0', 60_000)).count).toBe(1);
    expect((await store.increment('client-999', 60_000)).count).toBe(2);
  });

  it('drops expired entries before a live one, however long ago the live one was used', async () => {
    let time = 1_000;
    const store = createMemoryStore({ maxEntries: 100, now: () => time });
    await store.set('quote', 'kept for 30 days', 30 * 86_400_000);
    for (let n = 0; n < 99; n += 1) await store.increment(`client-${n}`, 60_000);
    time += 120_000;
    for (let n = 0; n < 99; n += 1) await store.increment(`later-${n}`, 60_000);
    expect(await store.get('quote')).toBe('kept for 30 days');
    expect(store.size()).toBeLessThanOrEqual(100);
  });

  it('defaults to MEMORY_STORE_MAX_ENTRIES', async () => {
    const store = createMemoryStore();
    for (let n = 0; n < MEMORY_STORE_MAX_ENTRIES + 10; n += 1) await store.set(`k${n}`, 'v', 60_000);
    expect(store.size()).toBe(MEMORY_STORE_MAX_ENTRIES);
  });
});
