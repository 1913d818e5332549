'use client';
// Who is covered, where and how often they pay, and the prices for that, shared by a page's controls and cards.
// The HTML carries the prices for the defaults (monthly, single, NSW); a change asks the price API, with each
// card's loading overlay shown meanwhile; if the request fails, the last prices stay, with a message saying
// which choice they are for.
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Price, PriceQuery } from '../pricing';
import { fetchPrices } from './price-client';

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
  const [query, setQuery] = useState(initialQuery);
  const [priced, setPriced] = useState({ query: initialQuery, prices: initialPrices });
  const [failedFor, setFailedFor] = useState<PriceQuery | null>(null);
  const ids = useRef(productIds);

  useEffect(() => {
    if (query === priced.query) return undefined;
    const controller = new AbortController();
    fetchPrices(query, ids.current, controller.signal).then(
      (prices) => {
        setPriced({ query, prices });
        setFailedFor(null);
      },
      () => {
        if (!controller.signal.aborted) setFailedFor(query);
      },
    );
    return () => controller.abort();
  }, [query, priced.query]);

  const failed = failedFor === query;
  const state: PriceState = {
    query,
    pricedFor: priced.query,
    prices: new Map(priced.prices.map((price) => [price.productId, price])),
    loading: query !== priced.query && !failed,
    failed,
    setQuery,
  };
  return <PriceContext.Provider value={state}>{children}</PriceContext.Provider>;
}
