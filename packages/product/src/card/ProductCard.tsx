// A product card (SPEC 2.5): a coloured top border by tier (hospital and combined covers) or by cover type
// (extras), the tier badge, the price header, then the card body, which an overlay covers when the product is
// unavailable (not sold in the chosen state, say). Server components: the interactive parts come as children.
import type { ReactNode } from 'react';
import { Badge } from '@ds/ui/badge';
import type { Product } from '../data/schema';
import styles from './ProductCard.module.css';

export const PRODUCT_TYPE_LABELS: Record<Product['type'], string> = {
  hospital: 'Hospital',
  extras: 'Extras',
  combined: 'Hospital and extras',
};

export interface ProductCardProps {
  product: Pick<Product, 'type' | 'tier' | 'name'>;
  /** The price header. */
  header: ReactNode;
  /** The card body (a CardBody, or a LiveCardBody that follows the page's chosen state). */
  children: ReactNode;
  /** Extra actions under the body (compare, see details). */
  footer?: ReactNode;
}

export interface CardBodyProps {
  /** When set, the body is covered by this message (the product cannot be bought as chosen). */
  unavailable?: string | null;
  children: ReactNode;
}

export function CardBody({ unavailable, children }: CardBodyProps) {
  return (
    <div className={styles.body} data-unavailable={unavailable ? true : undefined}>
      {/* Unavailable: the content stays for reading, but out of reach of focus and clicks. */}
      <div className={styles.content} inert={Boolean(unavailable)}>
        {children}
      </div>
      {unavailable ? (
        <p className={styles.unavailable} role="note">
          {unavailable}
        </p>
      ) : null}
    </div>
  );
}

/** The colour family of a tier: a plus tier uses its base tier's colour. */
const tierColour = (tier: NonNullable<Product['tier']>) => tier.replace('-plus', '');

export function ProductCard({ product, header, children, footer }: ProductCardProps) {
  return (
    <article
      className={styles.card}
      data-type={product.type}
      data-tier={product.tier ? tierColour(product.tier) : undefined}
    >
      <div className={styles.top}>
        <span className={styles.type}>{PRODUCT_TYPE_LABELS[product.type]}</span>
        {product.tier ? <Badge tier={product.tier} size={32} showLabel /> : null}
      </div>
      {header}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  );
}
