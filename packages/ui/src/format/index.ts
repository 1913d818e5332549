// Data-only (no React): the product rules and the server may use it too.
export { SITE_TIME_ZONE, formatDollars, formatLongDate, formatNumber, formatPrice } from './format';
export type { SiteLocale } from './format';
