'use client';
// The controlled example: the page holds the text, shows it, adds its own check (invalid with an error
// message), and can clear the text from outside the input.
import { useState } from 'react';
import { Button, Stack, Text } from '@ds/ui';
import { TextInput } from '@ds/ui/text-input';
import styles from '../page.module.css';

const isPostcode = (text: string) => /^\d{4}$/.test(text);

export default function Controlled() {
  const [postcode, setPostcode] = useState('2000');
  return (
    <Stack gap={4} align="start">
      <TextInput
        label="Postcode"
        value={postcode}
        onChange={setPostcode}
        invalid={!isPostcode(postcode)}
        errorMessage="Enter the 4 digits of your postcode."
        inputMode="numeric"
        autoComplete="postal-code"
        widthChars={6}
        className={styles.field}
      />
      <Text size="sm" tone="muted">
        The parent’s value: {postcode === '' ? 'none' : postcode}
      </Text>
      {/* Always sets the same state, so pressing it twice changes nothing. */}
      <Button size="sm" variant="secondary" onClick={() => setPostcode('')}>
        Clear the postcode
      </Button>
    </Stack>
  );
}
