// An overseas quote in words: what is covered (cover type, visa, who, the days of cover) and how its price is made
// up (the monthly premium times the months). Used on the level step, the save step and a saved quote. There is no
// rebate or loading to show: neither applies to overseas visitors' cover.
import { formatLongDate, formatPrice } from '@ds/ui/format';
import { OVERSEAS_COVER, OVERSEAS_WHO_LABELS, visaSubclass } from '@ds/product/overseas';
import type { OverseasAnswers, OverseasBreakdown } from '@ds/product/overseas';
import tableStyles from '@/quote/QuoteJourney.module.css';
import styles from './Overseas.module.css';

const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

export function OverseasPriceTable({ price, caption }: { price: OverseasBreakdown; caption: string }) {
  return (
    <table className={tableStyles.breakdown}>
      <caption>{caption}</caption>
      <tbody>
        <tr>
          <th scope="row">{price.productName}, each month</th>
          <td>{formatPrice(price.monthly)}</td>
        </tr>
        <tr>
          <th scope="row">
            Months of cover ({formatLongDate(price.start)} to {formatLongDate(price.end)})
          </th>
          <td>× {price.months}</td>
        </tr>
        <tr className={tableStyles.total}>
          <th scope="row">You pay for {monthsText(price.months)}</th>
          <td>{formatPrice(price.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** The answers a quote is for, as a list of terms. */
export function OverseasQuoteSummary({ answers }: { answers: Omit<OverseasAnswers, 'level'> }) {
  const visa = visaSubclass(answers.subclass);
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Cover</dt>
        <dd>
          {OVERSEAS_COVER[answers.coverType].name} ({OVERSEAS_COVER[answers.coverType].shortName})
        </dd>
      </div>
      <div>
        <dt>Visa</dt>
        <dd>{visa ? `Subclass ${visa.code}, ${visa.name}` : 'Not sure yet'}</dd>
      </div>
      <div>
        <dt>Who is covered</dt>
        <dd>{OVERSEAS_WHO_LABELS[answers.who]}</dd>
      </div>
      <div>
        <dt>Cover starts</dt>
        <dd>{formatLongDate(answers.arrival)}</dd>
      </div>
      <div>
        <dt>Length</dt>
        <dd>{monthsText(answers.months)}</dd>
      </div>
      {answers.address ? (
        <div>
          <dt>Address in Australia</dt>
          <dd>{answers.address}</dd>
        </div>
      ) : null}
    </dl>
  );
}
