// The rows of the Toggle input page's props table: the radio group's rows without orientation and appearance,
// which ToggleInput sets itself, then the form-control contract's.
import { formControlPropRows } from '@/styleguide/form-control-props';
import type { PropRow } from '@/styleguide/PropsTable';
import { radioGroupOwnProps } from '../radio-group/props';

const setByToggleInput = new Set(['orientation', 'appearance']);

export const toggleInputProps: PropRow[] = [
  ...radioGroupOwnProps.filter((row) => !setByToggleInput.has(row.name)),
  ...formControlPropRows,
];
