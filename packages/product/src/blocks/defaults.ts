// The price choice a page starts with, before the visitor changes it (its one home is pricing.ts, which the
// content's sample prices also use).
export { DEFAULT_PRICE_QUERY } from '../pricing';
