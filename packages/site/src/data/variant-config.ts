// Per-variant configuration: which brand theme, which chrome and which contact details each variant uses.
import { brand, phone } from './brand';
import type { VariantId } from './variants';

/** The brand themes the site's variants use (the token package also defines seven partner themes). */
export type SiteTheme = 'main' | 'gu' | 'foundation' | 'thrive';
/** Which header the variant shows: the full site header, the portal header or the logo-only header. */
export type HeaderKind = 'default' | 'portal' | 'simplified';
/** Which logo artwork the variant shows. */
export type LogoKind = 'main' | 'gu' | 'foundation' | 'thrive' | 'nz';

export interface VariantConfig {
  id: VariantId;
  /** The audience-facing name of this part of the site. */
  name: string;
  /** A short name for page titles (kept short so titles stay under 70 characters). */
  shortName: string;
  theme: SiteTheme;
  logo: LogoKind;
  homePath: string;
  header: HeaderKind;
  lang: 'en-AU' | 'en-NZ';
  phoneNumber: string;
  corporatePhoneNumber?: string;
}

export const variantConfigs: Record<VariantId, VariantConfig> = {
  arhi: {
    id: 'arhi',
    shortName: brand.main,
    name: brand.main,
    theme: 'main',
    logo: 'main',
    homePath: '/',
    header: 'default',
    lang: 'en-AU',
    phoneNumber: phone.headOffice,
    corporatePhoneNumber: phone.corporate,
  },
  shareholders: {
    id: 'shareholders',
    shortName: `${brand.mainShort} Shareholders`,
    name: `${brand.main} Shareholder Centre`,
    theme: 'main',
    logo: 'main',
    homePath: '/shareholders/home',
    header: 'default',
    lang: 'en-AU',
    phoneNumber: phone.shareholders,
  },
  nz: {
    id: 'nz',
    shortName: `${brand.mainShort} NZ`,
    name: brand.nz,
    theme: 'main',
    logo: 'nz',
    homePath: '/nz',
    header: 'default',
    lang: 'en-NZ',
    phoneNumber: phone.nz,
  },
  foundation: {
    id: 'foundation',
    shortName: brand.foundation,
    name: brand.foundation,
    theme: 'foundation',
    logo: 'foundation',
    homePath: '/foundation',
    header: 'default',
    lang: 'en-AU',
    phoneNumber: phone.international,
  },
  thrive: {
    id: 'thrive',
    shortName: brand.thrive,
    name: brand.thrive,
    theme: 'thrive',
    logo: 'thrive',
    homePath: '/thrive',
    header: 'default',
    lang: 'en-AU',
    phoneNumber: phone.thrive,
  },
  providers: {
    id: 'providers',
    shortName: `${brand.mainShort} Providers`,
    name: `${brand.main} for Providers`,
    theme: 'main',
    logo: 'main',
    homePath: '/providers',
    header: 'portal',
    lang: 'en-AU',
    phoneNumber: phone.providers,
  },
  gu: {
    id: 'gu',
    shortName: brand.gu,
    name: brand.gu,
    theme: 'gu',
    logo: 'gu',
    homePath: '/gu',
    header: 'default',
    lang: 'en-AU',
    phoneNumber: phone.gu,
    corporatePhoneNumber: phone.guCorporate,
  },
  international: {
    id: 'international',
    shortName: brand.international,
    name: brand.international,
    theme: 'main',
    logo: 'main',
    homePath: '/international',
    header: 'default',
    lang: 'en-AU',
    phoneNumber: phone.international,
  },
  internationalStudents: {
    id: 'internationalStudents',
    shortName: `${brand.mainShort} Overseas Students`,
    name: `${brand.international}: Overseas Students`,
    theme: 'main',
    logo: 'main',
    homePath: '/overseas-students',
    header: 'default',
    lang: 'en-AU',
    phoneNumber: phone.international,
  },
  internationalWorkers: {
    id: 'internationalWorkers',
    shortName: `${brand.mainShort} Overseas Visitors`,
    name: `${brand.international}: Overseas Workers and Visitors`,
    theme: 'main',
    logo: 'main',
    homePath: '/overseas-working-visitors',
    header: 'default',
    lang: 'en-AU',
    phoneNumber: phone.international,
  },
};
