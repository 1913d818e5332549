// The rebate's figures as tables, from the dated tables of @ds/product/quote: the income thresholds of an income
// year, and the percentages of a period. Beside the rebate step's question and on the help page 'How we work out
// your price'; each scrolls in its own box on a phone.
import { ScrollableTable } from '@ds/ui/scrollable-table';
import { AGE_BANDS, INCOME_TIERS } from '@ds/product/quote';
import { formatDollars, formatLongDate } from '@ds/ui/format';
import type { AgeBand, IncomeTier, IncomeYear, RebateRates } from '@ds/product/quote';
import styles from './QuoteJourney.module.css';

export const TIER_NAMES: Readonly<Record<IncomeTier, string>> = {
  base: 'Base tier',
  tier1: 'Tier 1',
  tier2: 'Tier 2',
  tier3: 'Tier 3',
};
const AGE_NAMES: Readonly<Record<AgeBand, string>> = {
  under65: 'Under 65',
  '65to69': '65 to 69',
  '70plus': '70 and over',
};

/** Rebate percentages as published, to three decimals (20.240%); none is 0%. */
export const percent = (value: number) => (value === 0 ? '0%' : `${value.toFixed(3)}%`);

/** The head row: what the rows are, then a column per income tier. */
function TierHeadings({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {INCOME_TIERS.map((tier) => (
          <th key={tier} scope="col">
            {TIER_NAMES[tier]}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function ThresholdsTable({ year }: { year: IncomeYear }) {
  const rows: [string, readonly number[]][] = [
    ['Singles', year.singles],
    ['Couples, families and single parents', year.families],
  ];
  return (
    <ScrollableTable label={`Income thresholds for ${year.year}`}>
      <table className={styles.thresholds}>
        <caption>Income thresholds for {year.year}</caption>
        <TierHeadings first="Who" />
        <tbody>
          {rows.map(([who, [base, tier1, tier2]]) => (
            <tr key={who}>
              <th scope="row">{who}</th>
              <td>{formatDollars(base!)} or less</td>
              <td>up to {formatDollars(tier1!)}</td>
              <td>up to {formatDollars(tier2!)}</td>
              <td>over {formatDollars(tier2!)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}

export function RatesTable({ rates }: { rates: RebateRates }) {
  const name = `Rebate percentages, ${formatLongDate(rates.from)} to ${formatLongDate(rates.to)}`;
  return (
    <ScrollableTable label={name}>
      <table className={styles.thresholds}>
        <caption>{name}</caption>
        <TierHeadings first="Oldest person on the policy" />
        <tbody>
          {AGE_BANDS.map((band) => (
            <tr key={band}>
              <th scope="row">{AGE_NAMES[band]}</th>
              {INCOME_TIERS.map((tier) => (
                <td key={tier}>{percent(rates.percent[tier][band])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
