export { ProviderMap, defaultProviderMapLabels } from './ProviderMap';
export type { ProviderMapLabels, ProviderMapPin, ProviderMapProps } from './ProviderMap';
