export { DateInput } from './DateInput';
export type { DateInputProps, DateInputAddOn } from './DateInput';
export {
  DATE_FORMAT,
  DATE_MAX_LENGTH,
  dateMessages,
  dateTextError,
  formatDate,
  parseDateText,
  parseIsoDate,
} from './date-text';
