'use client';
// The controlled example: the page holds the chosen value, shows it, and can clear it from outside the select.
import { useState } from 'react';
import { Button, Stack, Text } from '@ds/ui';
import { Select } from '@ds/ui/select';
import { states } from '../states';
import styles from '../page.module.css';

export default function Controlled() {
  const [value, setValue] = useState('vic');
  return (
    <Stack gap={4} align="start">
      <Select label="State" options={states} value={value} onChange={setValue} className={styles.field} />
      <Text size="sm" tone="muted">
        The parent’s value: {value === '' ? 'none' : value}
      </Text>
      {/* Always sets the same state, so pressing it twice changes nothing. */}
      <Button size="sm" variant="secondary" onClick={() => setValue('')}>
        Clear the choice
      </Button>
    </Stack>
  );
}
