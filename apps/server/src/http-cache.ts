// Content negotiation and conditional-request helpers shared by the static site and the API.
import { createHash } from 'node:crypto';

export type Encoding = 'br' | 'gzip';

/** A strong validator for one representation: the encoding is part of it, as each encoding is different bytes. */
export function strongEtag(body: Buffer | string, encoding: Encoding | null = null): string {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return encoding ? `"${digest}-${encoding}"` : `"${digest}"`;
}

/**
 * Picks the best encoding the client accepts among those available: br, then gzip, else identity (null).
 * Honours q-values, including `q=0` refusals and the `*` wildcard.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean },
): Encoding | null {
  if (!acceptEncoding || (!available.br && !available.gzip)) return null;
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q' && value !== undefined) {
        const parsed = Number(value.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = q;
    else if (name === '*') any = q;
  }
  if (available.br && (br ?? any ?? 0) > 0) return 'br';
  if (available.gzip && (gzip ?? any ?? 0) > 0) return 'gzip';
  return null;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/` prefixes are ignored; `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}
