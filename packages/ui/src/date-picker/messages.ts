// The date picker's own words: the calendar button's and the calendar's, with the date input's beside them.
import { defaultDateInputMessages } from '../date-input/messages';
import type { DateInputMessages } from '../date-input/messages';

export interface DatePickerMessages extends DateInputMessages {
  /** The calendar button's name and the calendar dialog's; `{field}` is what the date is for (the label). */
  chooseDate: string;
  /** What the date is for in `chooseDate` when the label is not plain text. */
  unnamedField: string;
  /** The calendar's previous-month button's name. */
  previousMonth: string;
  /** The calendar's next-month button's name. */
  nextMonth: string;
}

export const defaultDatePickerMessages: DatePickerMessages = {
  ...defaultDateInputMessages,
  chooseDate: 'Choose date: {field}',
  unnamedField: 'date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};
