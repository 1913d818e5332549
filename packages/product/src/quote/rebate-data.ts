// The Australian Government's private health insurance rebate: the percentages for 1 April 2025 to 31 March 2026
// and the income thresholds for the 2025-26 income year. One dated file, so each year's update is one edit.
//
// Sources:
// - Department of Health, Disability and Ageing, "Private health insurance rebate", rebate percentages applying from
//   1 April 2025 (health.gov.au/topics/private-health-insurance/the-australian-government-rebate-on-private-health-insurance).
// - Australian Taxation Office, "Income thresholds and rates for the private health insurance rebate", 2025-26
//   (ato.gov.au/individuals-and-families/medicare-and-private-health-insurance/private-health-insurance-rebate).

export const REBATE_PERIOD = { from: '2025-04-01', to: '2026-03-31', incomeYear: '2025-26' } as const;

export const INCOME_TIERS = ['base', 'tier1', 'tier2', 'tier3'] as const;
export type IncomeTier = (typeof INCOME_TIERS)[number];

export const AGE_BANDS = ['under65', '65to69', '70plus'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Rebate percentages by income tier and the oldest covered adult's age band. */
export const REBATE_PERCENT: Record<IncomeTier, Record<AgeBand, number>> = {
  base: { under65: 24.288, '65to69': 28.337, '70plus': 32.385 },
  tier1: { under65: 16.192, '65to69': 20.24, '70plus': 24.288 },
  tier2: { under65: 8.095, '65to69': 12.143, '70plus': 16.192 },
  tier3: { under65: 0, '65to69': 0, '70plus': 0 },
};

/** The top income of Base, Tier 1 and Tier 2 (above the last is Tier 3), in dollars a year. */
export const INCOME_THRESHOLDS = {
  singles: [101_000, 118_000, 158_000],
  /** Couples, families and single parents. */
  families: [202_000, 236_000, 316_000],
  /** Families' thresholds rise by this for each dependent child after the first. */
  perChildAfterFirst: 1_500,
} as const;
