// The Kleber adapter against a local fake of the service (a real HTTP server on loopback).
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KLEBER_METHOD, createKleberProvider } from './kleber';
import { AddressProviderError } from './types';

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;

let server: Server;
let url: string;
let handle: Handler;
const seen: URL[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const requestUrl = new URL(request.url ?? '/', 'http://fake');
    seen.push(requestUrl);
    handle(request, response, requestUrl);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/KleberWebService/DtKleberService.svc/ProcessQueryStringRequest`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const result = (AddressLine: string, Locality: string, State: string, Postcode: string) => ({
  RecordId: `${Locality}-${Postcode}`,
  AddressLine,
  Locality,
  State,
  Postcode,
});

describe('the Kleber adapter', () => {
  it('sends the predictive query with the key and reads DtResponse.Result', async () => {
    handle = (_request, response) =>
      json(response, 200, {
        DtResponse: {
          RequestId: '7',
          ResultCount: '2',
          Result: [
            result('1 GEORGE ST', 'SYDNEY', 'NSW', '2000'),
            result('1 GEORGE ST', 'PARRAMATTA', 'NSW', '2150'),
          ],
          ErrorMessage: '',
        },
      });
    const kleber = createKleberProvider({ requestKey: 'secret-key', url, departmentCode: 'WEB' });
    const results = await kleber.search({ addressLine: '1 george st', resultLimit: 5 });
    expect(results.map((entry) => entry.Locality)).toEqual(['SYDNEY', 'PARRAMATTA']);
    const sent = seen[0]!;
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      Method: KLEBER_METHOD,
      AddressLine: '1 george st',
      DepartmentCode: 'WEB',
      RequestId: expect.stringMatching(/^[\w-]{36}$/),
      ResultLimit: '5',
      RequestKey: 'secret-key',
      OutputFormat: 'json',
    });
  });

  it('keeps only the chosen state, up to the limit', async () => {
    handle = (_request, response) =>
      json(response, 200, {
        DtResponse: {
          Result: [
            result('', 'ST KILDA', 'VIC', '3182'),
            result('', 'ST KILDA', 'SA', '5110'),
            result('', 'ST KILDA EAST', 'VIC', '3183'),
          ],
          ErrorMessage: '',
        },
      });
    const kleber = createKleberProvider({ requestKey: 'k', url });
    const results = await kleber.search({ addressLine: 'st kilda', resultLimit: 1, state: 'VIC' });
    expect(results.map((entry) => `${entry.Locality} ${entry.State}`)).toEqual(['ST KILDA VIC']);
  });

  it.each([
    [
      'a non-empty ErrorMessage',
      ((_request, response) =>
        json(response, 200, { DtResponse: { Result: [], ErrorMessage: 'Invalid request key' } })) as Handler,
      /said: Invalid request key/,
    ],
    ['a bad status', ((_request, response) => json(response, 500, {})) as Handler, /answered 500/],
    [
      'a reply of another shape',
      ((_request, response) => json(response, 200, { Results: 'nope' })) as Handler,
      /another shape/,
    ],
    [
      'a body that is not JSON',
      ((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>maintenance</html>');
      }) as Handler,
      /another shape/,
    ],
  ])('turns %s into an AddressProviderError', async (_name, handler, message) => {
    handle = handler;
    const kleber = createKleberProvider({ requestKey: 'k', url });
    const search = kleber.search({ addressLine: 'bondi', resultLimit: 5 });
    await expect(search).rejects.toBeInstanceOf(AddressProviderError);
    await expect(search).rejects.toThrow(message);
  });

  it('gives up after its timeout', async () => {
    handle = () => {}; // never answers
    const kleber = createKleberProvider({ requestKey: 'k', url, timeoutMs: 100 });
    await expect(kleber.search({ addressLine: 'bondi', resultLimit: 5 })).rejects.toThrow(
      /did not answer within 100 ms/,
    );
  });

  it('says when the service is unreachable', async () => {
    const kleber = createKleberProvider({ requestKey: 'k', url: 'http://127.0.0.1:1/nothing' });
    await expect(kleber.search({ addressLine: 'bondi', resultLimit: 5 })).rejects.toThrow(/unreachable/);
  });
});
