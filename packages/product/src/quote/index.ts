// @ds/product/quote: a personal quote's price (Lifetime Health Cover loading and the Government rebate), shared by
// the quote journey and the server's quote service.
export * from './lhc';
export * from './rebate';
export * from './rebate-data';
export * from './rebate-periods';
export * from './quote-price';
