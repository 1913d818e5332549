// The rows of the Date input page's props table (the Date picker page shows the same, as DatePicker takes the
// same props): the input's own props, then the form-control contract's.
import { formControlPropRows } from '@/styleguide/form-control-props';
import type { PropRow } from '@/styleguide/PropsTable';

export const dateInputProps: PropRow[] = [
  {
    name: 'value',
    type: 'string',
    description:
      'The text, dd/mm/yyyy or part of it while typing, when the page controls the input (with onChange).',
  },
  {
    name: 'defaultValue',
    type: 'string',
    default: "''",
    description: 'The first text, dd/mm/yyyy, when the input keeps its own state.',
  },
  {
    name: 'onChange',
    type: '(text: string, date: CalendarDate | null) => void',
    description:
      'Called after every edit with the text and, once it is a complete, real date, the date (from @internationalized/date); null otherwise.',
  },
  {
    name: 'min',
    type: 'string',
    description: 'The earliest date accepted, as yyyy-mm-dd. An earlier date is an error once validated.',
  },
  {
    name: 'max',
    type: 'string',
    description: 'The latest date accepted, as yyyy-mm-dd. A later date is an error once validated.',
  },
  { name: 'name', type: 'string', description: 'The input’s name, for forms; the value is dd/mm/yyyy.' },
  {
    name: 'disabled',
    type: 'boolean',
    default: 'false',
    description: 'Shown but not editable, and out of the tab order.',
  },
  {
    name: 'nativeOnMobile',
    type: 'boolean',
    default: 'true',
    description:
      'Uses the phone’s own date input on iOS and Android; its value is turned into dd/mm/yyyy and back.',
  },
  { name: 'className', type: 'string', description: 'Extra class on the field.' },
  ...formControlPropRows,
];
