// A realistic query set for the embedded engine, generated from the real localities with a fixed seed, so every
// run measures the same thing: each query is written as a visitor might type it, with the locality meant.
// Kinds: the name; the start of it; a typo; Mt/St for Mount/Saint (and back); a street in front; a postcode or a
// state after; the words run together; a unit and number in front.
import type { Locality } from '../src/embedded-engine';

export type QueryKind =
  'name' | 'partial' | 'typo' | 'abbreviation' | 'street' | 'postcode' | 'state' | 'no-spaces' | 'unit';

export interface BenchQuery {
  kind: QueryKind;
  text: string;
  /** The locality meant. */
  locality: string;
  state: string;
  postcode: string;
  /** Whether the postcode was typed, so a right answer must have it too. */
  postcodeTyped: boolean;
}

/** mulberry32: a small seeded generator, so the set is the same on every machine. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STREETS = ['SMITH', 'GEORGE', 'HIGH', 'CHURCH', 'VICTORIA', 'MAIN', 'PARK', 'STATION', 'KING', 'QUEEN'];
const TYPES = ['st', 'street', 'rd', 'road', 'ave', 'pde', 'hwy', 'cres', 'dr', 'pl'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export function makeQuerySet(localities: readonly Locality[], perKind = 250, seed = 20261123): BenchQuery[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const lower = (text: string) => text.toLowerCase();
  const queries: BenchQuery[] = [];
  const add = (kind: QueryKind, text: string, meant: Locality, postcodeTyped = false) =>
    queries.push({
      kind,
      text,
      locality: meant.name,
      state: meant.state,
      postcode: meant.postcode,
      postcodeTyped,
    });

  const long = localities.filter((locality) => locality.name.replace(/ /g, '').length >= 6);
  const multiWord = localities.filter((locality) => locality.name.includes(' '));
  const mountOrSaint = localities.filter((locality) => /^(MOUNT|SAINT|MT|ST) /.test(locality.name));

  for (let i = 0; i < perKind; i += 1) {
    const any = pick(localities);
    add('name', lower(any.name), any);

    const partial = pick(long);
    const cut = Math.max(5, Math.ceil(partial.name.length * (0.6 + random() * 0.3)));
    add('partial', lower(partial.name.slice(0, cut)).trimEnd(), partial);

    const typo = pick(long);
    const letters = lower(typo.name).split('');
    const at = 1 + Math.floor(random() * (letters.length - 2));
    const change = Math.floor(random() * 4);
    if (change === 0) letters[at] = pick(LETTERS.split(''));
    else if (change === 1) letters.splice(at, 1);
    else if (change === 2) letters.splice(at, 0, pick(LETTERS.split('')));
    else [letters[at], letters[at + 1]] = [letters[at + 1] ?? '', letters[at]!];
    add('typo', letters.join(''), typo);

    const titled = pick(mountOrSaint);
    const swapped = titled.name
      .replace(/^MOUNT /, 'MT ')
      .replace(/^SAINT /, 'ST ')
      .replace(/^MT (?=\S)/, 'MOUNT ')
      .replace(/^ST (?=\S)/, 'SAINT ');
    add('abbreviation', lower(swapped === titled.name ? titled.name : swapped), titled);

    const street = pick(localities);
    add(
      'street',
      `${1 + Math.floor(random() * 200)} ${lower(pick(STREETS))} ${pick(TYPES)} ${lower(street.name)}`,
      street,
    );

    const coded = pick(localities);
    add('postcode', `${lower(coded.name)} ${coded.postcode}`, coded, true);

    const stated = pick(localities);
    add('state', `${lower(stated.name)} ${lower(stated.state)}`, stated);

    const joined = pick(multiWord);
    add('no-spaces', lower(joined.name.replace(/ /g, '')), joined);

    const unit = pick(localities);
    add(
      'unit',
      `u ${1 + Math.floor(random() * 20)}/${1 + Math.floor(random() * 200)} ${lower(pick(STREETS))} ${pick(TYPES)} ${lower(unit.name)}`,
      unit,
    );
  }
  return queries;
}
