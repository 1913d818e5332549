// The lookup's default search: our endpoint, GET /api/address/predictive, which takes the Kleber query fields and
// answers its DtResponse shape (so a caller may point `endpoint` at anything that speaks it). The reply is checked
// against the route's schema (@ds/address/schema), loaded with the first search.
import type { AddressQuery, AddressResult } from '@ds/address/types';
import { fetchJson } from '@ds/api/fetch-json';

export const ADDRESS_ENDPOINT = '/api/address/predictive';

export type AddressSearch = (query: AddressQuery, signal: AbortSignal) => Promise<AddressResult[]>;

export function predictiveSearch(endpoint: string = ADDRESS_ENDPOINT): AddressSearch {
  return async ({ addressLine, resultLimit, state }, signal) => {
    const params = new URLSearchParams({ AddressLine: addressLine, ResultLimit: String(resultLimit) });
    if (state) params.set('State', state);
    const { DtResponse: answer } = await fetchJson(
      `${endpoint}?${params.toString()}`,
      () => import('@ds/address/schema').then((s) => s.dtResponseSchema),
      { signal },
    );
    if (answer.ErrorMessage) throw new Error(`Address search said: ${answer.ErrorMessage}`);
    return answer.Result;
  };
}
