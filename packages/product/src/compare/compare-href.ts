// Where the side-by-side compare and the quote journey live, and how a choice of covers and the visitor's price
// choice (who, where, how often) are written into their URLs, so a link can be shared, reloaded and come back to.
import type { PriceQuery } from '../pricing';
import { DEFAULT_PRICE_QUERY } from '../blocks/defaults';
import { COVER_FOR, FREQUENCIES, STATES } from '../data/constants';

export const COMPARE_PATH = '/health-insurance/compare';
export const MAX_COMPARED = 3;
/** The quote journey's first step (the site's 'Get a quote' target). */
export const QUOTE_START_PATH = '/health-insurance/join/welcome';

const sameAsDefault = (query: PriceQuery) =>
  query.cover === DEFAULT_PRICE_QUERY.cover &&
  query.state === DEFAULT_PRICE_QUERY.state &&
  query.frequency === DEFAULT_PRICE_QUERY.frequency;

/** The price choice as query parameters; none for the defaults, which every page starts with anyway. */
export const priceParams = (query: PriceQuery | undefined): Record<string, string> =>
  !query || sameAsDefault(query)
    ? {}
    : { cover: query.cover, state: query.state, frequency: query.frequency };

/** The compare view for these covers, priced for `query`. Commas stay readable: `?products=a,b&cover=family`. */
export function compareHref(ids: readonly string[], query?: PriceQuery): string {
  const rest = new URLSearchParams(priceParams(query)).toString();
  return `${COMPARE_PATH}?products=${ids.join(',')}${rest ? `&${rest}` : ''}`;
}

/**
 * The quote journey with this cover chosen, and who is covered, the state and how often they pay when the visitor
 * has said (a choice made on the product pages is in their URL; the defaults were never chosen, so are not sent).
 */
export function quoteHref(productId: string, known?: Partial<PriceQuery>): string {
  const params = new URLSearchParams({ product: productId });
  for (const name of ['cover', 'state', 'frequency'] as const) {
    const value = known?.[name];
    if (value) params.set(name, value);
  }
  return `${QUOTE_START_PATH}?${params.toString()}`;
}

const ALLOWED = { cover: COVER_FOR, state: STATES, frequency: FREQUENCIES } as const;

/** The price choice a query string states outright: only the parameters it has, with values that exist. */
export function statedPriceChoice(search: string): Partial<PriceQuery> {
  const params = new URLSearchParams(search);
  const stated: Partial<PriceQuery> = {};
  for (const name of ['cover', 'state', 'frequency'] as const) {
    const value = params.get(name);
    if (value !== null && (ALLOWED[name] as readonly string[]).includes(value)) {
      Object.assign(stated, { [name]: value });
    }
  }
  return stated;
}
