// The journey's calls to the quote service (apps/server/src/api/quotes.ts): save a verified quote, open a saved one.
import type { QuoteAnswers, SavedQuote } from '@ds/product/quote';

export type { SavedQuote };

/** A refusal the service words for visitors ({ error: { message } }), or a plain failure. */
export class QuoteServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new QuoteServiceError(
      body?.error?.message ?? `The quote service answered ${response.status}`,
      response.status,
    );
  }
  return (await response.json()) as T;
}

export const saveQuote = (productId: string, answers: QuoteAnswers, requestId: string) =>
  call<{ id: string; quote: SavedQuote }>('/api/quotes', {
    method: 'POST',
    body: JSON.stringify({ productId, answers, verification: { requestId } }),
  });

export const openQuote = (id: string) => call<{ quote: SavedQuote }>(`/api/quotes/${encodeURIComponent(id)}`);

export const savedQuoteHref = (id: string) => `/health-insurance/join/quote?id=${encodeURIComponent(id)}`;
