// An NZ quote's price in words: each person's premium (their age band's price, any smoker loading, less the excess
// discount), then what the plan costs a month, a fortnight and a year. Used on the save step and the saved quote;
// the plan step shows only the totals (NzPriceTotals).
import { formatDollars, formatPrice } from '@ds/ui/format';
import { NZ_CURRENCY, NZ_FREQUENCIES, NZ_FREQUENCY_LABELS, nzPlan } from '@ds/product/nz';
import type { NzPersonPrice, NzQuoteBreakdown } from '@ds/product/nz';
import styles from './NzQuote.module.css';

const nzd = (amount: number) => formatPrice(amount, 'en-NZ');

/** 'You, aged 42', 'Your partner, aged 40', 'Child 1, aged 8': a bare number after a child's ('Child 3, 1') reads as
 *  a list of numbers, not an age. */
function personLabel(person: NzPersonPrice, childIndex: number) {
  const who =
    person.role === 'you' ? 'You' : person.role === 'partner' ? 'Your partner' : `Child ${childIndex}`;
  return `${who}, aged ${person.age}`;
}

/** How one person's premium is made up, in a sentence. */
function personDetail(person: NzPersonPrice, price: NzQuoteBreakdown) {
  const parts = [`${nzd(person.base)} for ${person.band === 'child' ? 'a child' : `ages ${person.band}`}`];
  if (person.smokerLoading > 0) {
    parts.push(`plus ${nzd(person.smokerLoading)} smoker loading (${price.smokerLoadingPercent}%)`);
  }
  if (person.excessDiscount > 0) {
    parts.push(
      `less ${nzd(person.excessDiscount)} for the ${formatDollars(price.excess, 'en-NZ')} excess (${price.excessDiscountPercent}%)`,
    );
  }
  return parts.join(', ');
}

/** Said under every NZ price: the currency, named, as the dollar sign alone does not say it. */
export const currencyNote = `All prices are in New Zealand dollars (${NZ_CURRENCY}) and include GST.`;

/** What the quote's plan pays for, as the NZ product data lists it. */
export function NzPlanCovers({ price }: { price: NzQuoteBreakdown }) {
  return (
    <ul className={styles.covers} aria-label={`What ${price.planName} covers`}>
      {nzPlan(price.planId).covers.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function NzPriceBreakdown({ price, caption }: { price: NzQuoteBreakdown; caption: string }) {
  // Children are numbered among themselves: the adults come first.
  const firstChild = price.people.findIndex((person) => person.role === 'child');
  return (
    <>
      <table className={styles.breakdown}>
        <caption>{caption}</caption>
        <tbody>
          {price.people.map((person, index) => {
            return (
              <tr key={index}>
                <th scope="row">
                  {personLabel(person, index - firstChild + 1)}
                  <span className={styles.detail}>{personDetail(person, price)}</span>
                </th>
                <td>
                  {nzd(person.monthly)} {NZ_FREQUENCY_LABELS.monthly}
                </td>
              </tr>
            );
          })}
          {NZ_FREQUENCIES.map((frequency, index) => (
            <tr key={frequency} className={index === 0 ? styles.total : undefined}>
              <th scope="row">{index === 0 ? 'You pay' : 'Or'}</th>
              <td>
                {nzd(price[frequency])} {NZ_FREQUENCY_LABELS[frequency]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{currencyNote}</p>
    </>
  );
}
