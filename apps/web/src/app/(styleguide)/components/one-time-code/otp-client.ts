// The page's calls to the site's one-time-code API (apps/server/src/api/otp.ts): send, verify, and read the
// demo inbox. A failed call throws, so the control shows its send failure.

export interface InboxMessage {
  sentAt: string;
  text: string;
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export const sendCode = (contact: string) =>
  call<{ requestId: string }>('/api/otp/send', { method: 'POST', body: JSON.stringify({ contact }) });

export const verifyCode = (requestId: string, code: string) =>
  call<{ valid: boolean }>('/api/otp/verify', { method: 'POST', body: JSON.stringify({ requestId, code }) });

export const readInbox = (contact: string) =>
  call<{ messages: InboxMessage[] }>(`/api/otp/inbox?contact=${encodeURIComponent(contact)}`);
