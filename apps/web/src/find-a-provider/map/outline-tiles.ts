// The land outline tiles the map draws, as scripts/build-map-outlines.mjs writes them under /map/outline/: 2°
// cells named by their south-west corner, each ring stored in 1e-4° steps from that corner (docs/map-outlines.md).
import type { GeoBounds, LatLng } from './projection';

/** Side of a tile, degrees (scripts/lib/map-outlines.mjs CELL_DEGREES; a test keeps the two equal). */
export const CELL_DEGREES = 2;
const UNITS_PER_DEGREE = 10_000;

/** Where the site serves the tiles. */
export const OUTLINE_PATH = '/map/outline/';

/** A ring of land, [longitude, latitude] pairs in degrees. */
export type LandRing = readonly LatLng[];

/** The file name of every tile a box of degrees touches, south to north then west to east. */
export function tileNamesFor(bounds: GeoBounds): string[] {
  const corner = (degrees: number) => Math.floor(degrees / CELL_DEGREES) * CELL_DEGREES;
  const names: string[] = [];
  for (let south = corner(bounds.south); south <= corner(bounds.north); south += CELL_DEGREES)
    for (let west = corner(bounds.west); west <= corner(bounds.east); west += CELL_DEGREES)
      names.push(`${south}_${west}.json`);
  return names;
}

const isSteps = (ring: unknown): ring is number[] =>
  Array.isArray(ring) && ring.length % 2 === 0 && ring.every((n) => Number.isInteger(n));

/** A tile's rings in degrees; throws on anything that is not a tile. */
export function decodeTile(json: unknown): LandRing[] {
  const tile = json as { south?: unknown; west?: unknown; rings?: unknown };
  if (typeof tile?.south !== 'number' || typeof tile.west !== 'number' || !Array.isArray(tile.rings))
    throw new Error('not an outline tile');
  const { south, west } = tile;
  return tile.rings.map((ring: unknown) => {
    if (!isSteps(ring)) throw new Error('not an outline ring');
    const points: LatLng[] = [];
    let x = 0;
    let y = 0;
    for (let i = 0; i < ring.length; i += 2) {
      x += ring[i] ?? 0;
      y += ring[i + 1] ?? 0;
      points.push({ longitude: west + x / UNITS_PER_DEGREE, latitude: south + y / UNITS_PER_DEGREE });
    }
    return points;
  });
}

/** Tiles fetched or being fetched in this page, so a new radius or a resize reuses them; failures are forgotten. */
const tileCache = new Map<string, Promise<LandRing[]>>();

function loadTile(name: string, fetchTile: typeof fetch): Promise<LandRing[]> {
  const cached = tileCache.get(name);
  if (cached) return cached;
  const loading = fetchTile(`${OUTLINE_PATH}${name}`)
    .then((response) => {
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      return response.json();
    })
    .then(decodeTile);
  loading.catch(() => tileCache.delete(name));
  tileCache.set(name, loading);
  return loading;
}

/** The land in the named tiles; rejects if any tile cannot be had, since a missing tile would show land as sea. */
export async function loadOutline(
  names: readonly string[],
  fetchTile: typeof fetch = fetch,
): Promise<LandRing[]> {
  const tiles = await Promise.all(names.map((name) => loadTile(name, fetchTile)));
  return tiles.flat();
}

/** Forgets every tile fetched so far (tests start each case afresh). */
export function clearOutlineCache(): void {
  tileCache.clear();
}
