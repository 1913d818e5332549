// The lookup's default search: our endpoint, GET /api/address/predictive, which takes the Kleber query fields and
// answers its DtResponse shape (so a caller may point `endpoint` at anything that speaks it).
import type { AddressQuery, AddressResult, DtResponse } from '@ds/address/types';

export const ADDRESS_ENDPOINT = '/api/address/predictive';

export type AddressSearch = (query: AddressQuery, signal: AbortSignal) => Promise<AddressResult[]>;

export function predictiveSearch(endpoint: string = ADDRESS_ENDPOINT): AddressSearch {
  return async ({ addressLine, resultLimit, state }, signal) => {
    const params = new URLSearchParams({ AddressLine: addressLine, ResultLimit: String(resultLimit) });
    if (state) params.set('State', state);
    const response = await fetch(`${endpoint}?${params.toString()}`, {
      headers: { accept: 'application/json' },
      signal,
    });
    if (!response.ok) throw new Error(`Address search answered ${response.status}`);
    const body = (await response.json()) as Partial<DtResponse>;
    const answer = body.DtResponse;
    if (!answer || !Array.isArray(answer.Result))
      throw new Error('Address search sent a reply of another shape');
    if (answer.ErrorMessage) throw new Error(`Address search said: ${answer.ErrorMessage}`);
    return answer.Result;
  };
}
