// Data-only entry of the product package (@ds/product/data, no React): the schema and the product data set.
export * from './schema';
export * from './products';
export { extrasServiceGroups } from './extras-services';
export { KNOWN_GAP_MAXIMUM } from './gap-scheme';
export {
  PROVIDER_NETWORKS,
  NETWORK_SERVICES,
  networkSavings,
  networkSaving,
  networkSavingSentence,
} from './provider-networks';
export type {
  ProviderNetworkId,
  NetworkService,
  NetworkSaving,
  NetworkSavingPart,
} from './provider-networks';
