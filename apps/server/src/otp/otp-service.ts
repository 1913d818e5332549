// One-time codes: send makes a random 6-digit code and keeps only its hash, with the contact it goes to, for 5
// minutes and 5 attempts; verify is one atomic guess (Store.guessSecret): it counts the attempt, and deletes the code
// when it matches (single use, however many requests race with it on however many replicas) or when its attempts
// run out. A match is remembered, with its contact, for a while, so one later request (saving a quote) can check
// that the visitor verified that contact. A code whose attempts ran out stays 'exhausted' for the rest of its
// lifetime (a later try is told so, not that the code expired). State lives in the Store, so any replica can verify
// a code another sent.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@ds/api/otp';
import type { VerifyResult } from '@ds/api/otp';
import type { Store } from '../store/store';
import { CODE_LIFETIME_MS } from '@ds/api/otp-rules';

export { OTP_LENGTH };
export type { VerifyResult };
export const OTP_TTL_MS = CODE_LIFETIME_MS;
export const OTP_MAX_ATTEMPTS = 5;
/** How long a matched code vouches for its contact (for saving a quote after verifying). */
export const VERIFIED_TTL_MS = 15 * 60_000;

export interface SentCode {
  requestId: string;
  /** Given to the caller only to deliver it (the demo inbox); never stored. */
  code: string;
}

const codeKey = (requestId: string) => `otp:code:${requestId}`;
const verifiedKey = (requestId: string) => `otp:verified:${requestId}`;

/** The request id salts the hash, so two equal codes never share a hash. */
const hashOf = (requestId: string, code: string) =>
  createHash('sha256').update(`${requestId}:${code}`).digest('base64');

export interface OtpServiceOptions {
  /** A code of OTP_LENGTH digits; random by default (crypto.randomInt). */
  makeCode?: () => string;
}

export function createOtpService(store: Store, { makeCode }: OtpServiceOptions = {}) {
  const newCode = makeCode ?? (() => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0'));

  return {
    /** The contact a code sent under `requestId` was matched for in the last VERIFIED_TTL_MS, or null. */
    verifiedContact: (requestId: string): Promise<string | null> => store.get(verifiedKey(requestId)),

    /**
     * Spends the verification of `requestId` (for `contact`) on one write, as one step: false when it is missing
     * or already spent, so one verification lets one thing through (a saved quote), however many requests race.
     */
    spendVerification: (
      requestId: string,
      contact: string,
      write: { key: string; value: string; ttlMs: number },
    ): Promise<boolean> => store.redeem(verifiedKey(requestId), contact, write),

    /** Makes a code for `contact` (written one way, see contact.ts), bound to it: a match vouches for it alone. */
    async send(contact: string): Promise<SentCode> {
      const requestId = randomBytes(16).toString('base64url');
      const code = newCode();
      await store.putSecret(
        codeKey(requestId),
        { secret: hashOf(requestId, code), payload: contact },
        OTP_TTL_MS,
      );
      return { requestId, code };
    },

    async verify(requestId: string, code: string): Promise<VerifyResult> {
      const result = await store.guessSecret(codeKey(requestId), hashOf(requestId, code), {
        maxGuesses: OTP_MAX_ATTEMPTS,
        onMatch: { key: verifiedKey(requestId), ttlMs: VERIFIED_TTL_MS },
      });
      return result === 'missing' ? 'expired' : result;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
