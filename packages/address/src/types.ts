// The address contract shared by the server, the engines and the lookup control: the Kleber predictive search's
// query fields and its `DtResponse` shape (ARCHITECTURE.md), so the control talks to our endpoint or, configured
// so, to the real service without a change.

import type { AuState } from '@ds/api/au-states';

export { AU_STATES } from '@ds/api/au-states';
export type { AuState };

/** One suggestion: the street line (empty when none was typed) and a real locality, state and postcode. */
export interface AddressResult {
  RecordId: string;
  AddressLine: string;
  Locality: string;
  State: string;
  Postcode: string;
}

export interface DtResponse {
  DtResponse: {
    RequestId: string;
    ResultCount: string;
    Result: AddressResult[];
    ErrorMessage: string;
  };
}

/** What a search asks for: the typed text, how many results at most, and optionally one state. */
export interface AddressQuery {
  addressLine: string;
  resultLimit: number;
  state?: AuState;
}

/** Where suggestions come from: the embedded engine, or the Kleber service. */
export interface AddressProvider {
  readonly name: 'embedded' | 'kleber';
  search(query: AddressQuery, signal?: AbortSignal): Promise<AddressResult[]>;
}

/** A provider that could not answer (the service's ErrorMessage, a timeout, a bad status, a malformed reply). */
export class AddressProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AddressProviderError';
  }
}
