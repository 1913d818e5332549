'use client';
// The controlled example: the page holds the selected tab in state, shows it, and can change it from outside.
import { useState } from 'react';
import { Button, Text } from '@ds/ui';
import { Tab, TabList, TabPanel, Tabs } from '@ds/ui/tabs';
import styles from '../page.module.css';

const tokenTiers = [
  {
    id: 'theme',
    label: 'Theme',
    body: 'Colours each brand sets for itself, such as the primary brand colour.',
  },
  {
    id: 'component',
    label: 'Component',
    body: 'Values one component owns, such as the tab label widths.',
  },
  {
    id: 'common',
    label: 'Common',
    body: 'Values every brand shares: spacing, radii, motion and breakpoints.',
  },
  {
    id: 'primitive',
    label: 'Primitive',
    body: 'The raw palette and scales the other tiers point to.',
  },
];

export default function TokenTiers() {
  const [selected, setSelected] = useState('theme');
  const current = tokenTiers.find((tier) => tier.id === selected);
  return (
    <div className={styles.demo}>
      <div className={styles.controls}>
        <Text size="sm">Selected tab: {current?.label}</Text>
        <Button size="sm" variant="secondary" onClick={() => setSelected('primitive')}>
          Show primitive tokens
        </Button>
      </div>
      <Tabs selectedId={selected} onSelectionChange={setSelected}>
        <TabList label="Token tiers">
          {tokenTiers.map((tier) => (
            <Tab key={tier.id} id={tier.id}>
              {tier.label}
            </Tab>
          ))}
        </TabList>
        {tokenTiers.map((tier) => (
          <TabPanel key={tier.id} id={tier.id}>
            <Text>{tier.body}</Text>
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
