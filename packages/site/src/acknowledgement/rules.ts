// When and how the footer shows the acknowledgement of country (SPEC 5): hidden for the seven partner
// themes, for the NZ footer and when forced; with artwork for the main brand and the foundation; a
// plain banner otherwise. Wording and the reconciliation link depend on the variant's brand group.
import { isPartnerTheme } from '@ds/tokens/meta';
import { brand } from '../data/brand';
import type { BrandGroup } from '../data/variant-config';
import { variantConfigs } from '../data/variant-config';
import type { VariantId } from '../data/variants';

export type AcknowledgementMode = 'hidden' | 'artwork' | 'banner';

export interface AcknowledgementStatement {
  wording: string;
  link?: { id: string; label: string; url: string };
}

export interface AcknowledgementInput {
  /** The brand theme the footer is shown in (a partner brand may show a variant's footer in its own theme). */
  theme: string;
  variant: VariantId;
  forceHide?: boolean | undefined;
}

export function acknowledgementMode({
  theme,
  variant,
  forceHide = false,
}: AcknowledgementInput): AcknowledgementMode {
  if (forceHide || variant === 'nz' || isPartnerTheme(theme)) return 'hidden';
  if (theme === 'main' || theme === 'foundation') return 'artwork';
  return 'banner';
}

export const acknowledgementStatements: Record<BrandGroup, AcknowledgementStatement> = {
  main: {
    wording: `${brand.main} acknowledges the Traditional Custodians of the lands on which we live and work across Australia, and their continuing connection to land, waters and community. We pay our respects to Elders past and present.`,
    link: {
      id: 'ack-rap',
      label: 'Read our Reconciliation Action Plan',
      url: '/about-us/reconciliation-action-plan',
    },
  },
  thrive: {
    wording: `${brand.thrive} acknowledges Aboriginal and Torres Strait Islander peoples as the Traditional Custodians of Country throughout Australia. We pay our respects to Elders past and present, and to the strength of First Nations people living with disability, their families and carers.`,
    link: {
      id: 'ack-rap-thrive',
      label: 'Our commitment to reconciliation',
      url: '/about-us/reconciliation-action-plan',
    },
  },
  gu: {
    wording: `${brand.gu} acknowledges the Traditional Owners of Country throughout Australia and recognises their continuing connection to land, sea and culture. We pay our respects to their Elders past and present.`,
    link: { id: 'ack-gu', label: 'About our reconciliation journey', url: '/gu/about-us' },
  },
};

export function acknowledgementFor(input: AcknowledgementInput): {
  mode: AcknowledgementMode;
  statement: AcknowledgementStatement;
} {
  return {
    mode: acknowledgementMode(input),
    statement: acknowledgementStatements[variantConfigs[input.variant].brandGroup],
  };
}
