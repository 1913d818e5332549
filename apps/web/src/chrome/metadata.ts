// Page titles and descriptions: every page title ends with the variant's name.
import type { Metadata } from 'next';
import { variantConfigs } from '@ds/site/data';
import type { VariantId } from '@ds/site/data';

export function variantMetadata(variant: VariantId): Metadata {
  const { name, shortName } = variantConfigs[variant];
  return { title: { template: `%s | ${shortName}`, default: name } };
}
