import { COVERED_TYPE_CODES, COVERED_TYPE_LABELS } from '../data/schema';
import type { Inclusion } from '../data/schema';
import { coverTypeExplanation } from './cover-type';
import { inclusionDetail } from './detail-rules';

const LIMIT = { productId: 'smart-extras', productName: 'Smart Extras', limitAmount: 300, childLimits: [] };
const inclusion = (fields: Partial<Inclusion> = {}): Inclusion => ({
  id: 'general-dental',
  name: 'General dental',
  description: 'Check-ups and cleans.',
  waitingPeriod: '2 Months',
  coveredTypeCode: 'Inclusion',
  productServices: [
    {
      id: 'check-up',
      name: 'Check-up',
      description: 'An exam.',
      waitingPeriod: '2 Months',
      coveredTypeCode: 'Inclusion',
      pcatProductId: 'check-up',
      annualLimits: [LIMIT],
      productServices: undefined,
    } as never,
  ],
  ...fields,
});

describe('the cover-type labels and explanations', () => {
  it('label every code as SPEC 3 does', () => {
    expect(COVERED_TYPE_LABELS).toEqual({
      Inclusion: 'Included',
      Exclusion: 'Excluded',
      Restriction: 'Restricted',
      MBP: 'Minimum Benefits Payable',
      R: 'Restricted, Hospital Benefits Only',
      Incl: 'Included, Hospital Benefits Only',
      LB: 'Lower Benefits',
    });
  });

  it('explain MBP, Restriction, R, Incl and LB, and nothing for Inclusion and Exclusion', () => {
    const explained = COVERED_TYPE_CODES.filter((code) => coverTypeExplanation(code) !== null);
    expect(explained).toEqual(['Restriction', 'MBP', 'R', 'Incl', 'LB']);
    expect(coverTypeExplanation('Restriction')).toMatch(/about 50%.*between 5% and 30%/);
    expect(coverTypeExplanation('LB')).toMatch(/100% of the MBS fee/);
  });
});

describe('what the detail modal shows', () => {
  it('shows the waiting period, limits and disclaimer when the inclusion has an id and the product a limit row', () => {
    const detail = inclusionDetail(inclusion({ disclaimer: 'Limits are shared.' }), {
      annualLimits: [LIMIT],
    });
    expect(detail).toEqual({
      showsTerms: true,
      waitingPeriod: '2 Months',
      limits: [{ name: 'Check-up', limit: LIMIT }],
      note: { kind: 'disclaimer', text: 'Limits are shared.' },
    });
  });

  it('hides them when the product has no limit row', () => {
    const detail = inclusionDetail(inclusion({ disclaimer: 'Limits are shared.' }), { annualLimits: [] });
    expect(detail.showsTerms).toBe(false);
    expect(detail.waitingPeriod).toBeNull();
    expect(detail.limits).toEqual([]);
    expect(detail.note).toBeNull();
  });

  it('gives no waiting period for a service the product excludes', () => {
    expect(
      inclusionDetail(inclusion({ coveredTypeCode: 'Exclusion' }), { annualLimits: [LIMIT] }).waitingPeriod,
    ).toBeNull();
  });

  it('hides them when the inclusion has no id', () => {
    expect(inclusionDetail(inclusion({ id: '' }), { annualLimits: [LIMIT] }).showsTerms).toBe(false);
  });

  it('explains the cover type when there is no disclaimer', () => {
    expect(inclusionDetail(inclusion({ coveredTypeCode: 'MBP' }), { annualLimits: [LIMIT] }).note).toEqual({
      kind: 'explanation',
      text: coverTypeExplanation('MBP'),
    });
    expect(
      inclusionDetail(inclusion({ coveredTypeCode: 'Exclusion' }), { annualLimits: [] }).note,
    ).toBeNull();
    expect(inclusionDetail(inclusion({ coveredTypeCode: 'R' }), { annualLimits: [] }).note?.kind).toBe(
      'explanation',
    );
  });
});
