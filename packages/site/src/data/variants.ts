// The ten site variants of SPEC 1: each route of the site belongs to exactly one of them.
export const VARIANT_IDS = [
  'arhi',
  'shareholders',
  'nz',
  'foundation',
  'thrive',
  'providers',
  'gu',
  'international',
  'internationalStudents',
  'internationalWorkers',
] as const;

export type VariantId = (typeof VARIANT_IDS)[number];

export function isVariantId(value: unknown): value is VariantId {
  return typeof value === 'string' && (VARIANT_IDS as readonly string[]).includes(value);
}
