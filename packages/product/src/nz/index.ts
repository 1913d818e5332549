// @ds/product/nz: New Zealand health insurance plans, their sample prices and a quote's price, shared by the NZ
// quote pages and the server's application service.
export * from './data';
export * from './pricing';
