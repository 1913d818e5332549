// The rows of the Select page's props table: the select's own props, then the form-control contract's.
import { formControlPropRows } from '@/styleguide/form-control-props';
import type { PropRow } from '@/styleguide/PropsTable';

export const selectProps: PropRow[] = [
  {
    name: 'options',
    type: 'readonly SelectOption[]',
    required: true,
    description: 'The choices: { value: string; label: string; disabled?: boolean }.',
  },
  {
    name: 'value',
    type: 'string',
    description:
      'The chosen value when the page controls the select (with onChange); an empty string for none.',
  },
  {
    name: 'defaultValue',
    type: 'string',
    default: "'' (the placeholder), or the first option without one",
    description: 'The first choice when the select keeps its own state.',
  },
  { name: 'onChange', type: '(value: string) => void', description: 'Called with the newly chosen value.' },
  {
    name: 'placeholder',
    type: 'string | null',
    default: "'Select an option'",
    description:
      'The first line, standing for “nothing chosen”. null leaves it out, and the first option is then chosen. When required it cannot be chosen back.',
  },
  { name: 'name', type: 'string', description: 'The select’s name, for forms.' },
  {
    name: 'disabled',
    type: 'boolean',
    default: 'false',
    description: 'Shown but not usable, and out of the tab order.',
  },
  {
    name: 'hideLabel',
    type: 'boolean',
    default: 'false',
    description: 'Hides the label but keeps it as the name, where the context already shows it.',
  },
  { name: 'className', type: 'string', description: 'Extra class on the field.' },
  ...formControlPropRows,
];
