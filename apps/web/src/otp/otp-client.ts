// The page's calls to the site's one-time-code API (apps/server/src/api/otp.ts): send, verify, and read the
// demo inbox. A failed call throws; the API words its errors for visitors ({ error: { message } }), so those
// are thrown as a OneTimeCodeError and the control shows them as the failure's detail ('Too many codes sent …').
import { OneTimeCodeError } from '@ds/ui/one-time-code';

export interface InboxMessage {
  sentAt: string;
  text: string;
}

/** The server's verdict on a code (otp-service's VerifyResult). */
export type VerifyResult = 'matched' | 'mismatch' | 'expired' | 'exhausted';

/** The API's error body's message, or undefined when the body is not one (a proxy's error page, say). */
async function errorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } } | null;
    const message = body?.error?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
  });
  if (!response.ok) {
    const message = await errorMessage(response);
    throw message ? new OneTimeCodeError(message) : new Error(`${url} answered ${response.status}`);
  }
  return (await response.json()) as T;
}

export const sendCode = (contact: string) =>
  call<{ requestId: string; channel: 'sms' | 'email' }>('/api/otp/send', {
    method: 'POST',
    body: JSON.stringify({ contact }),
  });

export const verifyCode = (requestId: string, code: string) =>
  call<{ valid: boolean; result?: VerifyResult }>('/api/otp/verify', {
    method: 'POST',
    body: JSON.stringify({ requestId, code }),
  });

/** How this server's codes leave: 'demo' (the demo inbox, nothing sent) or 'live', and to which kinds of contact. */
export const readDelivery = () =>
  call<{ mode: 'demo' | 'live'; channels: ('sms' | 'email')[] }>('/api/otp/delivery');

export const readInbox = (contact: string) =>
  call<{ messages: InboxMessage[] }>(`/api/otp/inbox?contact=${encodeURIComponent(contact)}`);
