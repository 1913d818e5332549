// Writes the find-a-provider map's land outlines: Natural Earth 1:10m land, from the world-atlas package
// (version 4.1.0 of the data as TopoJSON), cut into 2° tiles around Australia and New Zealand under
// apps/web/public/map/outline/<south>_<west>.json. Committed; deterministic; `--check` fails when the files on disk
// differ from what this would write (a unit test runs the same comparison). See docs/map-outlines.md.
//
// Licence: "All versions of Natural Earth raster + vector map data found on this website are in the public
// domain" (Natural Earth, Terms of Use, https://www.naturalearthdata.com/about/terms-of-use/). The world-atlas
// packaging is ISC-licensed, (c) Michael Bostock; only the data, not its code, is copied here.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import { COUNTRY_CODES, buildTiles } from './lib/map-outlines.mjs';
import { repoRoot } from './lib/paths.mjs';

export const outlineDir = path.join(repoRoot, 'apps/web/public/map/outline');

const require = createRequire(import.meta.url);

async function readTopology(name) {
  return JSON.parse(await readFile(require.resolve(`world-atlas/${name}`), 'utf8'));
}

/** The rings (outer and inner) of a GeoJSON Polygon or MultiPolygon. */
function ringsOf(geometry) {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return geometry.coordinates;
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat();
  return [];
}

/** Every tile, file name -> JSON text. */
export async function outlineTiles() {
  const countries = await readTopology('countries-10m.json');
  const land = await readTopology('land-10m.json');
  const chosen = countries.objects.countries.geometries.filter((g) => COUNTRY_CODES.includes(g.id));
  const countryRings = chosen.flatMap((g) => ringsOf(feature(countries, g).geometry));
  const landFeature = feature(land, land.objects.land);
  const landRings = (landFeature.features ?? [landFeature]).flatMap((f) => ringsOf(f.geometry));
  return buildTiles({ countryRings, landRings });
}

/** File names whose contents on disk differ from `tiles`, and files on disk that `tiles` does not have. */
export async function staleTiles(tiles, dir = outlineDir) {
  const onDisk = new Set((await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json')));
  const changed = [];
  for (const [name, text] of tiles) {
    const current = onDisk.has(name) ? await readFile(path.join(dir, name), 'utf8') : null;
    if (current !== text) changed.push(name);
  }
  const extra = [...onDisk].filter((name) => !tiles.has(name)).sort();
  return { changed, extra };
}

async function main() {
  const tiles = await outlineTiles();
  const { changed, extra } = await staleTiles(tiles);
  const bytes = [...tiles.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  if (process.argv.includes('--check')) {
    if (changed.length > 0 || extra.length > 0) {
      console.error(
        [...changed.map((n) => `out of date: ${n}`), ...extra.map((n) => `not generated: ${n}`)].join('\n') +
          '\nRun: node scripts/build-map-outlines.mjs',
      );
      process.exit(1);
    }
    console.log(`map outlines: ${tiles.size} tiles up to date`);
    return;
  }
  await mkdir(outlineDir, { recursive: true });
  for (const name of changed) await writeFile(path.join(outlineDir, name), tiles.get(name));
  for (const name of extra) await rm(path.join(outlineDir, name));
  console.log(
    `map outlines: ${tiles.size} tiles, ${(bytes / 1024).toFixed(0)} KiB; ${changed.length} written, ${extra.length} removed`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
