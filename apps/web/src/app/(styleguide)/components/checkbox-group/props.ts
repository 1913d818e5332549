// The rows of the Checkbox group page's props tables: the group's own props with the form-control contract's,
// and the single Checkbox the group is made of.
import { formControlPropRows } from '@/styleguide/form-control-props';
import type { PropRow } from '@/styleguide/PropsTable';

export const checkboxGroupProps: PropRow[] = [
  {
    name: 'options',
    type: 'readonly CheckboxOption[]',
    required: true,
    description:
      'The choices: { value: string; label: ReactNode; subtitle?: ReactNode; disabled?: boolean }. The subtitle is read as the option’s description.',
  },
  {
    name: 'value',
    type: 'readonly string[]',
    description: 'The ticked values when the page controls the group (with onChange).',
  },
  {
    name: 'defaultValue',
    type: 'readonly string[]',
    default: '[]',
    description: 'The first ticked values when the group keeps its own state.',
  },
  {
    name: 'onChange',
    type: '(value: string[]) => void',
    description: 'Called with every ticked value, in the options’ order, whatever order they were ticked in.',
  },
  { name: 'name', type: 'string', default: 'generated', description: 'The checkboxes’ name, for forms.' },
  {
    name: 'disabled',
    type: 'boolean',
    default: 'false',
    description: 'Disables every option; an option can also be disabled on its own.',
  },
  { name: 'className', type: 'string', description: 'Extra class on the fieldset.' },
  ...formControlPropRows,
];

export const checkboxProps: PropRow[] = [
  { name: 'label', type: 'ReactNode', required: true, description: 'The checkbox’s visible name.' },
  { name: 'subtitle', type: 'ReactNode', description: 'Detail under the label, read as its description.' },
  {
    name: 'indeterminate',
    type: 'boolean',
    default: 'false',
    description: 'Shows the partly checked state (a select-all over a list of which only some are ticked).',
  },
  {
    name: 'hideLabel',
    type: 'boolean',
    default: 'false',
    description: 'Hides the label but keeps it as the name, where a table row or heading already says it.',
  },
  {
    name: '...rest',
    type: 'InputHTMLAttributes<HTMLInputElement>',
    description: 'Passed to the native checkbox: checked, defaultChecked, onChange, name, value, disabled …',
  },
];
