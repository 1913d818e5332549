'use client';
// The controlled example: the page holds the chosen value, shows it, and can clear it from outside the toggle.
import { useState } from 'react';
import { Button, Stack, Text } from '@ds/ui';
import { ToggleInput } from '@ds/ui/radio-group';

const frequencies = [
  { value: 'fortnightly', label: 'Fortnightly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

export default function Controlled() {
  const [value, setValue] = useState<string | null>('monthly');
  return (
    <Stack gap={4} align="start">
      <ToggleInput
        label="How often do you want to pay?"
        options={frequencies}
        value={value}
        onChange={setValue}
      />
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
