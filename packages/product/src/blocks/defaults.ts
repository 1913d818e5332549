// The price choice a page starts with, before the visitor changes it.
import type { PriceQuery } from '../pricing';

export const DEFAULT_PRICE_QUERY: PriceQuery = { state: 'NSW', cover: 'single', frequency: 'monthly' };
