// The choose-cover step's cards, rendered on the server: what each cover includes (with the tier and inclusion
// dialogs; an inclusion's detail is fetched from its cover's details page when wanted) is in the HTML; only the price for this visitor (QuotePrice) and the choice (ChooseButton) run in the
// browser. Only the choose-cover page imports this, so no other step loads the cards' code.
import { CardBody, InclusionList, ProductCard, TierModalButton, coverItems } from '@ds/product';
import { products } from '@ds/product/data';
import { ChooseButton, QuotePrice } from './steps/CoverStep';
import type { CoverCard } from './steps/CoverStep';
import styles from './JourneyPage.module.css';

export function coverCards(): CoverCard[] {
  return products.map((product) => ({
    productId: product.id,
    name: product.name,
    type: product.type,
    card: (
      <ProductCard
        product={product}
        header={<QuotePrice productId={product.id} name={product.name} headingId={`cover-${product.id}`} />}
        footer={<ChooseButton productId={product.id} name={product.name} />}
      >
        <CardBody>
          <p className={styles.summary}>{product.summary}</p>
          {product.tier ? <TierModalButton /> : null}
          <InclusionList
            items={coverItems(product)}
            detailsOf={product.id}
            rememberAs={`quote-card:${product.id}`}
          />
        </CardBody>
      </ProductCard>
    ),
  }));
}
