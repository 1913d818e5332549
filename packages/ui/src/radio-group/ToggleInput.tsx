// Toggle input: one choice from a few short options drawn as a row of segmented buttons (Single, Couple,
// Family). It is a radio group underneath, so it behaves like one for keyboards, screen readers and forms.
import { RadioGroup } from './RadioGroup';
import type { RadioGroupProps } from './RadioGroup';

export type ToggleInputProps = Omit<RadioGroupProps, 'appearance' | 'orientation'>;

export function ToggleInput(props: ToggleInputProps) {
  return <RadioGroup {...props} appearance="toggle" orientation="horizontal" />;
}
