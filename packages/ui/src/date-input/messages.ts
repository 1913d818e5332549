// The date input's own words: the format it shows and its error messages. The field's label and help are props.

export interface DateInputMessages {
  /** The empty input's placeholder, the format a date is typed in. */
  format: string;
  /** The error when a required date is empty. */
  required: string;
  /** The error when the date is only part typed. */
  incomplete: string;
  /** Said at once when a character that is not a digit is typed (and left out). */
  notNumbers: string;
  /** Said at once when a digit past a full date is typed (and left out). */
  tooLong: string;
  /** The error for a date that does not exist; `{date}` is the text typed. */
  notReal: string;
  /** The error for a date before the earliest allowed; `{min}` is that date, dd/mm/yyyy. */
  beforeMin: string;
  /** The error for a date after the latest allowed; `{max}` is that date, dd/mm/yyyy. */
  afterMax: string;
}

export const defaultDateInputMessages: DateInputMessages = {
  format: 'dd/mm/yyyy',
  required: 'Enter a date.',
  incomplete: 'Enter the full date in the format dd/mm/yyyy, for example 25/12/1990.',
  notNumbers: 'Use numbers only: the date is typed as dd/mm/yyyy.',
  tooLong: 'A date has 8 digits, typed as dd/mm/yyyy.',
  notReal: '{date} is not a real date. Check the day and the month.',
  beforeMin: 'Enter a date on or after {min}.',
  afterMax: 'Enter a date on or before {max}.',
};
