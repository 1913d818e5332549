// Australia's states and territories by their postal abbreviations: the one list the address search, the lookup
// control and the products' state-by-state prices all use.
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];
