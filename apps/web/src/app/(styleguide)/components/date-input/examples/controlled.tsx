'use client';
// The controlled example: the page holds the text, shows it and the date it makes, and can clear it. On iOS
// and Android the phone's own date input replaces the typed one, and the page still gets dd/mm/yyyy.
import { useState } from 'react';
import { Button, Stack, Text } from '@ds/ui';
import { DateInput, parseDateText } from '@ds/ui/date-input';

export default function Controlled() {
  const [text, setText] = useState('14/02/1985');
  // onChange also passes the date; reading it from the text keeps one piece of state.
  const date = parseDateText(text);
  return (
    <Stack gap={4} align="start">
      <DateInput label="Date of birth" help="For example, 25/12/1990." value={text} onChange={setText} />
      <Stack gap={1}>
        <Text size="sm" tone="muted">
          The parent’s value: {text === '' ? 'none' : text}
        </Text>
        <Text size="sm" tone="muted">
          As a date: {date ? date.toString() : 'not a complete, real date yet'}
        </Text>
      </Stack>
      {/* Always sets the same state, so pressing it twice changes nothing. */}
      <Button size="sm" variant="secondary" onClick={() => setText('')}>
        Clear the date
      </Button>
    </Stack>
  );
}
