// The pages' prices come from GET /api/products/prices (computed by the same pricing module as the HTML).
import type { Price, PriceQuery } from '../pricing';

export const PRICES_ENDPOINT = '/api/products/prices';

export async function fetchPrices(
  query: PriceQuery,
  ids: readonly string[],
  signal: AbortSignal,
): Promise<Price[]> {
  const params = new URLSearchParams({ ...query, ids: ids.join(',') });
  const response = await fetch(`${PRICES_ENDPOINT}?${params.toString()}`, {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`Prices answered ${response.status}`);
  const body = (await response.json()) as { prices?: Price[] };
  if (!Array.isArray(body.prices)) throw new Error('Prices sent a reply of another shape');
  return body.prices;
}
