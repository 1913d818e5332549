'use client';
// The controlled example: the page holds the state, so a button outside the expander opens and closes it too.
import { useState } from 'react';
import { Button, Stack, Text } from '@ds/ui';
import { Expander } from '@ds/ui/accordion';

export default function Controlled() {
  const [expanded, setExpanded] = useState(false);
  return (
    <Stack gap={4}>
      <Stack gap={2} align="start">
        <Button variant="secondary" size="sm" onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Hide the answer' : 'Show the answer'}
        </Button>
        <Text size="sm" tone="muted">
          The parent’s state: {expanded ? 'expanded' : 'collapsed'}
        </Text>
      </Stack>
      <Expander title="Can I pause my cover?" expanded={expanded} onExpandedChange={setExpanded}>
        <Text>
          Yes. You can suspend your cover while you travel overseas for between 6 weeks and 2 years.
        </Text>
      </Expander>
    </Stack>
  );
}
