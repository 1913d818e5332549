export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { CHOOSE_DATE_LABEL } from './CalendarButton';
