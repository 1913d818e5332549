// The address lookup's own words (SPEC 4, 5, 8, 9), the manual address fields' included. The page's words for
// one lookup (its label, help and placeholder) are props.

export interface AddressLookupMessages {
  /** Shown under the box while a search runs; `{text}` is the text searched for (long text is cut). */
  searching: string;
  /** Shown and said when nothing matches; `{text}` is the text searched for (long text is cut). */
  noResults: string;
  /** Said when one address is found; `{count}` is 1. */
  resultCountOne: string;
  /** Said when addresses are found; `{count}` is how many. */
  resultCountOther: string;
  /** The error when a required address is neither chosen nor entered. */
  required: string;
  /** The suggestion list's name. */
  suggestionsLabel: string;
  /** The button that swaps the box for the manual address fields. */
  enterManually: string;
  /** The button that goes back from the manual fields to the search box. */
  searchInstead: string;
  /** The manual street field's label. */
  street: string;
  /** The error when the street is empty. */
  streetRequired: string;
  /** The second street line's label. */
  street2: string;
  /** The suburb field's label. */
  suburb: string;
  /** The error when the suburb is empty. */
  suburbRequired: string;
  /** The state list's label. */
  state: string;
  /** The error when no state is chosen. */
  stateRequired: string;
  /** The postcode field's label. */
  postcode: string;
  /** The error when the postcode is not 4 digits. */
  postcodeFormat: string;
  /** The error when the postcode is not one of the state's; `{postcode}` is it, `{state}` the state's name. */
  postcodeState: string;
  /**
   * The error when the locality data has no such suburb with that postcode; `{suburb}` and `{postcode}` are as
   * typed.
   */
  suburbPostcode: string;
}

export const defaultAddressLookupMessages: AddressLookupMessages = {
  searching: 'Searching for “{text}”.',
  noResults: 'No results match “{text}”.',
  resultCountOne: '{count} address found. Use the up and down arrows to choose.',
  resultCountOther: '{count} addresses found. Use the up and down arrows to choose.',
  required: 'Choose an address from the list, or enter it manually.',
  suggestionsLabel: 'Address suggestions',
  enterManually: 'Enter address manually',
  searchInstead: 'Search for your address instead',
  street: 'Street address',
  streetRequired: 'Enter the street address.',
  street2: 'Street address line 2',
  suburb: 'Suburb or town',
  suburbRequired: 'Enter the suburb or town.',
  state: 'State or territory',
  stateRequired: 'Choose the state or territory.',
  postcode: 'Postcode',
  postcodeFormat: 'Enter a postcode of 4 digits.',
  postcodeState: '{postcode} is not a postcode in {state}.',
  suburbPostcode: 'We could not find {suburb} with postcode {postcode}. Check the suburb and the postcode.',
};
