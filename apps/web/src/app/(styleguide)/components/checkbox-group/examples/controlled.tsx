'use client';
// The controlled example: the page holds the ticked values, shows them, and can clear them from outside.
import { useState } from 'react';
import { Button, Stack, Text } from '@ds/ui';
import { CheckboxGroup } from '@ds/ui/checkbox';

const extras = [
  { value: 'general-dental', label: 'General dental' },
  { value: 'optical', label: 'Optical' },
  { value: 'physiotherapy', label: 'Physiotherapy' },
  { value: 'chiropractic', label: 'Chiropractic' },
];

export default function Controlled() {
  const [value, setValue] = useState<string[]>(['general-dental', 'optical']);
  return (
    <Stack gap={4} align="start">
      <CheckboxGroup label="Extras you use" options={extras} value={value} onChange={setValue} />
      <Text size="sm" tone="muted">
        The parent’s value: {value.length > 0 ? value.join(', ') : 'none'}
      </Text>
      {/* Always sets the same state, so pressing it twice changes nothing. */}
      <Button size="sm" variant="secondary" onClick={() => setValue([])}>
        Clear all
      </Button>
    </Stack>
  );
}
