// The parts of the site a search can be narrowed to. The index build files every page under one section by its
// path, and the search page offers the same list, so the two always agree.
import { VARIANT_IDS, brand, variantConfigs, variantForPath } from '../data';
import type { VariantId } from '../data';

export const SEARCH_SECTIONS = [
  'Health insurance',
  'Travel',
  'NDIS plan management',
  'Foundation',
  'Shareholders',
  'Providers',
  'New Zealand',
  brand.gu,
  'Overseas visitors',
  'Design system',
] as const;

export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** The style guide's pages live at the site root beside the main site's. */
const DESIGN_SYSTEM_PREFIXES = ['/design-system', '/foundations', '/components', '/patterns'];
/** Pages of the main site that belong to another section: travel cover and help, and the plan-management help. */
const MAIN_SITE_SECTIONS: readonly (readonly [prefix: string, section: SearchSection])[] = [
  ['/travel-insurance', 'Travel'],
  ['/help/travel', 'Travel'],
  ['/help/thrive', 'NDIS plan management'],
];

const SECTION_OF_VARIANT: Record<Exclude<VariantId, 'arhi'>, SearchSection> = {
  shareholders: 'Shareholders',
  nz: 'New Zealand',
  foundation: 'Foundation',
  thrive: 'NDIS plan management',
  providers: 'Providers',
  gu: brand.gu,
  international: 'Overseas visitors',
  internationalStudents: 'Overseas visitors',
  internationalWorkers: 'Overseas visitors',
};

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The section a page of the site belongs to, from its path ('/travel-insurance/cover' -> 'Travel'). */
export function searchSection(path: string): SearchSection {
  if (DESIGN_SYSTEM_PREFIXES.some((prefix) => under(path, prefix))) return 'Design system';
  const variant = variantForPath(path);
  if (variant !== 'arhi') return SECTION_OF_VARIANT[variant];
  return MAIN_SITE_SECTIONS.find(([prefix]) => under(path, prefix))?.[1] ?? 'Health insurance';
}

export function isSearchSection(value: string): value is SearchSection {
  return (SEARCH_SECTIONS as readonly string[]).includes(value);
}

/**
 * Whose search a page belongs to: the second brand's search (`/gu/search`) covers its own pages only, and the main
 * search covers the rest of the site's. The style guide's pages belong to neither: they are for the engineers who
 * build the site, and turn up only when the Design system section is chosen.
 */
export type SearchBrand = 'main' | 'gu';

export function searchBrand(path: string): SearchBrand | null {
  if (DESIGN_SYSTEM_PREFIXES.some((prefix) => under(path, prefix))) return null;
  return variantConfigs[variantForPath(path)].brandGroup === 'gu' ? 'gu' : 'main';
}

/** The site's search pages (`/search`, `/gu/search`): each variant's that has one. */
export const SEARCH_PAGE_PATHS: readonly string[] = [
  ...new Set(VARIANT_IDS.flatMap((id) => variantConfigs[id].searchPath ?? [])),
];
