// The embedded address engine: a small purpose-built index over the real Australian localities (data/
// localities.tsv). It completes the street part a visitor typed with matching localities; it does not know
// streets, so it never verifies a street line (the Kleber adapter does).
//
// Ranking, best first: the locality exactly; a locality starting with what was typed; localities of a typed
// postcode; a later word of the locality ("kilda" for St Kilda); then tolerant matches (one or two typos). "Mt"
// and "Mount", "St" and "Saint" are the same word, and spaces do not matter ("bondibeach"). Within a rank, the
// bigger place comes first ("7 collins st melb" means Melbourne, not Melba ACT), then a locality whose length is
// closest to what was typed, then by name and postcode. The data has no streets and no populations, so a place's
// size is read from its namesakes: how many localities of its state carry its name in theirs (East, North, Port,
// South and West Melbourne and one more: 6 for Melbourne; none for Melba).
import { createFuzzyTrie } from './fuzzy-trie';
import { parseAddress, streetLine } from './parse';
import type { ParsedAddress } from './parse';
import type { AddressProvider, AddressQuery, AddressResult, AuState } from './types';
import { AU_STATES } from './types';

export interface Locality {
  name: string;
  state: AuState;
  postcode: string;
  /** The name as matched: Mount as MT, Saint as ST, without spaces. */
  key: string;
  /** How many localities of the same state carry this name as whole words of theirs: a sign of a bigger place. */
  namesakes: number;
}

const SAME_WORDS: Record<string, string> = { MOUNT: 'MT', SAINT: 'ST' };

/** A locality name (or typed text) as the index compares it. */
export function localityKey(text: string): string {
  return text
    .split(' ')
    .map((word) => SAME_WORDS[word] ?? word)
    .join('');
}

/**
 * For each name and state, how many other localities of that state hold it as a run of whole words: "MELBOURNE"
 * is in EAST MELBOURNE and PORT MELBOURNE. A name counts once however many postcodes it has.
 */
function countNamesakes(localities: readonly { name: string; state: string }[]): Map<string, number> {
  const names = new Set(localities.map(({ name, state }) => `${name}|${state}`));
  const counts = new Map<string, number>();
  for (const entry of names) {
    const [name, state] = entry.split('|') as [string, string];
    const words = name.split(' ');
    const runs = new Set<string>();
    for (let from = 0; from < words.length; from += 1) {
      for (let to = from + 1; to <= words.length; to += 1) {
        if (to - from < words.length) runs.add(`${words.slice(from, to).join(' ')}|${state}`);
      }
    }
    for (const run of runs) if (names.has(run)) counts.set(run, (counts.get(run) ?? 0) + 1);
  }
  return counts;
}

/** Parses data/localities.tsv (comment lines start with '#'). */
export function parseLocalities(tsv: string): Locality[] {
  const states = new Set<string>(AU_STATES);
  const rows: { name: string; state: AuState; postcode: string }[] = [];
  for (const line of tsv.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    // The first three columns; the coordinates after them are localityCoordinates' (localities.ts).
    const [name, state, postcode] = line.split('\t', 3);
    if (!name || !state || !states.has(state) || !postcode) continue;
    rows.push({ name, state: state as AuState, postcode });
  }
  const namesakes = countNamesakes(rows);
  return rows.map(({ name, state, postcode }) => ({
    name,
    state,
    postcode,
    key: localityKey(name),
    namesakes: namesakes.get(`${name}|${state}`) ?? 0,
  }));
}

/** Match ranks, best first. */
const RANK = { exact: 0, prefix: 1, postcode: 2, word: 3, tolerant: 4 } as const;

interface Candidate {
  locality: Locality;
  rank: number;
}

interface KeyEntry {
  key: string;
  locality: Locality;
}

/** The index of the first entry whose key is >= `prefix`. */
function lowerBound(entries: readonly KeyEntry[], prefix: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle]!.key < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Plain code-unit order: the names are upper-case ASCII, and this is many times faster than localeCompare. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Typos allowed for a typed key of this length: none below 4 letters, one up to 7, two from 8. */
const typosAllowed = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

export interface EmbeddedEngine extends AddressProvider {
  /** The ranked localities for the locality part of a parsed query (exposed for tests and the benchmark). */
  rank(parsed: ParsedAddress, limit: number, state?: AuState): Locality[];
  readonly size: number;
}

export function createEmbeddedEngine(localities: readonly Locality[]): EmbeddedEngine {
  const byKey: KeyEntry[] = localities
    .map((locality) => ({ key: locality.key, locality }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // Every later word of a multi-word locality, as the start of a key: "KILDA" and "KILDAEAST" for St Kilda East.
  const byLaterWord: KeyEntry[] = localities
    .flatMap((locality) => {
      const words = locality.name.split(' ');
      return words.slice(1).map((_, i) => ({ key: localityKey(words.slice(i + 1).join(' ')), locality }));
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const byPostcode = new Map<string, Locality[]>();
  const tolerant = createFuzzyTrie(localities.map((locality) => [locality.key, locality] as const));
  const addTo = (map: Map<string, Locality[]>, key: string, locality: Locality) => {
    const list = map.get(key);
    if (list) list.push(locality);
    else map.set(key, [locality]);
  };
  for (const locality of localities) {
    addTo(byPostcode, locality.postcode, locality);
  }

  function withPrefix(entries: readonly KeyEntry[], prefix: string, found: (entry: KeyEntry) => void) {
    for (let i = lowerBound(entries, prefix); i < entries.length; i += 1) {
      const entry = entries[i]!;
      if (!entry.key.startsWith(prefix)) break;
      found(entry);
    }
  }

  function rank(parsed: ParsedAddress, limit: number, state?: AuState): Locality[] {
    const wantedState = state ?? parsed.state;
    const key = localityKey(parsed.locality);
    const best = new Map<Locality, Candidate>();
    const offer = (locality: Locality, rankOf: number) => {
      if (wantedState && locality.state !== wantedState) return;
      if (parsed.postcode && key && locality.postcode !== parsed.postcode) return;
      const known = best.get(locality);
      if (!known || rankOf < known.rank) best.set(locality, { locality, rank: rankOf });
    };

    if (key) {
      withPrefix(byKey, key, ({ key: found, locality }) =>
        offer(locality, found === key ? RANK.exact : RANK.prefix),
      );
      withPrefix(byLaterWord, key, ({ locality }) => offer(locality, RANK.word));
    } else if (parsed.postcode) {
      for (const locality of byPostcode.get(parsed.postcode) ?? []) offer(locality, RANK.postcode);
    }
    const typos = typosAllowed(key.length);
    if (best.size < limit && typos > 0) {
      tolerant.search(key, typos, (locality, distance) => offer(locality, RANK.tolerant + distance));
    }
    // A typed postcode that matched nothing with the typed locality: offer the postcode's localities instead.
    if (best.size === 0 && key && parsed.postcode) {
      for (const locality of byPostcode.get(parsed.postcode) ?? []) {
        if (!wantedState || locality.state === wantedState) {
          best.set(locality, { locality, rank: RANK.tolerant + typos + 1 });
        }
      }
    }

    return [...best.values()]
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          b.locality.namesakes - a.locality.namesakes ||
          Math.abs(a.locality.key.length - key.length) - Math.abs(b.locality.key.length - key.length) ||
          compareText(a.locality.name, b.locality.name) ||
          compareText(a.locality.postcode, b.locality.postcode) ||
          compareText(a.locality.state, b.locality.state),
      )
      .slice(0, limit)
      .map(({ locality }) => locality);
  }

  return {
    name: 'embedded',
    size: localities.length,
    rank,
    async search({ addressLine, resultLimit, state }: AddressQuery): Promise<AddressResult[]> {
      const parsed = parseAddress(addressLine);
      const line = streetLine(parsed);
      return rank(parsed, resultLimit, state).map((locality) => ({
        RecordId: `${locality.state}-${locality.postcode}-${locality.key}`,
        AddressLine: line,
        Locality: locality.name,
        State: locality.state,
        Postcode: locality.postcode,
      }));
    },
  };
}
