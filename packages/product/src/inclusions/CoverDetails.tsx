// A product's cover details as one document: a section per inclusion, each with the detail its modal shows (the
// modal fetches this page and shows the section's body: inclusions/fetch-cover-detail.ts). A server component;
// the page is also what a visitor without JavaScript, or a failed fetch's link, reaches.
import { Heading } from '@ds/ui/heading';
import type { Product } from '../data/schema';
import { productPath } from '../card/product-path';
import { coverDetailBodyId, coverDetailId } from './cover-details-path';
import { InclusionDetail } from './InclusionDetail';
import styles from './Inclusions.module.css';

export function CoverDetails({ product }: { product: Product }) {
  return (
    <div className={styles.coverDetails}>
      <p>
        <a href={productPath(product)}>About {product.name}, its price and how to join</a>
      </p>
      <Heading level={1} size="2xl">
        {product.name}: what it covers
      </Heading>
      {product.inclusions.map((inclusion) => {
        const sectionId = coverDetailId(inclusion.id);
        return (
          <section
            key={inclusion.id}
            id={sectionId}
            className={styles.coverDetail}
            aria-labelledby={`${sectionId}-name`}
          >
            <Heading level={2} size="lg" id={`${sectionId}-name`}>
              {inclusion.name}
            </Heading>
            <div id={coverDetailBodyId(sectionId)}>
              <InclusionDetail product={product} inclusion={inclusion} />
            </div>
          </section>
        );
      })}
    </div>
  );
}
