// The Kleber adapter: the real predictive address service (DataTools.Capture.Address.Predictive.AuPaf.
// SearchAddress), used when KLEBER_REQUEST_KEY is set. The key is added here, on the server, and never reaches the
// browser. Anything but a well-formed answer (a bad status, a timeout, a non-empty ErrorMessage, a reply of
// another shape) becomes an AddressProviderError, which the endpoint turns into a JSON error.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AddressProvider, AddressQuery, AddressResult } from './types';
import { AddressProviderError } from './types';

export const KLEBER_DEFAULT_URL =
  'https://kleber.datatoolscloud.net.au/KleberWebService/DtKleberService.svc/ProcessQueryStringRequest';
export const KLEBER_METHOD = 'DataTools.Capture.Address.Predictive.AuPaf.SearchAddress';

const text = z.union([z.string(), z.number()]).transform(String).optional().default('');
const replySchema = z.object({
  DtResponse: z.object({
    RequestId: text,
    ResultCount: text,
    Result: z
      .array(
        z.object({
          RecordId: text,
          AddressLine: text,
          Locality: text,
          State: text,
          Postcode: text,
        }),
      )
      .optional()
      .default([]),
    ErrorMessage: text,
  }),
});

export interface KleberOptions {
  requestKey: string;
  /** The service's query-string endpoint; the real one by default (tests point it at a local fake). */
  url?: string;
  departmentCode?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export function createKleberProvider({
  requestKey,
  url = KLEBER_DEFAULT_URL,
  departmentCode = '',
  timeoutMs = 3_000,
  fetch = globalThis.fetch,
}: KleberOptions): AddressProvider {
  return {
    name: 'kleber',
    async search({ addressLine, resultLimit, state }: AddressQuery, signal?: AbortSignal) {
      const request = new URL(url);
      const fields = {
        Method: KLEBER_METHOD,
        AddressLine: addressLine,
        DepartmentCode: departmentCode,
        RequestId: randomUUID(),
        ResultLimit: String(resultLimit),
        RequestKey: requestKey,
        OutputFormat: 'json',
      };
      for (const [name, value] of Object.entries(fields)) request.searchParams.set(name, value);
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(request, {
          headers: { accept: 'application/json' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        const timedOut = timeout.aborted;
        throw new AddressProviderError(
          timedOut
            ? `The address service did not answer within ${timeoutMs} ms`
            : 'The address service is unreachable',
          { cause: error },
        );
      }
      if (!response.ok) throw new AddressProviderError(`The address service answered ${response.status}`);
      let reply: z.output<typeof replySchema>;
      try {
        reply = replySchema.parse(await response.json());
      } catch (error) {
        throw new AddressProviderError('The address service sent a reply of another shape', { cause: error });
      }
      if (reply.DtResponse.ErrorMessage) {
        throw new AddressProviderError(`The address service said: ${reply.DtResponse.ErrorMessage}`);
      }
      const results: AddressResult[] = reply.DtResponse.Result;
      // The service has no state filter: keep the chosen state's addresses only.
      return (state ? results.filter((result) => result.State === state) : results).slice(0, resultLimit);
    },
  };
}
