// What the inclusion detail modal shows (SPEC 5 'Detail modal'): the waiting period, limits and disclaimer only
// when the inclusion has an id and the product has a limit row; with no disclaimer, a cover-type explanation for
// MBP, Restriction, R, Incl and LB, and nothing for Inclusion and Exclusion.
import type { AnnualLimit, Inclusion, Product } from '../data/schema';
import { coverTypeExplanation } from './cover-type';

export interface InclusionDetail {
  /** Waiting period, limits and disclaimer may show. */
  showsTerms: boolean;
  /** Null when terms do not show, and for a service the product excludes (there is nothing to wait for). */
  waitingPeriod: string | null;
  /** Each limit row with the name of the service it is for. */
  limits: { name: string; limit: AnnualLimit }[];
  /** The disclaimer when there is one, else the cover-type explanation, else null. */
  note: { kind: 'disclaimer' | 'explanation'; text: string } | null;
}

export function inclusionDetail(
  inclusion: Inclusion,
  product: Pick<Product, 'annualLimits'>,
): InclusionDetail {
  const showsTerms = Boolean(inclusion.id) && product.annualLimits.length > 0;
  const limits = showsTerms
    ? inclusion.productServices.flatMap((service) =>
        service.annualLimits.map((limit) => ({ name: service.name, limit })),
      )
    : [];
  const explanation = coverTypeExplanation(inclusion.coveredTypeCode);
  const note =
    showsTerms && inclusion.disclaimer
      ? { kind: 'disclaimer' as const, text: inclusion.disclaimer }
      : explanation
        ? { kind: 'explanation' as const, text: explanation }
        : null;
  return {
    showsTerms,
    waitingPeriod: showsTerms && inclusion.coveredTypeCode !== 'Exclusion' ? inclusion.waitingPeriod : null,
    limits,
    note,
  };
}
