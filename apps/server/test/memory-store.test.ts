import { createMemoryStore } from '../src/store/memory-store';
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
