// The pages' prices come from GET /api/products/prices (computed by the same pricing module as the HTML); the reply
// is checked against the route's schema, loaded with the first call.
import { fetchJson } from '@ds/api/fetch-json';
import type { Price, PriceQuery } from '../pricing';

export const PRICES_ENDPOINT = '/api/products/prices';

export async function fetchPrices(
  query: PriceQuery,
  ids: readonly string[],
  signal: AbortSignal,
): Promise<Price[]> {
  const params = new URLSearchParams({ ...query, ids: ids.join(',') });
  const { prices } = await fetchJson(
    `${PRICES_ENDPOINT}?${params.toString()}`,
    () => import('./schema').then((s) => s.pricesReplySchema),
    { signal },
  );
  return prices;
}
