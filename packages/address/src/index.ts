// @ds/address: the server-side address search behind GET /api/address/predictive.
export * from './types';
export { parseAddress, streetLine, normaliseText } from './parse';
export type { ParsedAddress } from './parse';
export { createEmbeddedEngine, parseLocalities, localityKey } from './embedded-engine';
export type { EmbeddedEngine, Locality } from './embedded-engine';
export { embeddedEngine, LOCALITIES_PATH, localityCoordinates, parseCoordinates } from './localities';
export type { Coordinates } from './localities';
export { createKleberProvider, KLEBER_DEFAULT_URL, KLEBER_METHOD } from './kleber';
export type { KleberOptions } from './kleber';
