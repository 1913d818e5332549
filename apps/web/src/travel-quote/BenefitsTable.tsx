// What each plan covers, up to what limit: one column a plan, one row a benefit, from the product data. Used on
// the plan step (the plans offered for the trip) and on a saved quote (its plan).
import { useId } from 'react';
import { ScrollableTable } from '@ds/ui/scrollable-table';
import { formatDollars } from '@ds/ui/format';
import { BENEFITS, BENEFIT_NAMES } from '@ds/product/travel';
import type { BenefitLimit, Plan } from '@ds/product/travel';
import styles from './TravelQuote.module.css';

export function limitText(limit: BenefitLimit): string {
  if (limit === null) return 'Not covered';
  if (limit === 'unlimited') return 'Unlimited';
  return formatDollars(limit);
}

export function BenefitsTable({ plans, caption }: { plans: readonly Plan[]; caption: string }) {
  const captionId = useId();
  // The caption is above the scroll box, not in the table: a <caption> is as wide as the table, so on a phone its
  // end scrolled out of sight with the plans' columns. The table is still named by it.
  return (
    <div className={styles.benefitsBlock}>
      <p id={captionId} className={styles.caption}>
        {caption}
      </p>
      <ScrollableTable labelledBy={captionId}>
        <table className={styles.benefits} aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">Benefit</th>
              {plans.map((plan) => (
                <th scope="col" key={plan.id}>
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {BENEFITS.map((benefit) => (
              <tr key={benefit}>
                <th scope="row">{BENEFIT_NAMES[benefit]}</th>
                {plans.map((plan) => (
                  <td key={plan.id}>{limitText(plan.limits[benefit])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollableTable>
    </div>
  );
}
