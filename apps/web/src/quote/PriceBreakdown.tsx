// A quote's price in words: the premium, the Lifetime Health Cover loading, the Government rebate and what is paid,
// each at the payment frequency. Used under a chosen cover, on the save step and on a saved quote. When the rebate
// rates used are past their period, it says so beneath; when the visitor gave no income, that the price is
// without the rebate, which can be claimed at tax time.
import { FREQUENCY_LABELS } from '@ds/product/pricing';
import { formatPrice } from '@ds/ui/format';
import { staleRatesNotice } from '@ds/product/quote';
import type { QuoteBreakdown } from '@ds/product/quote';
import { percent } from './RebateTables';
import styles from './QuoteJourney.module.css';

export function PriceBreakdown({ price, caption }: { price: QuoteBreakdown; caption: string }) {
  const per = FREQUENCY_LABELS[price.frequency];
  // Quotes saved before the period was recorded have none: nothing to say of them here.
  const stale = price.rebatePeriod ? staleRatesNotice(price.rebatePeriod) : null;
  return (
    <>
      <table className={styles.breakdown}>
        <caption>{caption}</caption>
        <tbody>
          <tr>
            <th scope="row">
              Premium{price.frequency === 'annually' ? ', with 4% off for paying yearly' : ''}
            </th>
            <td>
              {formatPrice(price.base)} {per}
            </td>
          </tr>
          <tr>
            <th scope="row">Lifetime Health Cover loading ({price.loadingPercent}% on the hospital part)</th>
            <td>
              plus {formatPrice(price.loading)} {per}
            </td>
          </tr>
          {price.withoutRebate ? (
            <tr>
              <th scope="row">Australian Government rebate</th>
              <td>not included</td>
            </tr>
          ) : (
            <tr>
              <th scope="row">Australian Government rebate ({percent(price.rebatePercent)})</th>
              <td>
                less {formatPrice(price.rebate)} {per}
              </td>
            </tr>
          )}
          <tr className={styles.total}>
            <th scope="row">You pay</th>
            <td>
              {formatPrice(price.total)} {per}
            </td>
          </tr>
        </tbody>
      </table>
      {price.withoutRebate ? (
        <p className={styles.staleNotice}>
          This price is without the Australian Government rebate: you can claim it in your tax return.
        </p>
      ) : null}
      {stale ? <p className={styles.staleNotice}>{stale}</p> : null}
    </>
  );
}
