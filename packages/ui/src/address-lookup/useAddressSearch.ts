// Searches as the visitor types: nothing under 5 characters, one request 400 ms after the typing stops, and the
// request for older text aborted as soon as the text changes, so a slow old answer never replaces a newer one. A
// failed search clears the options, keeps the error and logs it to the console (SPEC 8: no message to the visitor).
import { useEffect, useEffectEvent, useState } from 'react';
import type { AddressResult, AuState } from '@ds/address/types';
import type { AddressSearch } from './address-client';
import { ADDRESS_DEBOUNCE_MS, ADDRESS_MIN_CHARS } from './address-rules';
import type { SearchStatus } from './address-rules';

export interface AddressSearchState {
  status: SearchStatus;
  results: AddressResult[];
  /** The text the status is about (the message quotes it). */
  text: string;
  /** The last failure, kept for the caller (SPEC 8). */
  error: unknown;
}

export interface AddressSearchResult extends AddressSearchState {
  /** Searches again for the same text (after a failure). */
  retry: () => void;
}

interface Options {
  search: AddressSearch;
  resultLimit: number;
  state?: AuState;
  minChars?: number;
  debounceMs?: number;
  onError?: (error: unknown) => void;
}

/** The last answer, for the text it answered (its query includes the limit and state). */
interface Answer extends AddressSearchState {
  query: string;
}

export function useAddressSearch(
  text: string,
  enabled: boolean,
  {
    search,
    resultLimit,
    state,
    minChars = ADDRESS_MIN_CHARS,
    debounceMs = ADDRESS_DEBOUNCE_MS,
    onError,
  }: Options,
): AddressSearchResult {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const typed = text.trim();
  const active = enabled && typed.length >= minChars;
  const query = `${typed}\n${resultLimit}\n${state ?? ''}\n${attempt}`;

  const ask = useEffectEvent((signal: AbortSignal) => {
    search({ addressLine: typed, resultLimit, state }, signal).then(
      (results) => {
        if (signal.aborted) return;
        setAnswer({
          query,
          status: results.length ? 'results' : 'noResults',
          results,
          text: typed,
          error: null,
        });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        console.error('Address search failed', error);
        onError?.(error);
        setAnswer({ query, status: 'error', results: [], text: typed, error });
      },
    );
  });

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => ask(controller.signal), debounceMs);
    // New text (or leaving) makes this search out of date, whether it is waiting or on its way.
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, query, debounceMs]);

  const error = answer?.error ?? null;
  const retry = () => setAttempt((count) => count + 1);
  // While shut, the last answer for this very text is kept, so reopening shows it at once.
  const kept = answer?.query === query ? answer.results : [];
  if (!active) return { status: 'idle', results: kept, text: typed, error, retry };
  if (answer?.query !== query) return { status: 'searching', results: [], text: typed, error, retry };
  return { ...answer, retry };
}
