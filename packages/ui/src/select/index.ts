export { Select, SELECT_PLACEHOLDER, SELECT_REQUIRED_MESSAGE } from './Select';
export type { SelectOption, SelectProps } from './Select';
