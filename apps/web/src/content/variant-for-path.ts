// Which variant a site path belongs to: its own prefix decides, and everything else is the main site (arhi).
import type { VariantId } from '@ds/site/data';

export const VARIANT_PREFIXES: { prefix: string; variant: VariantId }[] = [
  { prefix: '/shareholders', variant: 'shareholders' },
  { prefix: '/nz', variant: 'nz' },
  { prefix: '/foundation', variant: 'foundation' },
  { prefix: '/thrive', variant: 'thrive' },
  { prefix: '/providers', variant: 'providers' },
  { prefix: '/gu', variant: 'gu' },
  { prefix: '/international', variant: 'international' },
  { prefix: '/overseas-students', variant: 'internationalStudents' },
  { prefix: '/overseas-working-visitors', variant: 'internationalWorkers' },
];

export function variantForPath(path: string): VariantId {
  const match = VARIANT_PREFIXES.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  return match?.variant ?? 'arhi';
}

export function prefixOf(variant: VariantId): string {
  return VARIANT_PREFIXES.find((entry) => entry.variant === variant)?.prefix ?? '';
}
