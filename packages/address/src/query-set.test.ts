import { makeQuerySet } from '../bench/query-set';
import { embeddedEngine } from './localities';
import { parseLocalities } from './embedded-engine';
import { readFileSync } from 'node:fs';
import { LOCALITIES_PATH } from './localities';

describe('the benchmark query set', () => {
  const localities = parseLocalities(readFileSync(LOCALITIES_PATH, 'utf8'));
  const queries = makeQuerySet(localities);

  it('has at least 2,000 queries of every kind, each with a real locality meant', () => {
    expect(queries.length).toBeGreaterThanOrEqual(2_000);
    const kinds = new Set(queries.map((query) => query.kind));
    expect([...kinds].sort()).toEqual(
      ['abbreviation', 'name', 'no-spaces', 'partial', 'postcode', 'state', 'street', 'typo', 'unit'].sort(),
    );
    const real = new Set(
      localities.map((locality) => `${locality.name}|${locality.state}|${locality.postcode}`),
    );
    for (const query of queries)
      expect(real.has(`${query.locality}|${query.state}|${query.postcode}`)).toBe(true);
  });

  it('is the same on every run (seeded)', () => {
    expect(makeQuerySet(localities).map((query) => query.text)).toEqual(queries.map((query) => query.text));
  });

  it('is mostly answered: the meant locality is in the top 5 for at least 95% of queries', async () => {
    const engine = embeddedEngine();
    let hits = 0;
    for (const query of queries) {
      const results = await engine.search({ addressLine: query.text, resultLimit: 5 });
      if (results.some((result) => result.Locality === query.locality && result.State === query.state))
        hits += 1;
    }
    expect(hits / queries.length).toBeGreaterThanOrEqual(0.95);
  });
});
