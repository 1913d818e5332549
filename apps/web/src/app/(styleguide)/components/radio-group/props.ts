// The rows of the Radio group page's props table: the group's own props, then the form-control contract's.
// The Toggle input page lists the same rows without orientation and appearance (ToggleInput sets them).
import { formControlPropRows } from '@/styleguide/form-control-props';
import type { PropRow } from '@/styleguide/PropsTable';

export const radioGroupOwnProps: PropRow[] = [
  {
    name: 'options',
    type: 'readonly RadioOption[]',
    required: true,
    description:
      'The choices: { value: string; label: ReactNode; subtitle?: ReactNode; disabled?: boolean }. The subtitle is read as the option’s description.',
  },
  {
    name: 'value',
    type: 'string | null',
    description: 'The chosen value when the page controls the group (with onChange); null for none.',
  },
  {
    name: 'defaultValue',
    type: 'string',
    description: 'The first choice when the group keeps its own state. None by default.',
  },
  {
    name: 'onChange',
    type: '(value: string) => void',
    description: 'Called with the newly chosen value, by click or arrow keys.',
  },
  { name: 'name', type: 'string', default: 'generated', description: 'The inputs’ name, for forms.' },
  {
    name: 'disabled',
    type: 'boolean',
    default: 'false',
    description: 'Disables every option; an option can also be disabled on its own.',
  },
  {
    name: 'orientation',
    type: "'vertical' | 'horizontal'",
    default: "'vertical'",
    description: 'One option per line, or side by side (wrapping when there is no room).',
  },
  {
    name: 'appearance',
    type: "'radio' | 'toggle'",
    default: "'radio'",
    description:
      'Radio buttons, or a row of segmented buttons (see Toggle input). The behaviour is the same.',
  },
  { name: 'className', type: 'string', description: 'Extra class on the fieldset.' },
];

export const radioGroupProps: PropRow[] = [...radioGroupOwnProps, ...formControlPropRows];
