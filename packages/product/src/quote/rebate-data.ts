// The Australian Government's private health insurance rebate, as dated tables: the rebate percentages change every
// 1 April (by the Rebate Adjustment Factor), the income thresholds every 1 July (indexed to earnings). Each period
// names its source. A year's update is one entry added here; the pages, the quote service and the help page all
// read these tables, so no figure is typed twice. When a date is past the last period here, the last period is used
// and marked as such (rebate-periods.ts): an expired figure is never shown as current.

export const INCOME_TIERS = ['base', 'tier1', 'tier2', 'tier3'] as const;
export type IncomeTier = (typeof INCOME_TIERS)[number];

export const AGE_BANDS = ['under65', '65to69', '70plus'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export interface Source {
  title: string;
  url: string;
}

export interface RebateRates {
  /** First and last day the percentages apply (ISO dates): a premium for a day in between gets them. */
  from: string;
  to: string;
  /** Rebate percentages by income tier and the oldest covered adult's age band. */
  percent: Readonly<Record<IncomeTier, Readonly<Record<AgeBand, number>>>>;
  source: Source;
}

export interface IncomeYear {
  /** The financial year, as the ATO writes it. */
  year: string;
  from: string;
  to: string;
  /** The top income of Base, Tier 1 and Tier 2 (above the last is Tier 3), in dollars a year. */
  singles: readonly [number, number, number];
  /** Couples, families and single parents. */
  families: readonly [number, number, number];
  /** Families' thresholds rise by this for each dependent child after the first. */
  perChildAfterFirst: number;
  source: Source;
}

const ATO_THRESHOLDS: Source = {
  title: 'Australian Taxation Office, Income thresholds and rates for the private health insurance rebate',
  url: 'https://www.ato.gov.au/individuals-and-families/medicare-and-private-health-insurance/private-health-insurance-rebate/income-thresholds-and-rates-for-the-private-health-insurance-rebate',
};

/** Oldest first; consecutive. */
export const REBATE_RATES: readonly RebateRates[] = [
  {
    from: '2024-04-01',
    to: '2025-03-31',
    // The Rebate Adjustment Factor for 2024 was 1: the percentages of 1 April 2021 stayed.
    percent: {
      base: { under65: 24.608, '65to69': 28.71, '70plus': 32.812 },
      tier1: { under65: 16.405, '65to69': 20.507, '70plus': 24.608 },
      tier2: { under65: 8.202, '65to69': 12.303, '70plus': 16.405 },
      tier3: { under65: 0, '65to69': 0, '70plus': 0 },
    },
    source: {
      title:
        'Australian Taxation Office, Claiming the private health insurance rebate ("the government did not change the rebate percentage on 1 April 2024")',
      url: 'https://www.ato.gov.au/individuals-and-families/medicare-and-private-health-insurance/private-health-insurance-rebate/claiming-the-private-health-insurance-rebate',
    },
  },
  {
    from: '2025-04-01',
    to: '2026-03-31',
    // The Rebate Adjustment Factor for 2025 was 0.987.
    percent: {
      base: { under65: 24.288, '65to69': 28.337, '70plus': 32.385 },
      tier1: { under65: 16.192, '65to69': 20.24, '70plus': 24.288 },
      tier2: { under65: 8.095, '65to69': 12.143, '70plus': 16.192 },
      tier3: { under65: 0, '65to69': 0, '70plus': 0 },
    },
    source: {
      title:
        'Department of Health, Disability and Ageing, PHI 21/25: Private health insurance rebate adjustment factor effective 1 April 2025',
      url: 'https://www.health.gov.au/news/phi-circulars/phi-2125-private-health-insurance-rebate-adjustment-factor-effective-1-april-2025',
    },
  },
];

/** Oldest first; consecutive. */
export const INCOME_YEARS: readonly IncomeYear[] = [
  {
    year: '2024-25',
    from: '2024-07-01',
    to: '2025-06-30',
    singles: [97_000, 113_000, 151_000],
    families: [194_000, 226_000, 302_000],
    perChildAfterFirst: 1_500,
    source: ATO_THRESHOLDS,
  },
  {
    year: '2025-26',
    from: '2025-07-01',
    to: '2026-06-30',
    singles: [101_000, 118_000, 158_000],
    families: [202_000, 236_000, 316_000],
    perChildAfterFirst: 1_500,
    source: ATO_THRESHOLDS,
  },
];
