'use client';
// A select-all checkbox over a group: ticked when every option is, partly checked (indeterminate) when only
// some are, and ticking or unticking it sets them all.
import { useState } from 'react';
import { Stack } from '@ds/ui';
import { Checkbox, CheckboxGroup } from '@ds/ui/checkbox';

const extras = [
  { value: 'general-dental', label: 'General dental' },
  { value: 'major-dental', label: 'Major dental' },
  { value: 'optical', label: 'Optical' },
  { value: 'physiotherapy', label: 'Physiotherapy' },
];
const allValues = extras.map((option) => option.value);

export default function SelectAllPartlyChecked() {
  const [value, setValue] = useState<string[]>(['optical']);
  const all = value.length === allValues.length;
  return (
    <Stack gap={4}>
      <Checkbox
        label="All extras"
        checked={all}
        indeterminate={value.length > 0 && !all}
        onChange={(event) => setValue(event.currentTarget.checked ? allValues : [])}
      />
      <CheckboxGroup label="Extras to claim for" options={extras} value={value} onChange={setValue} />
    </Stack>
  );
}
