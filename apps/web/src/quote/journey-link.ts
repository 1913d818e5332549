'use client';
// A link into the journey can bring what the visitor chose elsewhere: 'Get a quote for this cover' on a product
// page or the compare view sends `?product=<id>` and, when chosen there, `cover`, `state` and `frequency`. They
// become answers once (the cover step then has that cover chosen), and leave the URL, so a reload or Back does
// not undo what the visitor changes afterwards.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { COVER_FOR, FREQUENCIES } from '@ds/product/constants';
import type { CoverFor, Frequency } from '@ds/product/constants';
import type { PricedProduct } from '@ds/product/quote';
import { isState, stateOf } from './journey';
import type { JourneyAnswers } from './journey';
import { readAnswers, updateAnswers } from './journey-store';

export const LINK_PARAMS = ['product', 'cover', 'state', 'frequency'] as const;

const isCover = (value: string): value is CoverFor => (COVER_FOR as readonly string[]).includes(value);
const isFrequency = (value: string): value is Frequency => (FREQUENCIES as readonly string[]).includes(value);

/** The answers a link's query string gives, over `current`; null when it gives none (unknown values are ignored). */
export function answersFromLink(
  search: string,
  products: readonly Pick<PricedProduct, 'id' | 'type'>[],
  current: JourneyAnswers,
): Partial<JourneyAnswers> | null {
  const params = new URLSearchParams(search);
  const change: Partial<JourneyAnswers> = {};
  const product = products.find((candidate) => candidate.id === params.get('product'));
  if (product) Object.assign(change, { productId: product.id, productType: product.type });
  const cover = params.get('cover') ?? '';
  if (isCover(cover) && cover !== current.cover) {
    // As when chosen on the first step: an income tier chosen against singles' thresholds is asked again.
    const thresholdsChange = current.cover !== '' && (current.cover === 'single') !== (cover === 'single');
    Object.assign(change, thresholdsChange ? { cover, income: '' } : { cover });
  }
  const state = params.get('state') ?? '';
  if (isState(state) && stateOf(current) !== state) Object.assign(change, { locationBy: 'state', state });
  const frequency = params.get('frequency') ?? '';
  if (isFrequency(frequency)) Object.assign(change, { frequency });
  return Object.keys(change).length ? change : null;
}

/** The address without a link's choices. */
function withoutLinkParams(href: string): string {
  const url = new URL(href);
  for (const name of LINK_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Takes a link's choices into the stored answers, then drops them from the URL, through the router: the page's
 * effect runs as the router is still finishing the arrival, and a history write of the page's own then could leave
 * the page without its title for seconds (the router rendering the address it was told of, its title not yet come).
 */
export function useAnswersFromLink(products: readonly Pick<PricedProduct, 'id' | 'type'>[]): void {
  const router = useRouter();
  useEffect(() => {
    const search = window.location.search;
    if (!LINK_PARAMS.some((name) => new URLSearchParams(search).has(name))) return;
    const change = answersFromLink(search, products, readAnswers());
    if (change) updateAnswers(change);
    router.replace(withoutLinkParams(window.location.href), { scroll: false });
  }, [products, router]);
}
