export { Placeholder } from './Placeholder';
export type { PlaceholderHeight, PlaceholderProps } from './Placeholder';
