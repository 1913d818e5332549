// The map's projection: equirectangular about the searched place, with longitude scaled by the cosine of its
// latitude, so a kilometre is the same length east-west and north-south (true to within a few metres across the
// 100 km a map shows). Screen units are CSS pixels, y down.

/** Kilometres in a degree of latitude (mean Earth radius 6,371.0088 km), and of longitude on the equator. */
export const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;

/** Room left around the radius circle, as a share of the radius. */
export const MARGIN = 0.12;

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A box of degrees. */
export interface GeoBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface Projection {
  /** CSS pixels per kilometre. */
  pxPerKm: number;
  /** Where a place falls on the map. */
  project(place: LatLng): Point;
  /** The degrees the whole map shows. */
  bounds: GeoBounds;
}

/** A projection that fits the circle of `radiusKm` around `centre` (with a margin) in a `width` x `height` map. */
export function localProjection(centre: LatLng, radiusKm: number, width: number, height: number): Projection {
  const pxPerKm = Math.min(width, height) / (2 * radiusKm * (1 + MARGIN));
  const kmPerDegreeEast = KM_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180);
  const halfWidthKm = width / 2 / pxPerKm;
  const halfHeightKm = height / 2 / pxPerKm;
  return {
    pxPerKm,
    project: ({ latitude, longitude }) => ({
      x: width / 2 + (longitude - centre.longitude) * kmPerDegreeEast * pxPerKm,
      y: height / 2 - (latitude - centre.latitude) * KM_PER_DEGREE * pxPerKm,
    }),
    bounds: {
      west: centre.longitude - halfWidthKm / kmPerDegreeEast,
      east: centre.longitude + halfWidthKm / kmPerDegreeEast,
      south: centre.latitude - halfHeightKm / KM_PER_DEGREE,
      north: centre.latitude + halfHeightKm / KM_PER_DEGREE,
    },
  };
}

/** Lengths the scale bar may show, km. */
const SHORTEST_STEP = 0.5;
const SCALE_STEPS = [SHORTEST_STEP, 1, 2, 5, 10, 20, 25, 50, 100];

/** The longest round length that fits in `maxPx`, and its length on the map (the shortest step if none fits). */
export function scaleBar(pxPerKm: number, maxPx: number): { km: number; px: number } {
  const km = SCALE_STEPS.filter((step) => step * pxPerKm <= maxPx).at(-1) ?? SHORTEST_STEP;
  return { km, px: km * pxPerKm };
}
