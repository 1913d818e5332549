'use client';
// The Radio group page's Controlled example: the page holds the chosen value, shows it, and can clear it from
// outside the group.
import { useState } from 'react';
import { Button, Stack, Text } from '@ds/ui';
import { RadioGroup } from '@ds/ui/radio-group';

const covers = [
  { value: 'single', label: 'Single' },
  { value: 'couple', label: 'Couple' },
  { value: 'family', label: 'Family' },
  { value: 'single-parent', label: 'Single parent family' },
];

export default function ControlledWhoIsCovered() {
  const [value, setValue] = useState<string | null>('single');
  return (
    <Stack gap={4} align="start">
      <RadioGroup label="Who is covered?" options={covers} value={value} onChange={setValue} />
      <Text size="sm" tone="muted">
        The parent’s value: {value ?? 'none'}
      </Text>
      {/* Always sets the same state, so pressing it twice changes nothing. */}
      <Button size="sm" variant="secondary" onClick={() => setValue(null)}>
        Clear the choice
      </Button>
    </Stack>
  );
}
