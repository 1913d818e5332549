// Sample rows for the table demos: made-up people, generated from a fixed seed so every build (and the
// browser, when it hydrates) makes the very same rows and the page is prerendered identically each time.

export type RelationshipStatus = 'single' | 'complicated' | 'relationship';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  age: number;
  visits: number;
  /** Percent, 0-100. */
  progress: number;
  /** yyyy-mm-dd */
  createdAt: string;
  status: RelationshipStatus;
  subRows?: Person[];
}

export const statusLabels: Record<RelationshipStatus, string> = {
  single: 'Single',
  complicated: 'It’s complicated',
  relationship: 'In a relationship',
};

const firstNames = [
  'Aisha',
  'Ben',
  'Chloe',
  'Dev',
  'Eleni',
  'Finn',
  'Grace',
  'Hamish',
  'Ines',
  'Jack',
  'Kiri',
  'Liam',
  'Mei',
  'Noah',
  'Olivia',
  'Priya',
  'Quinn',
  'Ruby',
  'Sam',
  'Tane',
  'Uma',
  'Vikram',
  'Willow',
  'Yusuf',
  'Zara',
];
const lastNames = [
  'Anderson',
  'Brown',
  'Chen',
  'Dimitriou',
  'Evans',
  'Fraser',
  'Gupta',
  'Harris',
  'Ito',
  'Jones',
  'Kaur',
  'Lee',
  'Martin',
  'Nguyen',
  'OBrien',
  'Patel',
  'Rossi',
  'Singh',
  'Taylor',
  'Walker',
  'Wilson',
  'Young',
];
const statuses: RelationshipStatus[] = ['single', 'complicated', 'relationship'];

/** A small seeded generator (mulberry32): the same seed gives the same numbers on every machine. */
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

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

function person(random: () => number, id: string): Person {
  // Joined between 1 January 2020 and 31 December 2025, counted in whole days from a fixed date.
  const joined = new Date(Date.UTC(2020, 0, 1) + between(random, 0, 2191) * 86_400_000);
  return {
    id,
    firstName: pick(random, firstNames),
    lastName: pick(random, lastNames),
    age: between(random, 18, 80),
    visits: between(random, 0, 1000),
    progress: between(random, 0, 100),
    createdAt: joined.toISOString().slice(0, 10),
    status: pick(random, statuses),
  };
}

/**
 * `count` people, each with `subRowCounts[0]` sub-rows, each of those with `subRowCounts[1]`, and so on.
 * `seed` picks the set: two calls with the same arguments give equal rows.
 */
export function makePeople(seed: number, count: number, ...subRowCounts: number[]): Person[] {
  const random = seeded(seed);
  const level = (n: number, depth: number, prefix: string): Person[] =>
    Array.from({ length: n }, (_, i) => {
      const id = prefix ? `${prefix}.${i + 1}` : `${i + 1}`;
      const row = person(random, id);
      const below = subRowCounts[depth];
      return below ? { ...row, subRows: level(below, depth + 1, id) } : row;
    });
  return level(count, 0, '');
}

/** yyyy-mm-dd as dd/mm/yyyy, the way dates are shown across the site. */
export const displayDate = (iso: string) => iso.split('-').reverse().join('/');
