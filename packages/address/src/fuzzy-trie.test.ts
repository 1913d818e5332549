import { createFuzzyTrie } from './fuzzy-trie';

const trie = createFuzzyTrie(
  ['PARRAMATTA', 'PARAMATTA', 'MELBOURNE', 'MELTON', 'SYDNEY', 'DARWIN', 'MTDRUITT'].map(
    (key) => [key, key] as const,
  ),
);
const found = (query: string, typos: number) => {
  const distances = new Map<string, number>();
  trie.search(query, typos, (value, distance) =>
    distances.set(value, Math.min(distance, distances.get(value) ?? Infinity)),
  );
  return Object.fromEntries([...distances].sort());
};

describe('the fuzzy trie', () => {
  it('finds whole keys within the allowed edits, with their distance', () => {
    expect(found('MELBORNE', 1)).toEqual({ MELBOURNE: 1 });
    expect(found('PARRAMATA', 1)).toEqual({ PARRAMATTA: 1 });
    expect(found('PARRAMATA', 2)).toEqual({ PARAMATTA: 2, PARRAMATTA: 1 });
    expect(found('SYDENY', 1)).toEqual({});
    expect(found('SYDENY', 2)).toEqual({ SYDNEY: 2 });
  });

  it('finds keys whose start is within the allowed edits (a half-typed name with a typo)', () => {
    expect(found('MELBOR', 1)).toEqual({ MELBOURNE: 1 });
    expect(found('MTDRIU', 1)).toEqual({ MTDRUITT: 1 });
    expect(found('MTDXYZ', 1)).toEqual({});
  });

  it('needs the first letter to match', () => {
    expect(found('ARWIN', 1)).toEqual({});
    expect(found('XARWIN', 1)).toEqual({});
  });

  it('finds nothing for an empty query or with no typos allowed beyond exact prefixes', () => {
    expect(found('', 2)).toEqual({});
    expect(found('MEL', 0)).toEqual({ MELBOURNE: 0, MELTON: 0 });
  });
});
