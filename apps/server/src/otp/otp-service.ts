// One-time codes: send makes a random 6-digit code and keeps only its hash, for 5 minutes and 5 attempts;
// verify compares in constant time, counts the attempt, and deletes the code when it matches (single use) or
// when its attempts run out. A match is remembered for a while, so a later request (saving a quote) can check
// that the visitor verified a contact. State lives in the Store, so any server replica can verify a code another sent.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/store';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** How long a matched code vouches for its contact (for saving a quote after verifying). */
export const VERIFIED_TTL_MS = 15 * 60_000;

export type VerifyResult = 'matched' | 'mismatch' | 'expired' | 'exhausted';

export interface SentCode {
  requestId: string;
  /** Given to the caller only to deliver it (the demo inbox); never stored. */
  code: string;
}

const codeKey = (requestId: string) => `otp:code:${requestId}`;
const attemptsKey = (requestId: string) => `otp:attempts:${requestId}`;
const verifiedKey = (requestId: string) => `otp:verified:${requestId}`;

/** The request id salts the hash, so two equal codes never share a hash. */
const hashOf = (requestId: string, code: string) =>
  createHash('sha256').update(`${requestId}:${code}`).digest();

export interface OtpServiceOptions {
  /** A code of OTP_LENGTH digits; random by default (crypto.randomInt). */
  makeCode?: () => string;
}

export function createOtpService(store: Store, { makeCode }: OtpServiceOptions = {}) {
  const newCode = makeCode ?? (() => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0'));

  return {
    /**
     * Whether a code sent under `requestId` was matched in the last VERIFIED_TTL_MS; true once only, so one
     * verification lets one thing through (a saved quote).
     */
    async consumeVerification(requestId: string): Promise<boolean> {
      const verified = await store.get(verifiedKey(requestId));
      if (verified === null) return false;
      await store.delete(verifiedKey(requestId));
      return true;
    },

    async send(): Promise<SentCode> {
      const requestId = randomBytes(16).toString('base64url');
      const code = newCode();
      await store.set(codeKey(requestId), hashOf(requestId, code).toString('base64'), OTP_TTL_MS);
      return { requestId, code };
    },

    async verify(requestId: string, code: string): Promise<VerifyResult> {
      const stored = await store.get(codeKey(requestId));
      if (stored === null) return 'expired';
      const { count: attempts } = await store.increment(attemptsKey(requestId), OTP_TTL_MS);
      if (attempts > OTP_MAX_ATTEMPTS) {
        await store.delete(codeKey(requestId));
        return 'exhausted';
      }
      const matched = timingSafeEqual(Buffer.from(stored, 'base64'), hashOf(requestId, code));
      if (matched || attempts === OTP_MAX_ATTEMPTS) {
        await Promise.all([store.delete(codeKey(requestId)), store.delete(attemptsKey(requestId))]);
      }
      if (matched) {
        await store.set(verifiedKey(requestId), '1', VERIFIED_TTL_MS);
        return 'matched';
      }
      return attempts === OTP_MAX_ATTEMPTS ? 'exhausted' : 'mismatch';
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
