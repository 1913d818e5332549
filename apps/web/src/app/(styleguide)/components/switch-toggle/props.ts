// The rows of the Switch toggle page's props table: the switch's own props, then the form-control contract's.
import { formControlPropRows } from '@/styleguide/form-control-props';
import type { PropRow } from '@/styleguide/PropsTable';

export const switchProps: PropRow[] = [
  {
    name: 'checked',
    type: 'boolean',
    description: 'On or off, when the page controls the switch (with onChange).',
  },
  {
    name: 'defaultChecked',
    type: 'boolean',
    default: 'false',
    description: 'The first state when the switch keeps its own state.',
  },
  {
    name: 'onChange',
    type: '(checked: boolean) => void',
    description: 'Called with the new state on a click, Space or Enter. Never called while disabled.',
  },
  {
    name: 'disabled',
    type: 'boolean',
    default: 'false',
    description: 'Shown but out of the tab order, and ignores clicks and keys.',
  },
  {
    name: 'name',
    type: 'string',
    description: 'Submitted with a form as name=on while the switch is on, like a checkbox.',
  },
  { name: 'className', type: 'string', description: 'Extra class on the field.' },
  ...formControlPropRows,
];
