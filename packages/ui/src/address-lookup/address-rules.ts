// The address lookup's rules (SPEC 4, 5, 8, 9), kept apart from the drawing so they are tested alone: when to
// search, what an option says and holds, and how a manually entered address is checked. Its words are in
// messages.ts.
import type { AddressResult, AuState } from '@ds/address/types';
import { fillTemplate } from '../messages';
import { defaultAddressLookupMessages } from './messages';
import type { AddressLookupMessages } from './messages';

export const ADDRESS_MIN_CHARS = 5;
export const ADDRESS_DEBOUNCE_MS = 400;
export const ADDRESS_RESULT_LIMIT = 5;
/** 'No results' is said only when more than 3 characters are typed. */
export const NO_RESULTS_MIN_CHARS = 4;

export const STATE_NAMES: Record<AuState, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

export type SearchStatus = 'idle' | 'searching' | 'noResults' | 'results' | 'error';

/** What an option says: street line, locality, state and postcode. */
export function optionText({ AddressLine, Locality, State, Postcode }: AddressResult): string {
  const place = `${Locality} ${State} ${Postcode}`;
  return AddressLine ? `${AddressLine}, ${place}` : place;
}

/** What an option holds: the lookup result, serialised (for a form field, or to send on). */
export function optionValue({ AddressLine, Locality, State, Postcode }: AddressResult): string {
  return JSON.stringify({ AddressLine, Locality, State, Postcode });
}

/** The result whose text is exactly what was typed, ignoring case and outer spaces. */
export function exactOption(text: string, results: readonly AddressResult[]): AddressResult | undefined {
  const typed = text.trim().toLowerCase();
  return results.find((result) => optionText(result).toLowerCase() === typed);
}

/**
 * Australia Post's postcode ranges of each state and territory (delivery, post-office-box and large-volume ranges
 * alike), and the postcodes that cross a border (a town served from the next state's post office, such as Barooga
 * NSW 3644, or Jervis Bay 2540 in the ACT). A test checks every locality of the embedded data against them, and
 * that every listed crossing is still in the data.
 */
export const POSTCODE_RANGES: Record<AuState, readonly (readonly [number, number])[]> = {
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  NT: [[800, 999]],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  TAS: [[7000, 7999]],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  WA: [[6000, 6999]],
};

export const CROSS_BORDER_POSTCODES: Partial<Record<AuState, readonly string[]>> = {
  ACT: ['2540', '2620'],
  NSW: ['2611', '2618', '3500', '3586', '3644', '3691', '3707', '4375', '4377', '4380', '4383', '4385'],
  NT: ['4825'],
  QLD: ['2406'],
  SA: ['0872'],
  WA: ['0872'],
};

export function postcodeInState(postcode: string, state: AuState): boolean {
  const number = Number(postcode);
  return (
    POSTCODE_RANGES[state].some(([from, to]) => number >= from && number <= to) ||
    Boolean(CROSS_BORDER_POSTCODES[state]?.includes(postcode))
  );
}

export interface ManualAddress {
  street: string;
  street2: string;
  suburb: string;
  state: AuState | '';
  postcode: string;
}

export const EMPTY_MANUAL_ADDRESS: ManualAddress = {
  street: '',
  street2: '',
  suburb: '',
  state: '',
  postcode: '',
};

export type ManualAddressErrors = Partial<Record<keyof ManualAddress, string>>;

/** The checks that need no data, in the messages' words: what is missing, the postcode's form, and its state. */
export function manualAddressErrors(
  address: ManualAddress,
  messages: AddressLookupMessages = defaultAddressLookupMessages,
): ManualAddressErrors {
  const errors: ManualAddressErrors = {};
  if (!address.street.trim()) errors.street = messages.streetRequired;
  if (!address.suburb.trim()) errors.suburb = messages.suburbRequired;
  if (!address.state) errors.state = messages.stateRequired;
  const postcode = address.postcode.trim();
  if (!/^\d{4}$/.test(postcode)) errors.postcode = messages.postcodeFormat;
  else if (address.state && !postcodeInState(postcode, address.state)) {
    errors.postcode = fillTemplate(messages.postcodeState, { postcode, state: STATE_NAMES[address.state] });
  }
  return errors;
}

/** The manual fields, filled from what the visitor had: the chosen result, or else the text they typed. */
export function manualFromLookup(text: string, chosen: AddressResult | null): ManualAddress {
  if (chosen) {
    return {
      street: chosen.AddressLine,
      street2: '',
      suburb: chosen.Locality,
      state: chosen.State as AuState,
      postcode: chosen.Postcode,
    };
  }
  return { ...EMPTY_MANUAL_ADDRESS, street: text.trim() };
}

/** A manual address as a lookup result, so both ways of answering give the caller the same shape. */
export function resultFromManual(address: ManualAddress): AddressResult {
  return {
    RecordId: 'manual',
    AddressLine: [address.street.trim(), address.street2.trim()].filter(Boolean).join(', ').toUpperCase(),
    Locality: address.suburb.trim().toUpperCase(),
    State: address.state,
    Postcode: address.postcode.trim(),
  };
}
