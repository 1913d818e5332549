// A product's own page: its price (with the same choices as the comparison), its facts, and everything it
// covers and does not, each opening its detail; for extras, its annual limits. A server component.
import { Heading } from '@ds/ui/heading';
import type { Product } from '../data/schema';
import { COVERED_TYPE_LABELS } from '../data/schema';
import { priceOf } from '../pricing';
import { ProductCard } from '../card/ProductCard';
import { CompareWithOthersLink } from '../compare/CompareWithOthersLink';
import { QuoteForCoverLink } from '../card/QuoteForCoverLink';
import { InclusionList } from '../inclusions/InclusionList';
import { LiveCardBody, LivePriceHeader } from '../prices/LivePrice';
import { PriceControls } from '../prices/PriceControls';
import { PriceProvider } from '../prices/PriceContext';
import { noteMarks } from '../prices/price-notes';
import { formatDollars } from '@ds/ui/format';
import { annualLimitText, limitNameLine } from '../rules/annual-limit-text';
import { TierModalButton } from '../tiers/TierModal';
import { DEFAULT_PRICE_QUERY, Disclaimers, disclaimerId } from './ProductComparison';
import styles from './blocks.module.css';

export function ProductDetail({ product }: { product: Product }) {
  const items = product.inclusions.map((inclusion) => ({
    id: inclusion.id,
    name: inclusion.name,
    coveredTypeCode: inclusion.coveredTypeCode,
  }));
  const counts = Object.entries(
    product.inclusions.reduce<Record<string, number>>((tally, inclusion) => {
      const label = COVERED_TYPE_LABELS[inclusion.coveredTypeCode];
      tally[label] = (tally[label] ?? 0) + 1;
      return tally;
    }, {}),
  );
  // Each service's limits, named by the service (the rows only name the product).
  const limits = product.inclusions.flatMap((inclusion) =>
    inclusion.coveredTypeCode === 'Exclusion'
      ? []
      : inclusion.productServices.flatMap((service) =>
          service.annualLimits.map((limit) => ({ name: `${inclusion.name}: ${service.name}`, limit })),
        ),
  );
  return (
    <section className={styles.detail} aria-labelledby="product-price-heading">
      <PriceProvider
        productIds={[product.id]}
        initialQuery={DEFAULT_PRICE_QUERY}
        initialPrices={[priceOf(product, DEFAULT_PRICE_QUERY)]}
      >
        <PriceControls />
        <ProductCard
          product={product}
          header={
            <LivePriceHeader
              productId={product.id}
              headingId="product-price-heading"
              headingLevel={2}
              name={product.name}
              disclaimerId={product.priceDisclaimer ? disclaimerId(product) : undefined}
              disclaimerMark={noteMarks([product]).get(product.id)}
            />
          }
          footer={
            <>
              <QuoteForCoverLink productId={product.id} name={product.name} />
              <CompareWithOthersLink productId={product.id} name={product.name} />
            </>
          }
        >
          <LiveCardBody productId={product.id}>
            <dl className={styles.facts}>
              {product.excess !== undefined ? (
                <>
                  <dt>Excess</dt>
                  <dd>{formatDollars(product.excess)} per hospital admission</dd>
                </>
              ) : null}
              <dt>What it covers</dt>
              <dd>
                <ul className={styles.counts}>
                  {counts.map(([label, count]) => (
                    <li key={label}>
                      {label}: {count}
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
            {product.tier ? (
              <p>
                <TierModalButton />
              </p>
            ) : null}
            <InclusionList
              items={items}
              detailsOf={product.id}
              rememberAs={`product:${product.id}`}
              collapseBelow="md"
              headingLevel={3}
            />
          </LiveCardBody>
        </ProductCard>
        {product.type !== 'hospital' && limits.length ? (
          <section aria-labelledby="product-limits-heading">
            <Heading level={2} size="lg" id="product-limits-heading">
              Limits
            </Heading>
            <ul>
              {limits.map(({ name, limit }, index) => (
                <li key={`${name}-${index}`}>
                  {limitNameLine(name, limit)}
                  {annualLimitText(limit) ? `: ${annualLimitText(limit)}` : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Disclaimers products={[product]} />
      </PriceProvider>
    </section>
  );
}
