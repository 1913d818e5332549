// What the Australian and New Zealand directories' generators share: the seeded PRNG, the distance, what each kind
// of provider offers, the words of practice names, streets, opening hours and languages, and the file's layout.
import { distance } from 'geokdbush';

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same sequence on every machine. */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (from, to) => from + Math.floor(next() * (to - from + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  /** One of `entries` ([value, weight]), in proportion to its weight. */
  const weighted = (entries) => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let at = next() * total;
    for (const [value, weight] of entries) {
      at -= weight;
      if (at < 0) return value;
    }
    return entries.at(-1)[0];
  };
  /** `count` different items of `list`, in the list's order. */
  const some = (list, count) => {
    const chosen = new Set();
    while (chosen.size < Math.min(count, list.length)) chosen.add(int(0, list.length - 1));
    return [...chosen].sort((a, b) => a - b).map((index) => list[index]);
  };
  return { next, int, pick, chance, weighted, some };
}

/** Great-circle distance in km: the search's own (geokdbush), so the data's guarantees hold as the API measures. */
export const distanceKm = (a, b) => distance(a.longitude, a.latitude, b.longitude, b.latitude);

export const OFFERS = {
  dental: {
    always: ['Check-ups and cleans'],
    more: [
      'Fillings',
      'Root canal treatment',
      'Crowns and bridges',
      'Orthodontics',
      'Wisdom teeth removal',
      'Dentures',
      'Children’s dentistry',
      'Teeth whitening',
      'Mouthguards',
      'Dental implants',
    ],
  },
  optical: {
    always: ['Eye tests'],
    more: [
      'Glasses',
      'Contact lenses',
      'Children’s vision',
      'Prescription sunglasses',
      'Dry eye care',
      'Myopia control',
      'Glaucoma checks',
    ],
  },
  physiotherapy: {
    always: [],
    more: [
      'Sports injuries',
      'Back and neck pain',
      'Rehabilitation after surgery',
      'Hydrotherapy',
      'Clinical Pilates',
      'Dry needling',
      'Women’s health',
      'Falls prevention',
      'Dizziness and balance',
    ],
  },
  chiropractic: {
    always: [],
    more: [
      'Spinal adjustment',
      'Back and neck pain',
      'Headaches',
      'Posture assessment',
      'Sports chiropractic',
      'Soft tissue therapy',
    ],
  },
  psychology: {
    always: [],
    more: [
      'Anxiety and depression',
      'Stress',
      'Relationship counselling',
      'Grief and loss',
      'Children and teenagers',
      'Trauma',
      'Sleep',
      'Sessions by video',
    ],
  },
  'gp-telehealth': {
    always: ['Phone consultations', 'Video consultations'],
    more: ['Prescriptions', 'Referrals', 'Medical certificates', 'Pathology requests'],
  },
  'private-hospital': {
    always: ['Overnight stays'],
    more: [
      'Orthopaedic surgery',
      'Heart care',
      'General surgery',
      'Maternity',
      'Rehabilitation',
      'Mental health',
      'Cancer care',
      'Emergency department',
      'Intensive care',
      'Ear, nose and throat surgery',
      'Gynaecology',
    ],
  },
  'day-hospital': {
    always: ['Day surgery'],
    more: [
      'Endoscopy',
      'Cataract surgery',
      'Colonoscopy',
      'Skin cancer surgery',
      'Dental surgery',
      'Chemotherapy',
      'Dialysis',
      'Plastic surgery',
    ],
  },
};

/** A practice name's second word: a landform, as in 'Wattlebird Ridge Dental'. */
export const NAME_SECOND = [
  'Bay',
  'Bend',
  'Creek',
  'Crossing',
  'Flat',
  'Gully',
  'Hill',
  'Hollow',
  'Lane',
  'Ridge',
  'Rise',
  'Springs',
  'Vale',
  'View',
  'Grove',
  'Junction',
  'Point',
  'Reach',
  'Park',
  'Terrace',
];

/** A practice name's last words: what it is. */
export const NAME_KIND = {
  dental: ['Dental', 'Dental Studio', 'Dental Care', 'Family Dental', 'Dentistry'],
  optical: ['Optometrists', 'Eyecare', 'Eye Studio', 'Optical', 'Vision Care'],
  physiotherapy: ['Physiotherapy', 'Physio', 'Physio and Pilates', 'Sports Physio'],
  chiropractic: ['Chiropractic', 'Chiropractic Clinic', 'Spine and Posture'],
  psychology: ['Psychology', 'Psychology Practice', 'Mind Health', 'Counselling and Psychology'],
  'gp-telehealth': ['Telehealth GPs', 'GP Telehealth', 'Doctors Online'],
  'private-hospital': ['Private Hospital', 'Hospital'],
  'day-hospital': ['Day Hospital', 'Day Surgery', 'Day Procedure Centre'],
};

/**
 * Words of well-known Australian health businesses and chains (and this site's own brands): no generated name may
 * hold one, so no name reads as theirs. The unit test checks every name against it.
 */
export const REAL_NAME_WORDS = [
  'Specsavers',
  'OPSM',
  'Laubman',
  'Pank',
  'Bupa',
  'Medibank',
  'nib',
  'HCF',
  'Pacific Smiles',
  'Maven',
  'Lumino',
  'Smile Solutions',
  'Healthscope',
  'Ramsay',
  'St Vincent',
  'Mater',
  'Calvary',
  'Epworth',
  'Cabrini',
  'Hollywood',
  'Greenslopes',
  'Wesley',
  'St John of God',
  'Healius',
  'Sonic',
  'Icon',
  'Back In Motion',
  'Lifecare',
  'Physio Inq',
  'My FootDr',
  'Eyecare Plus',
  'Bailey Nelson',
  'Oscar Wylie',
  'Larkspur',
  'Gumleaf',
  // New Zealand's
  'Southern Cross',
  'Mercy',
  'Ascot',
  'Boulcott',
  'Braemar',
  'Evolution',
  'Kensington',
  'Grace',
  'Anglesea',
  'Royston',
  'Forte',
  'Apollo',
  'Pacific Radiology',
  'Bowen',
  'Wakefield',
  'St George',
];

/** Common Australian street names; a street line is a number and one of these, sometimes in a shop or suite. */
export const STREET_NAMES = [
  'Church',
  'High',
  'Station',
  'Victoria',
  'King',
  'Queen',
  'George',
  'Albert',
  'Railway',
  'Main',
  'Park',
  'Bridge',
  'Elizabeth',
  'William',
  'Market',
  'Mary',
  'Wattle',
  'Hill',
  'Ocean',
  'Beach',
  'Mill',
  'School',
  'Smith',
  'Macquarie',
  'Pacific',
  'Forest',
  'Lake',
  'River',
  'Anzac',
  'Princes',
  'Oxford',
  'Bay',
  'Short',
  'Long',
  'Pitt',
  'Hunter',
  'Stirling',
  'Grey',
  'Gawler',
  'Flinders',
  'Bourke',
  'Sturt',
  'Wickham',
  'Ann',
];

export const STREET_TYPES = [
  ['Street', 6],
  ['Road', 3],
  ['Avenue', 1],
  ['Parade', 1],
  ['Highway', 0.4],
  ['Terrace', 0.5],
  ['Lane', 0.3],
  ['Drive', 0.6],
];

export const time = (minutes) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A week of opening: weekdays, sometimes one late night, often Saturday morning; shopping-centre optometrists Sunday. */
export function openingHours(random, service) {
  if (service === 'gp-telehealth' || service === 'private-hospital') return [];
  const sessions = [];
  if (service === 'day-hospital') {
    const opens = random.pick([390, 420, 450]);
    const closes = random.pick([1020, 1080]);
    for (let day = 0; day < 5; day += 1) sessions.push({ day, opens: time(opens), closes: time(closes) });
    if (random.chance(0.3)) sessions.push({ day: 5, opens: time(450), closes: time(780) });
    return sessions;
  }
  const opens = random.pick([480, 510, 540]);
  const closes = random.pick([1020, 1050, 1080]);
  const late = random.chance(0.35) ? random.pick([1, 2, 3]) : -1;
  // Psychologists often keep four days.
  const closedDay = service === 'psychology' && random.chance(0.4) ? random.int(0, 4) : -1;
  for (let day = 0; day < 5; day += 1) {
    if (day === closedDay) continue;
    sessions.push({
      day,
      opens: time(opens),
      closes: time(day === late ? random.pick([1140, 1200]) : closes),
    });
  }
  const saturday = { dental: 0.5, optical: 0.7, physiotherapy: 0.5, chiropractic: 0.6, psychology: 0.2 }[
    service
  ];
  if (random.chance(saturday))
    sessions.push({
      day: 5,
      opens: time(random.pick([480, 510, 540])),
      closes: time(random.pick([720, 780, 960])),
    });
  if (service === 'optical' && random.chance(0.15))
    sessions.push({ day: 6, opens: time(600), closes: time(960) });
  return sessions;
}

/** None, one or two of `languages` ([name, weight]), in the list's order: most providers none. */
export function languagesSpoken(random, languages) {
  const count = random.weighted([
    [0, 55],
    [1, 30],
    [2, 15],
  ]);
  const spoken = new Set();
  while (spoken.size < count) spoken.add(random.weighted(languages));
  return languages.map(([name]) => name).filter((name) => spoken.has(name));
}

export const slugOf = (text) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The file's text: a JSON array, one provider a line, so a diff shows which providers changed. */
export function providersJson(providers) {
  return `[\n${providers.map((provider) => JSON.stringify(provider)).join(',\n')}\n]\n`;
}
