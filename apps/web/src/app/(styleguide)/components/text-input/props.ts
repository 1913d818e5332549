// The rows of the Text input page's props table: the input's own props, then the form-control contract's.
import { formControlPropRows } from '@/styleguide/form-control-props';
import type { PropRow } from '@/styleguide/PropsTable';

export const textInputProps: PropRow[] = [
  {
    name: 'value',
    type: 'string',
    description: 'The text when the page controls the input (with onChange).',
  },
  {
    name: 'defaultValue',
    type: 'string',
    default: "''",
    description: 'The first text when the input keeps its own state.',
  },
  {
    name: 'onChange',
    type: '(value: string) => void',
    description: 'Called with the text after every edit.',
  },
  {
    name: 'type',
    type: "'text' | 'search' | 'email' | 'tel' | 'url'",
    default: "'text'",
    description: 'The kind of text; phones show a keyboard to suit it.',
  },
  {
    name: 'inline',
    type: 'boolean',
    default: 'false',
    description: 'The label beside the input rather than above it, for a short input such as ‘Go to page:’.',
  },
  {
    name: 'widthChars',
    type: 'number',
    description: 'The input’s width in characters, for short answers; it never grows past its container.',
  },
  {
    name: 'hideLabel',
    type: 'boolean',
    default: 'false',
    description: 'Hides the label but keeps it as the name, where the context already shows it.',
  },
  { name: 'className', type: 'string', description: 'Extra class on the field.' },
  {
    name: '...rest',
    type: 'InputHTMLAttributes<HTMLInputElement>',
    description:
      'Passed to the native input: name, autoComplete, inputMode, placeholder, maxLength, disabled, onBlur …',
  },
  ...formControlPropRows,
];
