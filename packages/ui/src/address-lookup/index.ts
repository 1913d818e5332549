export { AddressLookup } from './AddressLookup';
export type { AddressLookupProps } from './AddressLookup';
export { ManualAddressFields } from './ManualAddressFields';
export type { ManualAddressFieldsProps } from './ManualAddressFields';
export { predictiveSearch, ADDRESS_ENDPOINT } from './address-client';
export type { AddressSearch } from './address-client';
// The shapes the lookup speaks (the Kleber predictive search's): what `value`, `onChange` and `search` carry.
export type { AddressQuery, AddressResult, AuState, DtResponse } from '@ds/address/types';
export {
  ADDRESS_DEBOUNCE_MS,
  ADDRESS_MIN_CHARS,
  ADDRESS_RESULT_LIMIT,
  CROSS_BORDER_POSTCODES,
  POSTCODE_RANGES,
  STATE_NAMES,
  exactOption,
  manualAddressErrors,
  optionText,
  optionValue,
  postcodeInState,
} from './address-rules';
export type { ManualAddress, SearchStatus } from './address-rules';
export { defaultAddressLookupMessages } from './messages';
export type { AddressLookupMessages } from './messages';
export { useAddressSearch } from './useAddressSearch';
