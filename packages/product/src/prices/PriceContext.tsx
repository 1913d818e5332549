'use client';
// Who is covered, where and how often they pay, and the prices for that, shared by a page's controls and cards.
// The HTML carries the prices for the defaults (monthly, single, NSW); a change asks the price API, with each
// card's loading overlay shown meanwhile; if the request fails, the last prices stay, with a message saying
// which choice they are for. The choice is kept in the URL (replaceState), so Back, a reload or a shared link
// comes back to it, and the controls never show one choice while the cards show another.
import { createContext, useContext, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLatestAnswer, useUrlSearch } from '@ds/ui/hooks';
import { COVER_FOR, FREQUENCIES, STATES } from '../data/constants';
import type { Price, PriceQuery } from '../pricing';
import { fetchPrices } from './price-client';

/** The choice written in a query string (`?cover=family&state=WA&frequency=annually`), over `fallback`. */
export function queryFromSearch(search: string, fallback: PriceQuery): PriceQuery {
  const params = new URLSearchParams(search);
  const pick = <T extends string>(name: string, allowed: readonly T[], current: T): T => {
    const value = params.get(name);
    return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : current;
  };
  return {
    cover: pick('cover', COVER_FOR, fallback.cover),
    state: pick('state', STATES, fallback.state),
    frequency: pick('frequency', FREQUENCIES, fallback.frequency),
  };
}

const keyOf = (query: PriceQuery) => `${query.cover} ${query.state} ${query.frequency}`;
const queryFromKey = (key: string): PriceQuery => {
  const [cover, state, frequency] = key.split(' ') as [
    PriceQuery['cover'],
    PriceQuery['state'],
    PriceQuery['frequency'],
  ];
  return { cover, state, frequency };
};

export const sameQuery = (a: PriceQuery, b: PriceQuery) =>
  a.cover === b.cover && a.state === b.state && a.frequency === b.frequency;

interface PriceState {
  query: PriceQuery;
  /** The choice the prices shown are for (differs from `query` while loading or after a failure). */
  pricedFor: PriceQuery;
  prices: ReadonlyMap<string, Price>;
  loading: boolean;
  failed: boolean;
  setQuery: (query: PriceQuery) => void;
}

const PriceContext = createContext<PriceState | null>(null);

export function usePriceState(): PriceState {
  const state = useContext(PriceContext);
  if (!state) throw new Error('Price components must be inside a PriceProvider');
  return state;
}

export interface PriceProviderProps {
  productIds: readonly string[];
  initialQuery: PriceQuery;
  initialPrices: readonly Price[];
  children: ReactNode;
}

export function PriceProvider({ productIds, initialQuery, initialPrices, children }: PriceProviderProps) {
  // The URL's choice once hydrated (the server renders the defaults); then whatever the visitor picks.
  const [search, updateSearch] = useUrlSearch();
  const query = useMemo(() => queryFromSearch(search, initialQuery), [search, initialQuery]);
  const ids = useRef(productIds);
  const initialKey = keyOf(initialQuery);
  const key = keyOf(query);
  // The HTML's prices answer the defaults; any other choice is asked of the price API.
  const { current, lastGood } = useLatestAnswer(key === initialKey ? null : key, (signal) =>
    fetchPrices(query, ids.current, signal),
  );
  // The prices shown: those for the choice when they have come, else the newest that came (the defaults at first).
  const shown =
    key === initialKey
      ? { query: initialQuery, prices: initialPrices }
      : current?.ok
        ? { query, prices: current.value }
        : lastGood
          ? { query: queryFromKey(lastGood.key), prices: lastGood.value }
          : { query: initialQuery, prices: initialPrices };

  const choose = (next: PriceQuery) =>
    updateSearch({ cover: next.cover, state: next.state, frequency: next.frequency });

  const failed = current !== null && !current.ok;
  const state: PriceState = {
    query,
    pricedFor: shown.query,
    prices: new Map(shown.prices.map((price) => [price.productId, price])),
    loading: !sameQuery(query, shown.query) && !failed,
    failed,
    setQuery: choose,
  };
  return <PriceContext.Provider value={state}>{children}</PriceContext.Provider>;
}
