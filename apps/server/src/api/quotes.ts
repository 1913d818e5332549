// POST /api/quotes and GET /api/quotes/:id: saved quotes. A quote is saved only for a visitor who has just verified
// a contact with a one-time code (the verification's requestId, used once). The server prices the answers itself
// with the pages' pricing module, so a saved quote is what the visitor saw, and keeps it under a random 128-bit id
// for 30 days, in the store the one-time codes use, with the contact the code was sent to (whatever the body says):
// the verification is bound to it. The contact is never sent back, and nothing about a visitor is logged.
import { randomBytes } from 'node:crypto';
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

export const prefix = '/api/quotes';

export const QUOTE_TTL_MS = 30 * 24 * 60 * 60_000;
/** The answers of a quote fit in well under a kilobyte; anything far bigger is not a quote. */
const BODY_LIMIT = 4_096;
const SAVE_LIMIT = { max: 20, timeWindow: 60_000 };
const READ_LIMIT = { max: 120, timeWindow: 60_000 };
/** Quote prices are for the day in Australia's eastern time, whatever the server's clock zone. */
const TIME_ZONE = 'Australia/Sydney';

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

  // Here an oversized body is a bad quote like any other: 400 with a JSON error, not the framework's 413.
  app.setErrorHandler((error: { statusCode?: number; code?: string }, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendApiError(reply, 400, 'invalid_body', 'The quote is too large');
    }
    throw error;
  });

  const unavailableMessage = 'Quotes cannot be saved or opened right now, try again soon';

  // '' rather than '/': the route is /api/quotes itself.
  app.post(
    '',
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: SAVE_LIMIT, unavailableMessage },
      schema: {
        body: saveQuoteBodySchema,
        response: { 201: saveQuoteReplySchema, ...errorReplies(400, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const product = productById(body.productId);
      if (!product) return sendApiError(reply, 400, 'invalid_body', 'productId is not a product');
      const today = todayIn(TIME_ZONE);
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
      const notVerified = () =>
        sendApiError(reply, 403, 'not_verified', 'Verify your mobile number or email before saving');
      const { requestId } = body.verification;
      const contact = await otp.verifiedContact(requestId);
      if (contact === null) return notVerified();
      const now = new Date();
      const quote: SavedQuote = {
        id: randomBytes(16).toString('base64url'),
        savedAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + QUOTE_TTL_MS).toISOString(),
        productId: product.id,
        productName: product.name,
        answers: body.answers,
        price: quotePrice(product, products, body.answers, today),
      };
      const record: StoredQuote = { quote, contact };
      // Spending the verification and keeping the quote are one step: a save that fails spends nothing.
      const write = { key: quoteKey(quote.id), value: JSON.stringify(record), ttlMs: QUOTE_TTL_MS };
      if (!(await otp.spendVerification(requestId, contact, write))) return notVerified();
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
