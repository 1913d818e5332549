'use client';
// A card's price header and body, following the page's price choice: the overlay while new prices load, and the
// unavailable overlay where the product is not sold in the chosen state.
import type { ReactNode } from 'react';
import { CardBody } from '../card/ProductCard';
import { PriceHeader } from './PriceHeader';
import type { PriceHeaderProps } from './PriceHeader';
import { STATE_LABELS } from './PriceControls';
import { DEFAULT_PRICE_QUERY } from '../blocks/defaults';
import { sameQuery, usePriceState } from './PriceContext';

/** A link to a product page that carries the visitor's price choice, so the page shows the same price. */
export function LiveProductLink({ href, children }: { href: string; children: ReactNode }) {
  const { query } = usePriceState();
  const choice = sameQuery(query, DEFAULT_PRICE_QUERY)
    ? ''
    : `?${new URLSearchParams({ cover: query.cover, state: query.state, frequency: query.frequency })}`;
  return <a href={`${href}${choice}`}>{children}</a>;
}

export function LivePriceHeader({
  productId,
  ...header
}: Omit<PriceHeaderProps, 'amount' | 'fullAmount' | 'frequency' | 'loading'> & { productId: string }) {
  const { prices, pricedFor, loading } = usePriceState();
  const price = prices.get(productId);
  return (
    <PriceHeader
      {...header}
      amount={price?.amount ?? null}
      fullAmount={price?.fullAmount ?? null}
      frequency={pricedFor.frequency}
      loading={loading}
    />
  );
}

export function LiveCardBody({ productId, children }: { productId: string; children: ReactNode }) {
  const { prices, pricedFor } = usePriceState();
  const available = prices.get(productId)?.available ?? true;
  return (
    <CardBody unavailable={available ? null : `Not sold in ${STATE_LABELS[pricedFor.state]}`}>
      {children}
    </CardBody>
  );
}
