// Turns site paths into absolute URLs for chrome shown on another host; leaves every other URL alone.
import { siteOrigin } from '../data/brand';
import type { VariantId } from '../data/variants';

/** Where a variation's links point when made absolute without an explicit base URL. */
export function defaultBaseUrl(variant: VariantId): string {
  if (variant === 'nz') return siteOrigin.nz;
  if (variant === 'gu') return siteOrigin.gu;
  return siteOrigin.main;
}

/** `/a/b` becomes `${base}/a/b` (a path in the base is kept); external, protocol-relative, tel:, mailto: and
 *  `#` links stay as they are. */
export function absolutiseUrl(url: string, baseUrl: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return `${baseUrl.replace(/\/+$/, '')}${url}`;
}

export interface LinkOptions {
  /** Make site paths absolute. Off by default: links stay relative to the current site. */
  absoluteLinks?: boolean;
  /** The origin to prefix; defaults to the variation's own site. */
  baseUrl?: string;
}

/** A function that resolves URLs as the options ask. */
export function linkResolver(variant: VariantId, { absoluteLinks = false, baseUrl }: LinkOptions = {}) {
  if (!absoluteLinks) return (url: string) => url;
  const base = baseUrl ?? defaultBaseUrl(variant);
  return (url: string) => absolutiseUrl(url, base);
}
