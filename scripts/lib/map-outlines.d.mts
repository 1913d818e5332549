// Types for map-outlines.mjs.
export interface Cell {
  /** South-west corner of the tile, degrees. */
  south: number;
  west: number;
}
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}
type Ring = readonly (readonly number[])[];
export declare const CELL_DEGREES: number;
export declare const UNITS_PER_DEGREE: number;
export declare const COUNTRY_CODES: readonly string[];
export declare function cellOf(latitude: number, longitude: number): Cell;
export declare function tileName(cell: Cell): string;
export declare function clipRing(ring: Ring, box: Bounds): number[][];
export declare function encodeRing(points: Ring, cell: Cell): number[] | null;
export declare function cellsCovering(bounds: Bounds): Cell[];
export declare function buildTiles(input: {
  countryRings: readonly Ring[];
  landRings: readonly Ring[];
}): Map<string, string>;
