export { Alert } from './Alert';
export type { AlertProps, AlertType, AlertVariation } from './Alert';
export { ANNOUNCE_DELAY_MS } from './AnnounceOnAppear';
export type { Politeness } from './AnnounceOnAppear';
