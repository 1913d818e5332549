// What each covered type code means to a visitor, for the inclusion detail modal (SPEC 5 'Detail modal'). The
// labels are SPEC 3's; the explanations are ours, with SPEC 5's Restricted and Lower Benefits figures.
import type { CoveredTypeCode } from '../data/schema';

export const COVER_TYPE_EXPLANATIONS: Partial<Record<CoveredTypeCode, string>> = {
  MBP: 'Minimum Benefits Payable: we pay the minimum benefit the law sets for this service. In a private hospital, or for a private room, you are likely to have large out-of-pocket costs.',
  Restriction:
    'Restricted: we pay a restricted benefit, about what a shared room in a public hospital costs. A private room in a public hospital is generally covered at about 50%, and a private hospital at between 5% and 30% of its charges.',
  R: 'Restricted, Hospital Benefits Only: we pay a restricted hospital benefit (about what a shared room in a public hospital costs) and no benefit for the medical services you receive in hospital.',
  Incl: 'Included, Hospital Benefits Only: your hospital costs are covered as for any included service, but we pay no benefit for the medical services you receive in hospital.',
  LB: 'Lower Benefits: we pay a lower benefit for your hospital stay, and 100% of the MBS fee for the inpatient medical services you receive.',
};

/** The explanation for a code; nothing for Inclusion and Exclusion, which say what they mean. */
export function coverTypeExplanation(code: CoveredTypeCode): string | null {
  return COVER_TYPE_EXPLANATIONS[code] ?? null;
}
