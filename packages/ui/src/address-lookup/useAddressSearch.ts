// Searches as the visitor types: nothing under 5 characters, one request 400 ms after the typing stops, and the
// request for older text aborted as soon as the text changes, so a slow old answer never replaces a newer one. A
// failed search clears the options, keeps the error and logs it to the console (SPEC 8: no message to the visitor).
import { useState } from 'react';
import { useLatestAnswer } from '../hooks/useLatestAnswer';
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
  const [attempt, setAttempt] = useState(0);
  const typed = text.trim();
  const active = enabled && typed.length >= minChars;
  // The question: the text with the limit and state it was asked with (and the try, so Down after a failure asks
  // again).
  const query = `${typed}\n${resultLimit}\n${state ?? ''}\n${attempt}`;
  const { current, lastGood } = useLatestAnswer(
    active ? query : null,
    (signal) =>
      search({ addressLine: typed, resultLimit, state }, signal).catch((error: unknown) => {
        if (!signal.aborted) {
          console.error('Address search failed', error);
          onError?.(error);
        }
        throw error;
      }),
    debounceMs,
  );

  const retry = () => setAttempt((count) => count + 1);
  const error = current && !current.ok ? current.error : null;
  if (!active) {
    // While shut, the last answer for this very text is kept, so reopening shows it at once.
    const kept = lastGood?.key === query ? lastGood.value : [];
    return { status: 'idle', results: kept, text: typed, error, retry };
  }
  if (!current) return { status: 'searching', results: [], text: typed, error, retry };
  if (!current.ok) return { status: 'error', results: [], text: typed, error: current.error, retry };
  const results = current.value;
  return { status: results.length ? 'results' : 'noResults', results, text: typed, error: null, retry };
}
