export { InfoBox } from './InfoBox';
export type { InfoBoxProps, InfoBoxType } from './InfoBox';
