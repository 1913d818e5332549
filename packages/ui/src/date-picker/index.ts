export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { defaultDatePickerMessages } from './messages';
export type { DatePickerMessages } from './messages';
