// Brand themes of the design tokens: ids, names and which are partner brands.
// The one list of themes; build.mjs reads it too, so it needs no build to import (`@ds/tokens/meta`).

export const themes = [
  'main',
  'gu',
  'foundation',
  'thrive',
  'harbourline',
  'coralbay',
  'kestrel',
  'saltbush',
  'meridian',
  'sundial',
  'tidewater',
] as const;

export type ThemeId = (typeof themes)[number];

/** The theme on `:root`; every other theme is a set of overrides under `[data-theme="<id>"]`. */
export const defaultTheme = 'main' satisfies ThemeId;

/** Partner brands: the footer hides the acknowledgement of country for exactly these. */
export const partnerThemes = [
  'harbourline',
  'coralbay',
  'kestrel',
  'saltbush',
  'meridian',
  'sundial',
  'tidewater',
] as const satisfies readonly ThemeId[];

export type PartnerThemeId = (typeof partnerThemes)[number];

export interface ThemeInfo {
  /** Display name for showcases and theme pickers. */
  label: string;
  /** One line on what the theme is for and how it looks. */
  description: string;
  partner: boolean;
}

export const themeInfo = {
  main: {
    label: 'Main health brand',
    description: 'The main health fund: deep sea teal with a bright coral accent.',
    partner: false,
  },
  gu: {
    label: 'GU',
    description: 'The second insurer brand: deep indigo with a soft pink accent.',
    partner: false,
  },
  foundation: {
    label: 'Foundation',
    description: 'The foundation: eucalyptus green with an apricot accent.',
    partner: false,
  },
  thrive: {
    label: 'Thrive',
    description: 'Disability plan management: berry with a sunflower accent.',
    partner: false,
  },
  harbourline: {
    label: 'Harbourline',
    description: 'Partner brand: harbour navy with a signal orange accent.',
    partner: true,
  },
  coralbay: {
    label: 'Coral Bay',
    description: 'Partner brand: deep coral red with a mint accent.',
    partner: true,
  },
  kestrel: {
    label: 'Kestrel',
    description: 'Partner brand: chestnut with an aqua accent.',
    partner: true,
  },
  saltbush: {
    label: 'Saltbush',
    description: 'Partner brand: olive with a lilac accent.',
    partner: true,
  },
  meridian: {
    label: 'Meridian',
    description: 'Partner brand: wine red with a sky blue accent.',
    partner: true,
  },
  sundial: {
    label: 'Sundial',
    description: 'Partner brand: dusk violet with a warm orange accent.',
    partner: true,
  },
  tidewater: {
    label: 'Tidewater',
    description: 'Partner brand: petrol blue with a lemon accent.',
    partner: true,
  },
} as const satisfies Record<ThemeId, ThemeInfo>;

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

export function isPartnerTheme(value: unknown): value is PartnerThemeId {
  return typeof value === 'string' && (partnerThemes as readonly string[]).includes(value);
}
