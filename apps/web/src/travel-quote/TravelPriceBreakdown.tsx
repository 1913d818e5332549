// A travel quote's price in words: each traveller's premium (children free with an adult), the members' discount
// and what is paid, once, for the whole policy. Used on the plan step, the save step and a saved quote.
import { formatDollars, formatLongDate, formatPrice } from '@ds/ui/format';
import { AGE_BANDS, ANNUAL_RULES, planById, regionById } from '@ds/product/travel';
import type { TravelBreakdown } from '@ds/product/travel';
import styles from './TravelQuote.module.css';

const bandLabel = (id: string) => AGE_BANDS.find((band) => band.id === id)?.label ?? id;

/** '14 days, 1 March 2027 to 14 March 2027', or for a year of trips '1 March 2027 to 29 February 2028, each trip up to 45 days'. */
export function coverText(price: TravelBreakdown): string {
  const dates = `${formatLongDate(price.coverFrom)} to ${formatLongDate(price.coverTo)}`;
  if (planById(price.planId).for === 'annual')
    return `${dates}, each trip up to ${ANNUAL_RULES.maxTripDays} days`;
  const days = price.tripDays ?? 0;
  return `${days} ${days === 1 ? 'day' : 'days'}, ${dates}`;
}

export function TravelPriceBreakdown({ price, caption }: { price: TravelBreakdown; caption: string }) {
  return (
    <table className={styles.breakdown}>
      <caption>{caption}</caption>
      <tbody>
        <tr>
          <th scope="row">Cover</th>
          <td>{coverText(price)}</td>
        </tr>
        <tr>
          <th scope="row">Priced for</th>
          <td>{regionById(price.pricedRegion).name}</td>
        </tr>
        <tr>
          <th scope="row">Excess</th>
          <td>{formatDollars(price.excess)} a claim</td>
        </tr>
        {price.travellers.map((traveller, index) => (
          <tr key={index}>
            <th scope="row">
              Traveller {index + 1}, aged {traveller.age} ({bandLabel(traveller.band)})
            </th>
            <td>{traveller.free ? 'free with an adult' : formatPrice(traveller.premium)}</td>
          </tr>
        ))}
        {price.memberDiscountPercent > 0 ? (
          <tr>
            <th scope="row">Members’ discount ({price.memberDiscountPercent}%)</th>
            <td>less {formatPrice(price.memberDiscount)}</td>
          </tr>
        ) : null}
        <tr className={styles.total}>
          <th scope="row">You pay, once</th>
          <td>{formatPrice(price.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
