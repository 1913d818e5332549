// POST /api/quotes and GET /api/quotes/:id: saved quotes. A quote is saved only for a visitor who has just verified
// a contact with a one-time code (the verification's requestId, used once). The server prices the answers itself
// with the pages' pricing module, so a saved quote is what the visitor saw, and keeps it under a random 128-bit id
// for 30 days, in the store the one-time codes use, with the contact the code was sent to (whatever the body says):
// the verification is bound to it. The contact is never sent back, and nothing about a visitor is logged.
import { parseDate, today as todayIn } from '@internationalized/date';
import * as z from 'zod/mini';
import { productById, products } from '@ds/product/data';
import { quotePrice, rebateRatesOn } from '@ds/product/quote';
import type { SavedQuote } from '@ds/product/quote';
import {
  QUOTE_ID_PATTERN,
  answersProblem,
  openQuoteReplySchema,
  saveQuoteBodySchema,
  saveQuoteReplySchema,
} from '@ds/product/quote-schema';
import { createOtpService } from '../otp/otp-service';
import type { ApiPlugin } from './helpers';
import { errorReplies, sendApiError } from './helpers';
import {
  NOT_VERIFIED_MESSAGE,
  READ_LIMIT,
  SAVED_BODY_LIMIT,
  SAVED_TIME_ZONE,
  SAVED_TTL_MS,
  SAVE_LIMIT,
  answerOversizedBodies,
  newSavedId,
  saveVerified,
  savedTimes,
} from './saved-records';

export const prefix = '/api/quotes';

export const QUOTE_TTL_MS = SAVED_TTL_MS;

const quoteKey = (id: string) => `quote:${id}`;

/** What the store keeps: the quote, and the verified contact it was saved for (kept for the insurer, never shown). */
export interface StoredQuote {
  quote: SavedQuote;
  contact: string;
}

/** A quote saved before its price said whether the rebate was left out, and the period of the rates it used. */
type EarlierQuote = Omit<SavedQuote, 'price'> & {
  price: Omit<SavedQuote['price'], 'withoutRebate' | 'rebatePeriod'> & Partial<SavedQuote['price']>;
};

/**
 * The quote in a stored record, in today's shape. Records saved before contacts were kept are the bare quote; quotes
 * saved before the price carried `withoutRebate` and `rebatePeriod` get them from what they were priced with (the
 * answers' income, and the rates of the day they were saved), so every saved quote opens for its 30 days.
 */
function quoteOf(stored: string): SavedQuote {
  const record = JSON.parse(stored) as StoredQuote | EarlierQuote;
  const quote: EarlierQuote = 'quote' in record ? record.quote : record;
  const rates = rebateRatesOn(parseDate(quote.savedAt.slice(0, 10)));
  return {
    ...quote,
    price: {
      withoutRebate: quote.answers.income === 'not-said',
      rebatePeriod: { from: rates.figures.from, to: rates.figures.to, current: rates.current },
      ...quote.price,
    },
  };
}

export const plugin: ApiPlugin = async (app, { store }) => {
  const otp = createOtpService(store);

  answerOversizedBodies(app, 'The quote is too large');

  const unavailableMessage = 'Quotes cannot be saved or opened right now, try again soon';

  // '' rather than '/': the route is /api/quotes itself.
  app.post(
    '',
    {
      bodyLimit: SAVED_BODY_LIMIT,
      config: { rateLimit: SAVE_LIMIT, unavailableMessage },
      schema: {
        body: saveQuoteBodySchema,
        response: { 201: saveQuoteReplySchema, ...errorReplies(400, 403, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const product = productById(body.productId);
      if (!product) return sendApiError(reply, 400, 'invalid_body', 'productId is not a product');
      const today = todayIn(SAVED_TIME_ZONE);
      const problem = answersProblem(body.answers, today);
      if (problem) return sendApiError(reply, 400, 'invalid_body', problem);
      if (!product.availableIn.includes(body.answers.state)) {
        return sendApiError(
          reply,
          400,
          'invalid_body',
          `${product.name} is not sold in ${body.answers.state}`,
        );
      }
      const quote: SavedQuote = {
        id: newSavedId(),
        ...savedTimes(),
        productId: product.id,
        productName: product.name,
        answers: body.answers,
        price: quotePrice(product, products, body.answers, today),
      };
      const record = (contact: string): StoredQuote => ({ quote, contact });
      if (!(await saveVerified(otp, body.verification.requestId, quoteKey(quote.id), record))) {
        return sendApiError(reply, 403, 'not_verified', NOT_VERIFIED_MESSAGE);
      }
      return reply.code(201).header('cache-control', 'no-store').send({ id: quote.id, quote });
    },
  );

  app.get(
    '/:id',
    {
      config: { rateLimit: READ_LIMIT, unavailableMessage },
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: openQuoteReplySchema, ...errorReplies(404, 429, 503) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // A malformed id names no quote, like an unknown one.
      if (!QUOTE_ID_PATTERN.test(id))
        return sendApiError(reply, 404, 'not_found', 'No saved quote has this id');
      const stored = await store.get(quoteKey(id));
      if (stored === null) return sendApiError(reply, 404, 'not_found', 'No saved quote has this id');
      return reply.header('cache-control', 'no-store').send({ quote: quoteOf(stored) });
    },
  );
};
