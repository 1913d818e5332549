import { describe, expect, it } from 'vitest';
import { outlineTiles, staleTiles } from '../build-map-outlines.mjs';
import { buildTiles, cellOf, cellsCovering, clipRing, encodeRing, tileName } from './map-outlines.mjs';

/** Decodes a stored ring back to [lng, lat] pairs, as the map does. */
function decode(flat: number[], cell: { south: number; west: number }): number[][] {
  const points: number[][] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i < flat.length; i += 2) {
    x += flat[i] ?? 0;
    y += flat[i + 1] ?? 0;
    points.push([cell.west + x / 10_000, cell.south + y / 10_000]);
  }
  return points;
}

describe('tiles', () => {
  it('names a tile by the south-west corner of its 2° cell, negative degrees rounding down', () => {
    expect(tileName(cellOf(-33.815, 151.0011))).toBe('-34_150.json');
    expect(tileName(cellOf(-42.8821, 147.3272))).toBe('-44_146.json');
    expect(tileName(cellOf(-36.8485, 174.7633))).toBe('-38_174.json');
    expect(tileName(cellOf(-32, 150))).toBe('-32_150.json');
  });

  it('lists every cell a box touches', () => {
    const names = cellsCovering({ west: 150.5, east: 152.2, south: -34.3, north: -33.1 }).map(tileName);
    expect(names).toEqual(['-36_150.json', '-36_152.json', '-34_150.json', '-34_152.json']);
  });
});

describe('clipRing', () => {
  const box = { west: 0, south: 0, east: 2, north: 2 };

  it('keeps a ring inside the box as it is', () => {
    const ring = [
      [0.5, 0.5],
      [1.5, 0.5],
      [1, 1.5],
      [0.5, 0.5],
    ];
    expect(clipRing(ring, box)).toEqual(ring.slice(0, 3));
  });

  it('gives the whole box for a ring around it', () => {
    const ring = [
      [-1, -1],
      [3, -1],
      [3, 3],
      [-1, 3],
      [-1, -1],
    ];
    const clipped = clipRing(ring, box).map((p) => p.join(','));
    expect(new Set(clipped)).toEqual(new Set(['0,0', '2,0', '2,2', '0,2']));
  });

  it('cuts a ring that crosses an edge at that edge', () => {
    const ring = [
      [1, 1],
      [3, 1],
      [3, 1.5],
      [1, 1.5],
    ];
    expect(clipRing(ring, box)).toEqual([
      [1, 1],
      [2, 1],
      [2, 1.5],
      [1, 1.5],
    ]);
  });

  it('leaves nothing of a ring outside the box', () => {
    expect(
      clipRing(
        [
          [3, 3],
          [4, 3],
          [4, 4],
        ],
        box,
      ),
    ).toEqual([]);
  });
});

describe('encodeRing', () => {
  it('stores 1e-4° steps from the corner that decode to the rounded points', () => {
    const cell = { south: -34, west: 150 };
    const flat = encodeRing(
      [
        [151.00114, -33.81504],
        [151.1, -33.8],
        [151.05, -33.7],
      ],
      cell,
    );
    expect(flat).not.toBeNull();
    expect(decode(flat!, cell).map(([x = 0, y = 0]) => [x.toFixed(4), y.toFixed(4)])).toEqual([
      ['151.0011', '-33.8150'],
      ['151.1000', '-33.8000'],
      ['151.0500', '-33.7000'],
    ]);
  });

  it('drops a ring that rounds to fewer than three points', () => {
    const cell = { south: 0, west: 0 };
    expect(
      encodeRing(
        [
          [1, 1],
          [1.00001, 1],
          [1, 1.00001],
        ],
        cell,
      ),
    ).toBeNull();
  });
});

describe('buildTiles', () => {
  const island = [
    [150.5, -33.5],
    [151.5, -33.5],
    [151.5, -32.5],
    [150.5, -32.5],
    [150.5, -33.5],
  ];

  it('writes the cell with land and the eight around it, the sea ones with no rings', () => {
    const tiles = buildTiles({ countryRings: [island], landRings: [island] });
    expect([...tiles.keys()]).toEqual(
      [
        '-36_148.json',
        '-36_150.json',
        '-36_152.json',
        '-34_148.json',
        '-34_150.json',
        '-34_152.json',
        '-32_148.json',
        '-32_150.json',
        '-32_152.json',
      ].sort(),
    );
    expect(JSON.parse(tiles.get('-36_150.json')!)).toEqual({ south: -36, west: 150, rings: [] });
    const { rings } = JSON.parse(tiles.get('-34_150.json')!);
    expect(rings).toHaveLength(1);
    expect(decode(rings[0], { south: -34, west: 150 })[0]).toEqual([150.5, -33.5]);
  });

  it('is deterministic', () => {
    const once = buildTiles({ countryRings: [island], landRings: [island] });
    const twice = buildTiles({ countryRings: [island], landRings: [island] });
    expect([...twice]).toEqual([...once]);
  });
});

describe('the committed outline tiles', () => {
  it('are what scripts/build-map-outlines.mjs writes (run it after a world-atlas or cutting change)', async () => {
    const tiles = await outlineTiles();
    expect(await staleTiles(tiles)).toEqual({ changed: [], extra: [] });
    // The places the map is looked at: Parramatta, Hobart's coast, Auckland.
    for (const name of ['-34_150.json', '-44_146.json', '-38_174.json']) {
      expect(JSON.parse(tiles.get(name)!).rings.length).toBeGreaterThan(0);
    }
  });
});
