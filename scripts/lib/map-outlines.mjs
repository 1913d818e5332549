// Cuts Natural Earth's 1:10m land into small square tiles around Australia and New Zealand, so the find-a-provider
// map fetches only the one to four tiles its area touches, from the site itself. Pure functions; the CLI that
// reads world-atlas and writes apps/web/public/map/outline is scripts/build-map-outlines.mjs.

/** Side of a tile, degrees. A map shows at most 100 km plus a margin, under 2° either way, so it spans at most 2x2. */
export const CELL_DEGREES = 2;

/** Coordinates are stored as integers in units of 1e-4° (about 11 m), relative to the tile's south-west corner. */
export const UNITS_PER_DEGREE = 10_000;

/**
 * ISO 3166-1 numeric codes of the countries whose land chooses the tiles: Australia (with Tasmania, Lord Howe and
 * Macquarie), New Zealand (with the Chathams), and Australia's external territories that have postcodes
 * (Norfolk Island, Christmas Island, Cocos (Keeling) Islands).
 */
export const COUNTRY_CODES = Object.freeze(['036', '554', '574', '162', '166']);

/** The south-west corner of the tile holding a point, degrees. */
export function cellOf(latitude, longitude) {
  return {
    south: Math.floor(latitude / CELL_DEGREES) * CELL_DEGREES,
    west: Math.floor(longitude / CELL_DEGREES) * CELL_DEGREES,
  };
}

/** A tile's file name, by its south-west corner: `-34_150.json` holds latitudes -34..-32 and longitudes 150..152. */
export function tileName(cell) {
  return `${cell.south}_${cell.west}.json`;
}

/**
 * Sutherland-Hodgman: the part of a closed ring ([lng, lat] pairs) inside the rectangle. Clipping a concave ring
 * may leave zero-width slivers along the rectangle's edges; the map fills land without a stroke, so they never show.
 * @param {readonly (readonly number[])[]} ring
 * @param {{ west: number, south: number, east: number, north: number }} box
 * @returns {number[][]}
 */
export function clipRing(ring, box) {
  /** @type {[(p: readonly number[]) => boolean, (a: readonly number[], b: readonly number[]) => number[]][]} */
  const edges = [
    [(p) => p[0] >= box.west, (a, b) => atLongitude(a, b, box.west)],
    [(p) => p[0] <= box.east, (a, b) => atLongitude(a, b, box.east)],
    [(p) => p[1] >= box.south, (a, b) => atLatitude(a, b, box.south)],
    [(p) => p[1] <= box.north, (a, b) => atLatitude(a, b, box.north)],
  ];
  let points = closedOpen(ring);
  for (const [inside, cross] of edges) {
    if (points.length === 0) break;
    const next = [];
    for (let i = 0; i < points.length; i += 1) {
      const current = points[i];
      const previous = points[(i + points.length - 1) % points.length];
      if (inside(current)) {
        if (!inside(previous)) next.push(cross(previous, current));
        next.push(current);
      } else if (inside(previous)) {
        next.push(cross(previous, current));
      }
    }
    points = next;
  }
  return points;
}

function atLongitude(a, b, longitude) {
  const t = (longitude - a[0]) / (b[0] - a[0]);
  return [longitude, a[1] + t * (b[1] - a[1])];
}

function atLatitude(a, b, latitude) {
  const t = (latitude - a[1]) / (b[1] - a[1]);
  return [a[0] + t * (b[0] - a[0]), latitude];
}

/** GeoJSON rings repeat their first point at the end; the clipper wants each point once. */
function closedOpen(ring) {
  const last = ring.length - 1;
  const repeats = last > 0 && ring[0][0] === ring[last][0] && ring[0][1] === ring[last][1];
  return repeats ? ring.slice(0, last) : ring.slice();
}

/**
 * A clipped ring in the tile's units: the first point from the south-west corner, then each point as the step from
 * the one before, with repeated points (after rounding) dropped. Fewer than three points is no ring.
 * @returns {number[] | null}
 */
export function encodeRing(points, cell) {
  const flat = [];
  let lastX = 0;
  let lastY = 0;
  let count = 0;
  for (const [lng, lat] of points) {
    const x = Math.round((lng - cell.west) * UNITS_PER_DEGREE);
    const y = Math.round((lat - cell.south) * UNITS_PER_DEGREE);
    if (count > 0 && x === lastX && y === lastY) continue;
    flat.push(x - lastX, y - lastY);
    lastX = x;
    lastY = y;
    count += 1;
  }
  return count >= 3 ? flat : null;
}

/** The bounding box of a ring, degrees. */
function boundsOf(ring) {
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  for (const [lng, lat] of ring) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return { west, east, south, north };
}

function cellBox(cell) {
  return {
    west: cell.west,
    south: cell.south,
    east: cell.west + CELL_DEGREES,
    north: cell.south + CELL_DEGREES,
  };
}

const cellKey = (cell) => `${cell.south},${cell.west}`;

/** Every tile a box of degrees touches, south to north then west to east. */
export function cellsCovering(bounds) {
  const first = cellOf(bounds.south, bounds.west);
  const last = cellOf(bounds.north, bounds.east);
  const cells = [];
  for (let south = first.south; south <= last.south; south += CELL_DEGREES)
    for (let west = first.west; west <= last.west; west += CELL_DEGREES) cells.push({ south, west });
  return cells;
}

/**
 * The tiles: every cell where the chosen countries have land, and the cells around those (a map at the coast may
 * reach into a cell of open sea, which then has a tile with no rings rather than none at all). Each tile holds all
 * land in its cell, whatever the country, so a strait shows both shores.
 * @param {{ countryRings: readonly (readonly (readonly number[])[])[], landRings: readonly (readonly (readonly number[])[])[] }} input
 *   outer and inner rings of the chosen countries' polygons, and of all land, as [lng, lat] pairs
 * @returns {Map<string, string>} file name -> JSON text, in file-name order
 */
export function buildTiles({ countryRings, landRings }) {
  const withLand = new Map();
  for (const ring of countryRings) {
    for (const cell of cellsCovering(boundsOf(ring))) {
      if (withLand.has(cellKey(cell))) continue;
      if (encodeRing(clipRing(ring, cellBox(cell)), cell)) withLand.set(cellKey(cell), cell);
    }
  }
  const cells = new Map();
  for (const cell of withLand.values()) {
    for (let dy = -1; dy <= 1; dy += 1)
      for (let dx = -1; dx <= 1; dx += 1) {
        const near = { south: cell.south + dy * CELL_DEGREES, west: cell.west + dx * CELL_DEGREES };
        if (near.south >= -90 && near.south < 90 && near.west >= -180 && near.west < 180)
          cells.set(cellKey(near), near);
      }
  }
  const landBounds = landRings.map(boundsOf);
  const tiles = new Map();
  const names = [...cells.values()].map((cell) => [tileName(cell), cell]);
  names.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, cell] of names) {
    const box = cellBox(cell);
    const rings = [];
    landRings.forEach((ring, index) => {
      const b = landBounds[index];
      if (b.east < box.west || b.west > box.east || b.north < box.south || b.south > box.north) return;
      const encoded = encodeRing(clipRing(ring, box), cell);
      if (encoded) rings.push(encoded);
    });
    tiles.set(name, `${JSON.stringify({ south: cell.south, west: cell.west, rings })}\n`);
  }
  return tiles;
}
