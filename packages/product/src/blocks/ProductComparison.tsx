// The comparison on /health-insurance and its hospital and extras pages: price choices, the tier explanation,
// a card per product with its price and what it covers, cover selection for the side-by-side compare, and the
// price disclaimers the cards' asterisks link to. A server component: prices for the defaults are in the HTML; an
// inclusion's detail is fetched from its product's cover-details page when wanted; the client parts only follow
// the visitor's choices.
import { Heading } from '@ds/ui/heading';
import { productsOfType } from '../data/products';
import type { Product, ProductType } from '../data/schema';
import { priceOf } from '../pricing';
import { ProductCard } from '../card/ProductCard';
import { productPath } from '../card/product-path';
import { CompareSelection, CompareToggle } from '../compare/CompareSelection';
import { InclusionList } from '../inclusions/InclusionList';
import { LiveCardBody, LivePriceHeader, LiveProductLink } from '../prices/LivePrice';
import { PriceControls } from '../prices/PriceControls';
import { PriceProvider } from '../prices/PriceContext';
import { PriceNotes } from '../prices/PriceNotes';
import { noteMarks, priceNoteId } from '../prices/price-notes';
import { TierModalButton } from '../tiers/TierModal';
import { DEFAULT_PRICE_QUERY } from './defaults';
import styles from './blocks.module.css';

export { DEFAULT_PRICE_QUERY };

const GROUP_HEADINGS: Record<ProductType, string> = {
  hospital: 'Hospital covers',
  extras: 'Extras covers',
  combined: 'Hospital and extras covers',
};

export { productPath };
export const disclaimerId = priceNoteId;

/** What a card lists: what the product covers, each opening its detail (the list fetches it: `detailsOf`). */
export function coverItems(product: Product) {
  return product.inclusions
    .filter((inclusion) => inclusion.coveredTypeCode !== 'Exclusion')
    .map((inclusion) => ({
      id: inclusion.id,
      name: inclusion.name,
      coveredTypeCode: inclusion.coveredTypeCode,
    }));
}

function Card({ product, mark }: { product: Product; mark: string | undefined }) {
  return (
    <ProductCard
      product={product}
      header={
        <LivePriceHeader
          productId={product.id}
          name={<LiveProductLink href={productPath(product)}>{product.name}</LiveProductLink>}
          {...(mark ? { disclaimerId: disclaimerId(product), disclaimerMark: mark } : {})}
        />
      }
      footer={
        <>
          <LiveProductLink href={productPath(product)}>See all of {product.name}</LiveProductLink>
          <CompareToggle productId={product.id} name={product.name} />
        </>
      }
    >
      <LiveCardBody productId={product.id}>
        <p className={styles.summary}>{product.summary}</p>
        {/* Behind its toggle at every width: cards in a row share its height, and a Gold card's long list beside
            a Basic card's 3 would leave the Basic card mostly empty. */}
        <InclusionList
          items={coverItems(product)}
          detailsOf={product.id}
          rememberAs={`card:${product.id}`}
          collapseBelow={null}
        />
      </LiveCardBody>
    </ProductCard>
  );
}

export function ProductComparison({ types }: { types: readonly ProductType[] }) {
  const groups = types.map((type) => ({ type, products: productsOfType(type) }));
  const all = groups.flatMap((group) => group.products);
  const marks = noteMarks(all);
  return (
    <section className={styles.comparison} aria-labelledby="compare-covers-heading">
      <Heading level={2} size="xl" id="compare-covers-heading">
        Prices and covers
      </Heading>
      <PriceProvider
        productIds={all.map((product) => product.id)}
        initialQuery={DEFAULT_PRICE_QUERY}
        initialPrices={all.map((product) => priceOf(product, DEFAULT_PRICE_QUERY))}
      >
        <PriceControls />
        {types.some((type) => type !== 'extras') ? (
          <p>
            Not sure which level of hospital cover you need? <TierModalButton />
          </p>
        ) : null}
        <CompareSelection>
          {groups.map(({ type, products }) => (
            <section key={type} className={styles.group} aria-labelledby={`group-${type}`}>
              <Heading level={2} size="lg" id={`group-${type}`}>
                {GROUP_HEADINGS[type]}
              </Heading>
              <ul className={styles.cards}>
                {products.map((product) => (
                  <li key={product.id}>
                    <Card product={product} mark={marks.get(product.id)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </CompareSelection>
        <Disclaimers products={all} />
      </PriceProvider>
    </section>
  );
}

/** The notes under the prices, following the page's price choice; inside the PriceProvider. */
export function Disclaimers({ products }: { products: readonly Product[] }) {
  return (
    <section className={styles.disclaimers} aria-label="Price disclaimers">
      <PriceNotes
        // Only what is set: the page's payload names every prop given, even an undefined one.
        products={products.map(({ id, name, excess, priceDisclaimer }) => ({
          id,
          name,
          ...(excess === undefined ? {} : { excess }),
          ...(priceDisclaimer === undefined ? {} : { priceDisclaimer }),
        }))}
      />
    </section>
  );
}
