// Every product name the site shows is defined here and nowhere else. All are fictional (Australian plants, to go
// with the Larkspur brand) and checked not to be a real insurer's. Hospital names start with their tier, as the
// Complying Product Rules require of a tiered product's name ('Basic', 'Bronze Plus'...).
import type { HospitalTier } from './schema';

export const hospitalProductNames: Record<HospitalTier, string> = {
  basic: 'Basic Saltbush Hospital',
  'basic-plus': 'Basic Plus Saltbush Hospital',
  bronze: 'Bronze Wattle Hospital',
  'bronze-plus': 'Bronze Plus Wattle Hospital',
  silver: 'Silver Waratah Hospital',
  'silver-plus': 'Silver Plus Waratah Hospital',
  gold: 'Gold Banksia Hospital',
};

export const extrasProductNames = {
  starter: 'Sundew Extras',
  mid: 'Boronia Extras',
  top: 'Grevillea Extras',
} as const;

export const combinedProductNames = {
  bronzePlusMid: `${hospitalProductNames['bronze-plus']} and ${extrasProductNames.mid}`,
  silverPlusTop: `${hospitalProductNames['silver-plus']} and ${extrasProductNames.top}`,
  goldTop: `${hospitalProductNames.gold} and ${extrasProductNames.top}`,
} as const;
