// The page's call to the provider search (GET /api/providers, apps/server/src/api/providers.ts). Each reply is
// checked against the schema the server declares (@ds/providers/schema), loaded with the first call. A refusal
// the API words for visitors (a place it cannot find, a query it will not take) keeps its words for the page.
import { fetchJson } from '@ds/api/fetch-json';
import type { ProviderResult } from '@ds/providers/types';
import { API_PAGE_LIMIT, apiUrlFor } from './provider-query';
import type { ProviderBrand, ProviderCountry, ProviderSearch } from './provider-query';

export interface ProviderPage {
  place: { label: string; latitude: number; longitude: number };
  radiusKm: number;
  total: number;
  providers: ProviderResult[];
}

export interface Directory {
  brand: ProviderBrand;
  country: ProviderCountry;
}

const replySchema = () => import('@ds/providers/schema').then((s) => s.providerSearchReplySchema);

async function askOnce(
  search: ProviderSearch,
  directory: Directory,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ProviderPage> {
  const reply = await fetchJson(apiUrlFor(search, directory, offset, limit), replySchema, { signal });
  return {
    place: reply.place,
    radiusKm: reply.radiusKm,
    total: reply.total,
    providers: reply.providers,
  };
}

/**
 * `count` results from `offset` (fewer when there are no more), asked for in turns of the API's largest page: a
 * restored search that showed 70 gets its 70.
 */
export async function findProviders(
  search: ProviderSearch,
  directory: Directory,
  { offset = 0, count }: { offset?: number; count: number },
  signal?: AbortSignal,
): Promise<ProviderPage> {
  const first = await askOnce(search, directory, offset, Math.min(count, API_PAGE_LIMIT), signal);
  const providers = [...first.providers];
  while (providers.length < count && offset + providers.length < first.total) {
    const next = await askOnce(
      search,
      directory,
      offset + providers.length,
      Math.min(count - providers.length, API_PAGE_LIMIT),
      signal,
    );
    if (next.providers.length === 0) break;
    providers.push(...next.providers);
  }
  return { ...first, providers };
}
