export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { CheckboxGroup, CHOOSE_AT_LEAST_ONE_MESSAGE } from './CheckboxGroup';
export type { CheckboxGroupProps, CheckboxOption } from './CheckboxGroup';
