// Fetches a variant's navigation data from the nav-data endpoint (NAV_DATA_URL) once per process,
// validates it, and falls back to the embedded copy (dated 2025-11-04) on any failure, logging why.
import { getEmbeddedNavData } from './embedded';
import { remoteNavDataSchema } from './schema';
import type { RemoteNavData } from './schema';
import type { VariantId } from './variants';

/** The messages of SPEC 8, logged exactly as written. */
export const NAV_DATA_ERRORS = {
  network: 'Network error fetching nav data',
  status: (status: number, statusText: string) => `Failed to fetch nav data: ${status} ${statusText}`,
  missingData: 'Malformed nav data: missing data key',
  invalidData: 'Malformed nav data: invalid data',
} as const;

export interface NavDataClientOptions {
  /** The nav-data endpoint; the variant is added as the `variant` query parameter. Unset: embedded data only. */
  url?: string | undefined;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  /** How long to wait for the endpoint before falling back. */
  timeoutMs?: number;
}

export interface NavDataClient {
  getNavData(variant: VariantId): Promise<RemoteNavData>;
}

function endpointFor(url: string, variant: VariantId): string {
  const endpoint = new URL(url);
  endpoint.searchParams.set('variant', variant);
  return endpoint.toString();
}

export function createNavDataClient({
  url,
  fetch: fetchImpl = globalThis.fetch,
  log = console.error,
  timeoutMs = 10_000,
}: NavDataClientOptions = {}): NavDataClient {
  const cache = new Map<VariantId, Promise<RemoteNavData>>();

  async function load(variant: VariantId): Promise<RemoteNavData> {
    const fallback = getEmbeddedNavData(variant);
    if (!url) return fallback;

    let response: Response;
    try {
      response = await fetchImpl(endpointFor(url, variant), {
        headers: { accept: 'application/json' },
        // A hanging endpoint must not stall the build: a timeout counts as a network error.
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      log(NAV_DATA_ERRORS.network);
      return fallback;
    }
    if (!response.ok) {
      log(NAV_DATA_ERRORS.status(response.status, response.statusText));
      return fallback;
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (typeof body !== 'object' || body === null || !('data' in body)) {
      log(NAV_DATA_ERRORS.missingData);
      return fallback;
    }
    const parsed = remoteNavDataSchema.safeParse(body.data);
    if (!parsed.success) {
      log(NAV_DATA_ERRORS.invalidData);
      return fallback;
    }
    return parsed.data;
  }

  return {
    getNavData(variant) {
      let pending = cache.get(variant);
      if (!pending) {
        pending = load(variant);
        cache.set(variant, pending);
      }
      return pending;
    },
  };
}

let processClient: NavDataClient | undefined;

/** The process-wide client, reading NAV_DATA_URL from the environment. */
export function getNavData(variant: VariantId): Promise<RemoteNavData> {
  processClient ??= createNavDataClient({ url: process.env.NAV_DATA_URL || undefined });
  return processClient.getNavData(variant);
}
