// A body held ready in every encoding worth sending (identity, br, gzip), each with its own strong ETag, and the
// one place that picks an encoding for a request and answers 304 when the client already holds it. Static files and
// API responses both go through here, so negotiation and revalidation behave the same for every URL.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Encoding } from './http-cache';
import { etagMatches, negotiateEncoding, strongEtag } from './http-cache';

/** One encoding of one body, with every header it is sent with. */
export interface Representation {
  readonly body: Buffer;
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface Representations {
  readonly identity: Representation;
  readonly br: Representation | null;
  readonly gzip: Representation | null;
}

/**
 * The representations of `raw` given its compressed forms (the build's `.br`/`.gz` siblings, or made at run time).
 * `headers` (content type, cache policy, CSP) go on each of them.
 */
export function buildRepresentations(
  raw: Buffer,
  compressed: { br: Buffer | null; gzip: Buffer | null },
  headers: Readonly<Record<string, string>>,
): Representations {
  // A compressed form only earns its place when it is smaller than the body itself.
  const br = compressed.br !== null && compressed.br.length < raw.length ? compressed.br : null;
  const gzip = compressed.gzip !== null && compressed.gzip.length < raw.length ? compressed.gzip : null;
  const make = (body: Buffer, encoding: Encoding | null): Representation => {
    const etag = strongEtag(raw, encoding);
    const all: Record<string, string> = { ...headers, etag };
    if (br || gzip) all.vary = 'Accept-Encoding';
    if (encoding) all['content-encoding'] = encoding;
    return { body, etag, headers: all };
  };
  return { identity: make(raw, null), br: br && make(br, 'br'), gzip: gzip && make(gzip, 'gzip') };
}

/** How hard a body made at run time is compressed. */
export interface CompressionLevels {
  brotliQuality: number;
  gzipLevel: number;
}

/** Made once and sent many times: the highest levels. */
const HIGHEST: CompressionLevels = { brotliQuality: 11, gzipLevel: 9 };

/** For a body made at run time: compressed once (at the highest levels unless told), then sent as it is. */
export function compressRepresentations(
  raw: Buffer,
  headers: Readonly<Record<string, string>>,
  { brotliQuality, gzipLevel }: CompressionLevels = HIGHEST,
): Representations {
  const br = brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality } });
  return buildRepresentations(raw, { br, gzip: gzipSync(raw, { level: gzipLevel }) }, headers);
}

/** The representation to send for a request's Accept-Encoding. */
export function selectRepresentation(
  representations: Representations,
  acceptEncoding: string | undefined,
): Representation {
  const { br, gzip, identity } = representations;
  const encoding = negotiateEncoding(acceptEncoding, { br: br !== null, gzip: gzip !== null });
  return (encoding === 'br' ? br : encoding === 'gzip' ? gzip : null) ?? identity;
}

/** Sends the negotiated representation with status 200, or 304 when If-None-Match already names it. */
export function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  representations: Representations,
): FastifyReply {
  const representation = selectRepresentation(representations, request.headers['accept-encoding']);
  reply.headers(representation.headers);
  if (etagMatches(request.headers['if-none-match'], representation.etag)) {
    // A 304 has no body, so nothing may describe one.
    reply.removeHeader('content-type');
    reply.removeHeader('content-encoding');
    return reply.code(304).send();
  }
  return reply.code(200).send(representation.body);
}
