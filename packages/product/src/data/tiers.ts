// How the seven hospital tiers relate: a 'Plus' product is its base tier with more cover, so the rules of the base
// tier (basic, bronze, silver or gold) are the ones it must meet.
import { HOSPITAL_TIERS, type HospitalTier } from './schema';

/** The tiers the Complying Product Rules define. */
export type BaseTier = Extract<HospitalTier, 'basic' | 'bronze' | 'silver' | 'gold'>;

const BASE_TIER: Record<HospitalTier, BaseTier> = {
  basic: 'basic',
  'basic-plus': 'basic',
  bronze: 'bronze',
  'bronze-plus': 'bronze',
  silver: 'silver',
  'silver-plus': 'silver',
  gold: 'gold',
};

export function baseTierOf(tier: HospitalTier): BaseTier {
  return BASE_TIER[tier];
}

export function isPlusTier(tier: HospitalTier): boolean {
  return tier.endsWith('-plus');
}

/** Position in HOSPITAL_TIERS, lowest first: a category is required at tier T when its minimum ranks <= T's base. */
export function tierRank(tier: HospitalTier): number {
  return HOSPITAL_TIERS.indexOf(tier);
}
