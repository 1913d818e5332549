// The provider directory's shapes, shared by the generator, the search, the API and the pages.
import type { AuState } from '@ds/api/au-states';
import type { ProviderService } from './services';

export type { ProviderService } from './services';

/** Which directory: Australia's, or New Zealand's. */
export type ProviderCountry = 'au' | 'nz';

/** The networks a provider may belong to: the main brand's and the second brand's (names in @ds/site brand). */
export type ProviderNetwork = 'first-choice' | 'gumleaf-preferred';

/** One weekday's opening, local time at the practice; a day left out is closed. 0 is Monday, 6 Sunday. */
export interface OpeningSession {
  day: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** 'HH:MM', 24-hour. */
  opens: string;
  /** 'HH:MM', 24-hour, after `opens`. */
  closes: string;
}

export interface Provider {
  /** Unique in the directory, lower-case words and digits joined by '-'; the last part of its page's address. */
  slug: string;
  country: ProviderCountry;
  /** The kind of provider: the page's URL segment and the search's `service`. */
  service: ProviderService;
  /** Fictional practice name. */
  name: string;
  /** What it offers, as a visitor reads it: 'Check-ups and cleans', 'Root canal treatment'. */
  offers: readonly string[];
  /** Fictional street line: '12 Church Street'. */
  street: string;
  /** Real locality, as the locality data spells it ('PARRAMATTA'). */
  locality: string;
  /** Australian state or territory; for New Zealand, the region. */
  state: AuState | string;
  postcode: string;
  /** The locality's coordinates (degrees, WGS84). */
  latitude: number;
  longitude: number;
  /** IANA time zone of the practice, for 'open now'. */
  timeZone: string;
  /** Reserved-for-fiction phone number, formatted by @ds/site's phone formatter. */
  phone: string;
  /** Weekly opening; empty for telehealth services open around the clock (see `openAllHours`). */
  hours: readonly OpeningSession[];
  openAllHours: boolean;
  /** Languages spoken besides English, by name ('Mandarin'). */
  languages: readonly string[];
  wheelchairAccess: boolean;
  networks: readonly ProviderNetwork[];
}

/** A provider in a search's results: where it is from the searched place, and whether it is open at the time asked. */
export interface ProviderResult extends Provider {
  /** Great-circle distance from the searched place, km, one decimal. */
  distanceKm: number;
  openNow: boolean;
  /** Its page: /find-a-provider/{service}/{slug} (or the NZ or second-brand equivalent, per the search's brand). */
  href: string;
}
