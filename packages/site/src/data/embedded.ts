// The embedded navigation data (dated 2025-11-04): the fallback when no nav-data endpoint answers.
// Each variant's header and footer live in ./nav, one file per variant.
import { navDataByVariant } from './nav';
import type { NavData } from './schema';
import type { VariantId } from './variants';

export const NAV_DATA_UPDATED_AT = '2025-11-04';

export function getEmbeddedNavData(variant: VariantId): NavData {
  return navDataByVariant[variant];
}

export { allInternalPaths, internalPathsOf, collectLinks, loginDialogLinks, DEFAULT_QUOTE_URL } from './nav';
export type { FoundLink } from './nav';
