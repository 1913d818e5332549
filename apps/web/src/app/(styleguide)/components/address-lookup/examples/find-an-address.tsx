'use client';
// The Address lookup page's Find an address example, against the site's own endpoint: type an Australian address
// and choose a suggestion (the embedded engine completes the street part with real localities), or enter it
// manually. A state filter and a switch that makes searches fail show the rest of the control's behaviour; what
// the control answers is shown beside it.
import { useMemo, useState } from 'react';
import { Heading, Stack, Text } from '@ds/ui';
import { AddressLookup, STATE_NAMES, optionText, predictiveSearch } from '@ds/ui/address-lookup';
import type { AddressLookupProps, AddressResult, AddressSearch, AuState } from '@ds/ui/address-lookup';
import { Select } from '@ds/ui/select';
import { Switch } from '@ds/ui/switch';
import layout from '@/styleguide/demo-with-panel.module.css';
import styles from './find-an-address.module.css';

const ALL_STATES = '';
type Mode = NonNullable<AddressLookupProps['mode']>;
// Autocomplete first: what the quote journey uses, where an address typed over is no longer the answer.
const MODE_OPTIONS: { value: Mode; label: string }[] = [
  { value: 'autocomplete', label: 'Autocomplete: typing over a choice takes it back' },
  { value: 'address-lookup', label: 'Address lookup (the default): typing over a choice keeps it' },
];
const STATE_OPTIONS = [
  { value: ALL_STATES, label: 'All states and territories' },
  ...(Object.entries(STATE_NAMES) as [AuState, string][]).map(([value, name]) => ({ value, label: name })),
];

export default function FindAnAddress() {
  const [address, setAddress] = useState<AddressResult | null>(null);
  const [onlyState, setOnlyState] = useState(ALL_STATES);
  const [mode, setMode] = useState<Mode>('autocomplete');
  const [failSearches, setFailSearches] = useState(false);
  const [lastError, setLastError] = useState<string | null>(null);

  const search = useMemo<AddressSearch>(() => {
    const real = predictiveSearch();
    return (query, signal) =>
      failSearches ? Promise.reject(new Error('The demo search failed on purpose')) : real(query, signal);
  }, [failSearches]);

  return (
    <div className={layout.demo}>
      <Stack gap={5}>
        <Select
          label="Only addresses in"
          placeholder={null}
          options={STATE_OPTIONS}
          value={onlyState}
          onChange={(next) => {
            setOnlyState(next);
            // An address in another state is no longer an answer to the question asked.
            if (address && next && address.State !== next) setAddress(null);
          }}
        />
        <Select
          label="When the visitor types over a chosen address"
          help="SPEC 5: on leaving the box, text that is not exactly an option keeps the choice only in address-lookup mode."
          placeholder={null}
          options={MODE_OPTIONS}
          value={mode}
          onChange={(next) => setMode(next as Mode)}
        />
        <Switch label="Make searches fail" checked={failSearches} onChange={setFailSearches} />
        <AddressLookup
          label="Home address"
          help="Start with the street number, for example 1 George St Sydney. Suggestions appear after 5 characters."
          formControlType="required"
          name="homeAddress"
          search={search}
          state={(onlyState || undefined) as AuState | undefined}
          mode={mode}
          value={address}
          onChange={setAddress}
          onSearchError={(error) => setLastError(error instanceof Error ? error.message : String(error))}
        />
      </Stack>
      <section className={layout.panel} aria-labelledby="address-answer-heading">
        <Heading level={3} size="md" id="address-answer-heading">
          What the control answers
        </Heading>
        <div aria-live="polite">
          {address ? (
            <dl className={styles.fields}>
              <dt>Address</dt>
              <dd>{optionText(address)}</dd>
              <dt>AddressLine</dt>
              <dd>{address.AddressLine || '(none typed)'}</dd>
              <dt>Locality</dt>
              <dd>{address.Locality}</dd>
              <dt>State</dt>
              <dd>{address.State}</dd>
              <dt>Postcode</dt>
              <dd>{address.Postcode}</dd>
            </dl>
          ) : (
            <Text size="sm">No address chosen yet.</Text>
          )}
        </div>
        <Text size="sm" tone="muted">
          {lastError
            ? `The last failed search (kept by the control, logged to the console, never shown in it): ${lastError}`
            : 'No failed searches.'}
        </Text>
      </section>
    </div>
  );
}
