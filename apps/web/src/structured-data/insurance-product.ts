// A cover's page as a schema.org Product that is also a FinancialProduct (schema.org's type for what insurers
// sell; its HealthInsurancePlan is a US plan, with US plan identifiers), with its price as an Offer: the price the
// page shows first, from the one pricing function (priceOf, for DEFAULT_PRICE_QUERY: one adult in NSW, monthly).
// Google's product snippets read a Product with a name and an Offer's price and currency.
import type { Product } from '@ds/product/data';
import { DEFAULT_PRICE_QUERY, FREQUENCY_LABELS, priceOf } from '@ds/product/pricing';
import type { Frequency } from '@ds/product/data';
import { brand } from '@ds/site/data';
import { absoluteUrl } from './organization';

/** How often the price is paid, as UN/CEFACT common codes (schema.org's unitCode): a fortnight is two weeks. */
const PERIOD: Record<Frequency, { value: number; unitCode: string }> = {
  weekly: { value: 1, unitCode: 'WEE' },
  fortnightly: { value: 2, unitCode: 'WEE' },
  monthly: { value: 1, unitCode: 'MON' },
  annually: { value: 1, unitCode: 'ANN' },
};

/** The product at its page's path (on the main site: the products are Australian, priced in AUD). */
export function insuranceProductJsonLd(product: Product, path: string) {
  const query = DEFAULT_PRICE_QUERY;
  const { amount } = priceOf(product, query);
  const url = absoluteUrl('arhi', path);
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'FinancialProduct'],
    name: product.name,
    description: product.summary,
    url,
    category: 'Health insurance',
    brand: { '@type': 'Brand', name: brand.main },
    ...(amount === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: amount,
            priceCurrency: 'AUD',
            // The sample price is for one state; other states' prices differ (pricing.ts's STATE_FACTORS).
            eligibleRegion: `AU-${query.state}`,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: amount,
              priceCurrency: 'AUD',
              unitText: FREQUENCY_LABELS[query.frequency],
              referenceQuantity: { '@type': 'QuantitativeValue', ...PERIOD[query.frequency] },
            },
          },
        }),
  };
}
