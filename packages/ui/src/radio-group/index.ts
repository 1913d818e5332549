export { RadioGroup, CHOOSE_ONE_MESSAGE } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { ToggleInput } from './ToggleInput';
export type { ToggleInputProps } from './ToggleInput';
