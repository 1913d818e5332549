// The journey's calls to the quote service (apps/server/src/api/quotes.ts): save a verified quote, open a saved one.
// Replies are checked against the service's own schemas (@ds/product/quote-schema), loaded with the first call; a
// refusal is an ApiError with the service's words for visitors and its status (404: no such quote).
import { fetchJson } from '@ds/api/fetch-json';
import type { QuoteAnswers, SavedQuote } from '@ds/product/quote';

export type { SavedQuote };
export { ApiError as QuoteServiceError } from '@ds/api/fetch-json';

const schemas = () => import('@ds/product/quote-schema');

export const saveQuote = (productId: string, answers: QuoteAnswers, requestId: string) =>
  fetchJson('/api/quotes', () => schemas().then((s) => s.saveQuoteReplySchema), {
    method: 'POST',
    body: { productId, answers, verification: { requestId } },
  });

export const openQuote = (id: string) =>
  fetchJson(`/api/quotes/${encodeURIComponent(id)}`, () => schemas().then((s) => s.openQuoteReplySchema));

export const savedQuoteHref = (id: string) => `/health-insurance/join/quote?id=${encodeURIComponent(id)}`;
