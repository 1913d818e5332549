'use client';
// The manual address: street lines, suburb, state and postcode, checked as the visitor goes. The postcode must be
// four digits and belong to the chosen state; the suburb and postcode must agree with the locality data (asked of
// the same search the lookup uses; when that cannot answer, the address is not held up).
import { useEffect, useEffectEvent } from 'react';
import type { ReactNode } from 'react';
import { AU_STATES } from '@ds/api/au-states';
import type { AddressResult, AuState } from '@ds/address/types';
import { REQUIRED_MARK } from '../form-control';
import { useLatestAnswer } from '../hooks/useLatestAnswer';
import { fillTemplate, withDefaultMessages } from '../messages';
import { Select } from '../select';
import { TextInput } from '../text-input';
import type { AddressSearch } from './address-client';
import {
  ADDRESS_DEBOUNCE_MS,
  STATE_NAMES,
  manualAddressErrors,
  optionValue,
  resultFromManual,
} from './address-rules';
import type { ManualAddress } from './address-rules';
import { defaultAddressLookupMessages } from './messages';
import type { AddressLookupMessages } from './messages';
import styles from './AddressLookup.module.css';

const STATE_OPTIONS = AU_STATES.map((state) => ({ value: state, label: STATE_NAMES[state] }));

export interface ManualAddressFieldsProps {
  legend: ReactNode;
  /** The legend says '(required)', as the lookup's label did. */
  required?: boolean;
  address: ManualAddress;
  /** The street field's id: the lookup's own, so a link to the field (an error summary's) lands here. */
  firstFieldId?: string;
  validated?: boolean;
  search: AddressSearch;
  /** True while the suburb and postcode are checked against the locality data, false once that settles. */
  onCheckingChange?: (checking: boolean) => void;
  /** Every edit of a field. */
  onEdit: (address: ManualAddress) => void;
  /** The address as a lookup result once it is complete and valid, and null when it stops being so. */
  onResult: (address: AddressResult | null) => void;
  /** Any of the fields' own words to change (their labels and error messages). */
  messages?: Partial<AddressLookupMessages>;
}

/**
 * Whether the suburb is a locality of the postcode in the state: 'pending' while asking, and 'unknown' when the
 * search cannot answer (then the address is not held up).
 */
type LocalityCheck = 'pending' | 'agrees' | 'disagrees' | 'unknown';

function useLocalityCheck(address: ManualAddress, ready: boolean, search: AddressSearch): LocalityCheck {
  const wanted = address.suburb.trim().toUpperCase();
  const postcode = address.postcode.trim();
  const { state } = address;
  const { current } = useLatestAnswer(
    ready && state ? `${wanted}\n${postcode}\n${state}` : null,
    (signal) =>
      search(
        { addressLine: `${wanted} ${postcode}`, resultLimit: 20, state: state || undefined },
        signal,
      ).then((results) =>
        results.some((result) => result.Locality === wanted && result.Postcode === postcode),
      ),
    ADDRESS_DEBOUNCE_MS,
  );
  if (!current) return 'pending';
  if (!current.ok) return 'unknown';
  return current.value ? 'agrees' : 'disagrees';
}

export function ManualAddressFields({
  legend,
  required = false,
  address,
  firstFieldId,
  validated,
  search,
  onEdit,
  onResult,
  onCheckingChange,
  messages: messageOverrides,
}: ManualAddressFieldsProps) {
  const messages = withDefaultMessages(defaultAddressLookupMessages, messageOverrides);
  const errors = manualAddressErrors(address, messages);
  const locality = useLocalityCheck(address, !errors.suburb && !errors.state && !errors.postcode, search);
  const suburbError =
    errors.suburb ??
    (locality === 'disagrees'
      ? fillTemplate(messages.suburbPostcode, {
          suburb: address.suburb.trim(),
          postcode: address.postcode.trim(),
        })
      : undefined);
  const complete = Object.keys(errors).length === 0 && (locality === 'agrees' || locality === 'unknown');
  const result = complete ? resultFromManual(address) : null;

  // The caller hears of a change of answer (including when the locality check settles), not of every keystroke.
  const resultKey = result ? optionValue(result) : '';
  // While the locality check runs, the last answer stands (no flicker to "none" and back).
  const settled = locality !== 'pending' || Object.keys(errors).length > 0;
  const report = useEffectEvent(() => {
    if (settled) onResult(result);
  });
  useEffect(() => report(), [resultKey, settled]);
  const tellChecking = useEffectEvent((checking: boolean) => onCheckingChange?.(checking));
  useEffect(() => tellChecking(!settled), [settled]);
  // Leaving manual entry ends any check.
  useEffect(() => () => tellChecking(false), []);

  const set = (field: keyof ManualAddress) => (value: string) => onEdit({ ...address, [field]: value });

  return (
    <fieldset className={styles.manual}>
      <legend className={styles.legend}>
        {legend}
        {required ? (
          <>
            {' '}
            <span className={styles.required}>{REQUIRED_MARK}</span>
          </>
        ) : null}
      </legend>
      <TextInput
        id={firstFieldId}
        label={messages.street}
        formControlType="required"
        autoComplete="address-line1"
        value={address.street}
        onChange={set('street')}
        validated={validated}
        invalid={Boolean(errors.street)}
        errorMessage={errors.street}
      />
      <TextInput
        label={messages.street2}
        autoComplete="address-line2"
        value={address.street2}
        onChange={set('street2')}
        validated={validated}
      />
      <TextInput
        label={messages.suburb}
        formControlType="required"
        autoComplete="address-level2"
        value={address.suburb}
        onChange={set('suburb')}
        validated={validated}
        invalid={Boolean(suburbError)}
        errorMessage={suburbError}
      />
      <div className={styles.statePostcode}>
        <Select
          label={messages.state}
          formControlType="required"
          options={STATE_OPTIONS}
          value={address.state}
          onChange={(state) => set('state')(state as AuState)}
          validated={validated}
          invalid={Boolean(errors.state)}
          errorMessage={errors.state}
        />
        <TextInput
          label={messages.postcode}
          formControlType="required"
          autoComplete="postal-code"
          inputMode="numeric"
          widthChars={6}
          value={address.postcode}
          onChange={set('postcode')}
          validated={validated}
          invalid={Boolean(errors.postcode)}
          errorMessage={errors.postcode}
        />
      </div>
    </fieldset>
  );
}
