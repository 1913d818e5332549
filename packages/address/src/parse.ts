// Reads what a visitor typed into an address box: a unit, a street number, a street name with its type, then the
// locality part, with an optional state and postcode at the end. Written for how people type, not for postal
// perfection: "u 3/12a smith street bondi beach nsw 2026", "1 george st syd", "mt druitt", "parramatta 2150".
import { AU_STATES } from './types';
import type { AuState } from './types';

/** Street types as typed (full word or abbreviation) to the abbreviation Australia Post uses. */
const STREET_TYPES: Record<string, string> = {
  ST: 'ST',
  STREET: 'ST',
  RD: 'RD',
  ROAD: 'RD',
  AVE: 'AVE',
  AV: 'AVE',
  AVENUE: 'AVE',
  PDE: 'PDE',
  PARADE: 'PDE',
  HWY: 'HWY',
  HIGHWAY: 'HWY',
  DR: 'DR',
  DRV: 'DR',
  DRIVE: 'DR',
  CRES: 'CRES',
  CR: 'CRES',
  CRESCENT: 'CRES',
  PL: 'PL',
  PLACE: 'PL',
  CT: 'CT',
  COURT: 'CT',
  TCE: 'TCE',
  TERRACE: 'TCE',
  CL: 'CL',
  CLOSE: 'CL',
  BVD: 'BVD',
  BLVD: 'BVD',
  BOULEVARD: 'BVD',
  CCT: 'CCT',
  CIRCUIT: 'CCT',
  ESP: 'ESP',
  ESPLANADE: 'ESP',
  GR: 'GR',
  GROVE: 'GR',
  LANE: 'LANE',
  LN: 'LANE',
  WAY: 'WAY',
  SQ: 'SQ',
  SQUARE: 'SQ',
  PKWY: 'PKWY',
  PARKWAY: 'PKWY',
  CIR: 'CIR',
  CIRCLE: 'CIR',
  MEWS: 'MEWS',
  RISE: 'RISE',
  ROW: 'ROW',
  WALK: 'WALK',
  TRL: 'TRL',
  TRAIL: 'TRL',
};

/** Unit words: "unit 3", "u3", "apt 3", "flat 2", "shop 1". */
const UNIT_WORDS = new Set(['UNIT', 'U', 'APT', 'APARTMENT', 'FLAT', 'SHOP', 'SUITE', 'LEVEL', 'LVL']);
const STATE_NAMES: Record<string, AuState> = {
  'NEW SOUTH WALES': 'NSW',
  VICTORIA: 'VIC',
  QUEENSLAND: 'QLD',
  'SOUTH AUSTRALIA': 'SA',
  'WESTERN AUSTRALIA': 'WA',
  TASMANIA: 'TAS',
  'NORTHERN TERRITORY': 'NT',
  'AUSTRALIAN CAPITAL TERRITORY': 'ACT',
};
const STATE_CODES = new Set<string>(AU_STATES);

export interface ParsedAddress {
  /** "3" from "unit 3", "u3" or "3/12". */
  unit?: string;
  /** "12A", or a range "12-14". */
  number?: string;
  /** The street name and type, abbreviated: "SMITH ST". Only set when a street type was typed. */
  street?: string;
  /** The words taken to be the locality, upper case: "BONDI BEACH". */
  locality: string;
  state?: AuState;
  postcode?: string;
}

/** Upper case, letters, digits, slashes and hyphens only, single spaces. */
export function normaliseText(text: string): string {
  return text
    .toUpperCase()
    .replace(/[’']/g, '')
    .replace(/[^A-Z0-9/\- ]+/g, ' ')
    .replace(/\s*([/-])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Takes a trailing postcode and state (in either order) off the words. */
function takeStateAndPostcode(words: string[]): Pick<ParsedAddress, 'state' | 'postcode'> {
  const found: Pick<ParsedAddress, 'state' | 'postcode'> = {};
  for (let pass = 0; pass < 2 && words.length > 0; pass += 1) {
    const last = words[words.length - 1]!;
    if (!found.postcode && /^\d{4}$/.test(last)) {
      found.postcode = last;
      words.pop();
      continue;
    }
    if (!found.state && STATE_CODES.has(last) && words.length > 1) {
      found.state = last as AuState;
      words.pop();
      continue;
    }
    if (!found.state) {
      for (const [name, code] of Object.entries(STATE_NAMES)) {
        const parts = name.split(' ');
        if (words.length > parts.length && words.slice(-parts.length).join(' ') === name) {
          found.state = code;
          words.splice(-parts.length);
          break;
        }
      }
    }
  }
  return found;
}

/** Takes a leading unit and street number: "U 3 12", "UNIT 3 12A", "3/12", "12-14". */
function takeUnitAndNumber(words: string[]): Pick<ParsedAddress, 'unit' | 'number'> {
  const found: Pick<ParsedAddress, 'unit' | 'number'> = {};
  const first = words[0];
  if (first === undefined) return found;
  const glued = /^(?:U|UNIT|APT|FLAT|SHOP)(\d+[A-Z]?)$/.exec(first);
  if (glued) {
    found.unit = glued[1];
    words.shift();
  } else if (UNIT_WORDS.has(first) && /^\d/.test(words[1] ?? '')) {
    words.shift();
    // "unit 3/12" says the same as "3/12"; "unit 3 12" gives the unit on its own.
    if (/^\d+[A-Z]?$/.test(words[0]!)) found.unit = words.shift();
  }
  const next = words[0];
  const slashed = next === undefined ? null : /^(\d+[A-Z]?)\/(\d+[A-Z]?)$/.exec(next);
  if (slashed) {
    found.unit = slashed[1];
    found.number = slashed[2];
    words.shift();
  } else if (next !== undefined && /^\d+[A-Z]?(?:-\d+[A-Z]?)?$/.test(next) && !/^\d{4}$/.test(next)) {
    found.number = next;
    words.shift();
  } else if (next !== undefined && /^\d{4}$/.test(next) && words.length > 1) {
    // "1234 smith st": a four-digit street number is rare but real; with words after it, it is not a postcode.
    found.number = next;
    words.shift();
  }
  return found;
}

export function parseAddress(text: string): ParsedAddress {
  const words = normaliseText(text).split(' ').filter(Boolean);
  const { state, postcode } = takeStateAndPostcode(words);
  const { unit, number } = takeUnitAndNumber(words);

  // The street type is the first type word after at least one street-name word: in "12 st kilda rd st kilda",
  // the first "ST" names the road (Saint), "RD" ends it, and what follows is the locality.
  let typeAt = -1;
  for (let i = 1; i < words.length; i += 1) {
    if (STREET_TYPES[words[i]!]) {
      typeAt = i;
      break;
    }
  }
  // Without a number, a street needs a locality after it ("george st sydney"); "st kilda" alone is a place.
  const isStreet = typeAt > 0 && (number !== undefined || typeAt < words.length - 1);
  if (!isStreet) {
    return { unit, number, locality: words.join(' '), state, postcode };
  }
  const street = [...words.slice(0, typeAt), STREET_TYPES[words[typeAt]!]].join(' ');
  return { unit, number, street, locality: words.slice(typeAt + 1).join(' '), state, postcode };
}

/** The street line of a parsed address: "3/12A SMITH ST", "12 SMITH ST", "U 3 SMITH ST"; empty without one. */
export function streetLine({ unit, number, street }: ParsedAddress): string {
  if (!street && !number) return '';
  const where = unit && number ? `${unit}/${number}` : unit ? `U ${unit}` : number;
  return [where, street].filter(Boolean).join(' ');
}
