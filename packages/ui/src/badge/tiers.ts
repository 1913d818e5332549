// The hospital cover tiers a badge can show, in order, with the name and gauge level of each (SPEC 3 and 9).
export const badgeTiers = [
  'basic',
  'basic-plus',
  'bronze',
  'bronze-plus',
  'silver',
  'silver-plus',
  'gold',
] as const;

export type BadgeTier = (typeof badgeTiers)[number];

/** The colour family of a tier: a plus tier uses its base tier's colour (--color-tier-<base>). */
export type BadgeTierColour = 'basic' | 'bronze' | 'silver' | 'gold';

/** The names a badge is announced by, and shows when its label is visible. */
export const badgeTierLabels: Record<BadgeTier, string> = {
  basic: 'Basic',
  'basic-plus': 'Basic Plus',
  bronze: 'Bronze',
  'bronze-plus': 'Bronze Plus',
  silver: 'Silver',
  'silver-plus': 'Silver Plus',
  gold: 'Gold',
};

/** How full the badge is drawn, in percent: one step of 12.5 per tier from Basic (25) to Gold (100). */
export const badgeFillPortions: Record<BadgeTier, number> = {
  basic: 25,
  'basic-plus': 37.5,
  bronze: 50,
  'bronze-plus': 62.5,
  silver: 75,
  'silver-plus': 87.5,
  gold: 100,
};

export function badgeTierColour(tier: BadgeTier): BadgeTierColour {
  return tier.replace(/-plus$/, '') as BadgeTierColour;
}
