// One record per site variant: every fact that differs between variants (where its pages live, its theme,
// its logo, its brand group, its public origin, its chrome and its numbers) is written here and derived
// everywhere else. Adding a variant is one record here plus its navigation data and content.
import type { ThemeId } from '@ds/tokens/meta';
import { brand, phone, siteOrigin } from './brand';
import type { VariantId } from './variants';
import { VARIANT_IDS } from './variants';

/** Which header the variant shows: the full site header, the portal header or the logo-only header. */
export type HeaderKind = 'default' | 'portal' | 'simplified';

/** The brand family a variant belongs to: it words the acknowledgement of country. */
export type BrandGroup = 'main' | 'thrive' | 'gu';

/** A logo: the brand mark beside the brand name and a descriptor, set in the brand font. */
export interface LogoSpec {
  mark: 'larkspur' | 'gumleaf';
  name: string;
  descriptor?: string;
}

export interface VariantConfig {
  id: VariantId;
  /** The audience-facing name of this part of the site. */
  name: string;
  /** A short name for page titles (kept short so titles stay under 70 characters). */
  shortName: string;
  /** Every page whose path is this prefix or starts with it plus `/` belongs to the variant; '' is the rest. */
  pathPrefix: string;
  homePath: string;
  theme: ThemeId;
  logo: LogoSpec;
  brandGroup: BrandGroup;
  /** The public origin its links are made absolute against when its chrome is shown on another host. */
  origin: string;
  header: HeaderKind;
  lang: 'en-AU' | 'en-NZ';
  phoneNumber: string;
  corporatePhoneNumber?: string;
  /** The variant's own search page, themed and framed like the rest of it (variants whose header offers search). */
  searchPath?: string;
}

const larkspur = (descriptor: string): LogoSpec => ({ mark: 'larkspur', name: brand.mainShort, descriptor });

/** What most variants share: the main brand's theme, logo, origin and header, in Australian English. */
const MAIN_BRAND = {
  theme: 'main',
  logo: larkspur('Health'),
  brandGroup: 'main',
  origin: siteOrigin.main,
  header: 'default',
  lang: 'en-AU',
} as const satisfies Partial<VariantConfig>;

type OwnSettings = Omit<VariantConfig, 'id' | 'homePath' | keyof typeof MAIN_BRAND> &
  Partial<Pick<VariantConfig, 'homePath' | keyof typeof MAIN_BRAND>>;

/** A variant: the main brand's settings, its home at its path prefix, unless it says otherwise. */
const variant = (id: VariantId, own: OwnSettings): VariantConfig => ({
  id,
  ...MAIN_BRAND,
  homePath: own.pathPrefix,
  ...own,
});

export const variantConfigs: Record<VariantId, VariantConfig> = {
  arhi: variant('arhi', {
    shortName: brand.main,
    name: brand.main,
    pathPrefix: '',
    homePath: '/',
    phoneNumber: phone.headOffice,
    corporatePhoneNumber: phone.corporate,
    searchPath: '/search',
  }),
  shareholders: variant('shareholders', {
    shortName: `${brand.mainShort} Shareholders`,
    name: `${brand.main} Shareholder Centre`,
    pathPrefix: '/shareholders',
    homePath: '/shareholders/home',
    phoneNumber: phone.shareholders,
  }),
  nz: variant('nz', {
    shortName: `${brand.mainShort} NZ`,
    name: brand.nz,
    pathPrefix: '/nz',
    logo: larkspur('Health NZ'),
    origin: siteOrigin.nz,
    lang: 'en-NZ',
    phoneNumber: phone.nz,
  }),
  foundation: variant('foundation', {
    shortName: brand.foundation,
    name: brand.foundation,
    pathPrefix: '/foundation',
    theme: 'foundation',
    logo: larkspur('Foundation'),
    phoneNumber: phone.international,
  }),
  thrive: variant('thrive', {
    shortName: brand.thrive,
    name: brand.thrive,
    pathPrefix: '/thrive',
    theme: 'thrive',
    logo: larkspur('Thrive'),
    brandGroup: 'thrive',
    phoneNumber: phone.thrive,
  }),
  providers: variant('providers', {
    shortName: `${brand.mainShort} Providers`,
    name: `${brand.main} for Providers`,
    pathPrefix: '/providers',
    header: 'portal',
    phoneNumber: phone.providers,
  }),
  gu: variant('gu', {
    shortName: brand.gu,
    name: brand.gu,
    pathPrefix: '/gu',
    theme: 'gu',
    logo: { mark: 'gumleaf', name: brand.guShort, descriptor: 'Health' },
    brandGroup: 'gu',
    origin: siteOrigin.gu,
    phoneNumber: phone.gu,
    corporatePhoneNumber: phone.guCorporate,
    searchPath: '/gu/search',
  }),
  international: variant('international', {
    shortName: brand.international,
    name: brand.international,
    pathPrefix: '/international',
    phoneNumber: phone.international,
  }),
  internationalStudents: variant('internationalStudents', {
    shortName: `${brand.mainShort} Overseas Students`,
    name: `${brand.international}: Overseas Students`,
    pathPrefix: '/overseas-students',
    phoneNumber: phone.international,
  }),
  internationalWorkers: variant('internationalWorkers', {
    shortName: `${brand.mainShort} Overseas Visitors`,
    name: `${brand.international}: Overseas Workers and Visitors`,
    pathPrefix: '/overseas-working-visitors',
    phoneNumber: phone.international,
  }),
};

const byLongestPrefix = VARIANT_IDS.map((id) => variantConfigs[id]).sort(
  (a, b) => b.pathPrefix.length - a.pathPrefix.length,
);

/** The variant a site path belongs to: the longest matching prefix wins, and the rest is the main site. */
export function variantForPath(path: string): VariantId {
  const match = byLongestPrefix.find(
    ({ pathPrefix }) => pathPrefix === '' || path === pathPrefix || path.startsWith(`${pathPrefix}/`),
  );
  return match?.id ?? 'arhi';
}

/** The brand themes the variants use: each needs its theme stylesheet loaded by the site. */
export const variantThemes: readonly ThemeId[] = [
  ...new Set(VARIANT_IDS.map((id) => variantConfigs[id].theme)),
];
