export { DateInput } from './DateInput';
export type { DateInputProps, DateInputAddOn } from './DateInput';
export { defaultDateInputMessages } from './messages';
export type { DateInputMessages } from './messages';
export { DATE_MAX_LENGTH, dateTextError, formatDate, parseDateText, parseIsoDate } from './date-text';
