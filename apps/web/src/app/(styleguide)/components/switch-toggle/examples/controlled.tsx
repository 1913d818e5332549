'use client';
// The controlled example: the page holds the state, shows it, and can change it from outside the switch.
import { useState } from 'react';
import { Button, Stack, Text } from '@ds/ui';
import { Switch } from '@ds/ui/switch';

export default function Controlled() {
  const [on, setOn] = useState(true);
  return (
    <Stack gap={4} align="start">
      <Switch label="Health tips by email" checked={on} onChange={setOn} />
      <Text size="sm" tone="muted">
        The parent’s value: {on ? 'on' : 'off'}
      </Text>
      {/* Always sets the same state, so pressing it twice changes nothing. */}
      <Button size="sm" variant="secondary" onClick={() => setOn(false)}>
        Turn it off
      </Button>
    </Stack>
  );
}
