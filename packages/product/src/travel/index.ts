// @ds/product/travel: travel insurance regions, plans, benefit limits, sample prices, a quote's price and the rules
// its answers follow, shared by the travel quote pages, the travel plan pages and the server's application service.
export * from './data';
export * from './pricing';
export * from './rules';
