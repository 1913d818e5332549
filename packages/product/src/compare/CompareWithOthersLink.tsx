'use client';
// 'Compare X with other covers' on a product page: the compare view with this cover ticked, priced for the choice
// of who, where and how often the visitor made on the page (its price controls), so the prices they were reading
// are the ones they compare.
import { usePriceState } from '../prices/PriceContext';
import { compareHref } from './compare-href';

export function CompareWithOthersLink({ productId, name }: { productId: string; name: string }) {
  const { query } = usePriceState();
  return <a href={compareHref([productId], query)}>Compare {name} with other covers</a>;
}
