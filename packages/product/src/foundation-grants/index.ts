// @ds/product/foundation-grants: the foundation's funding round, the application's rules (its kind of saved
// application is @ds/product/foundation-grants-application, loaded when saving), shared by the application's pages, the funding pages and the server.
export * from './data';
export * from './rules';
export type { FoundationAnswers } from './application';
