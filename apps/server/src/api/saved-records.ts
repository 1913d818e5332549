// What saved quotes and saved applications share: how long they are kept, how big a body may be, the per-client
// limits, the random id, and saving under a one-time code's verification (spent by the save, as one step).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { createOtpService } from '../otp/otp-service';
import { sendApiError } from './helpers';

/** Kept 30 days: what the saved page promises ('Open it again at any time in the next 30 days'). */
export const SAVED_TTL_MS = 30 * 24 * 60 * 60_000;
/** Answers fit in well under a kilobyte or two; anything far bigger is not a quote or an application. */
export const SAVED_BODY_LIMIT = 4_096;
export const SAVE_LIMIT = { max: 20, timeWindow: 60_000 };
export const READ_LIMIT = { max: 120, timeWindow: 60_000 };
/** Prices and dates are for the day in Australia's eastern time, whatever the server's clock zone. */
export const SAVED_TIME_ZONE = 'Australia/Sydney';

/** A new id: 128 random bits, base64url (22 characters). */
export const newSavedId = () => randomBytes(16).toString('base64url');

/** The saved record's lifetime, from now. */
export function savedTimes(now = new Date()) {
  return {
    savedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SAVED_TTL_MS).toISOString(),
  };
}

/** Here an oversized body is a bad request like any other: 400 with a JSON error, not the framework's 413. */
export function answerOversizedBodies(app: FastifyInstance, message: string): void {
  app.setErrorHandler((error: { statusCode?: number; code?: string }, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendApiError(reply, 400, 'invalid_body', message);
    throw error;
  });
}

type Otp = ReturnType<typeof createOtpService>;

/**
 * Keeps what `record(contact)` gives under `key`, spending the verification of `requestId` in the same step: false
 * when the code was not verified or its verification is spent (one verification saves one thing, however many
 * requests race). The contact is the one the code was sent to, whatever the body says.
 */
export async function saveVerified(
  otp: Otp,
  requestId: string,
  key: string,
  record: (contact: string) => unknown,
): Promise<boolean> {
  const contact = await otp.verifiedContact(requestId);
  if (contact === null) return false;
  const write = { key, value: JSON.stringify(record(contact)), ttlMs: SAVED_TTL_MS };
  return otp.spendVerification(requestId, contact, write);
}

export const NOT_VERIFIED_MESSAGE = 'Verify your mobile number or email before saving';
