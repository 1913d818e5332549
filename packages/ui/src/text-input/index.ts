export { TextInput, TEXT_REQUIRED_MESSAGE } from './TextInput';
export type { TextInputProps } from './TextInput';
