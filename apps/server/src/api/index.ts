// The registry of JSON APIs. Each is one file in this folder exporting its `prefix` and `plugin`, and one line in
// APIS; which paths are "API" (JSON errors rather than pages) follows from the list, so error handling never changes.
import type { ApiPlugin } from './helpers';
import * as address from './address';
import * as applications from './applications';
import * as health from './health';
import * as navData from './nav-data';
import * as openapi from './openapi';
import * as otp from './otp';
import * as products from './products';
import * as providers from './providers';
import * as quotes from './quotes';
import * as search from './search';

export interface Api {
  readonly prefix: string;
  readonly plugin: ApiPlugin;
}

export const APIS: readonly Api[] = [
  health,
  navData,
  otp,
  address,
  products,
  providers,
  search,
  quotes,
  applications,
  openapi,
];

/** Reserved for the APIs to come: an unknown `/api/...` is never a page. */
const API_NAMESPACE = '/api';

export type PathTest = (url: string) => boolean;

/** The path as the router reads it (`/%61pi` is `/api`); a malformed escape leaves it as it is. */
function decodedPath(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether a request URL is under one of `apis`' prefixes (or the reserved namespace): the prefix itself or below. */
export function apiPathMatcher(apis: readonly Pick<Api, 'prefix'>[]): PathTest {
  const prefixes = [API_NAMESPACE, ...apis.map((api) => api.prefix)];
  return (url) => {
    const queryAt = url.indexOf('?');
    const pathname = decodedPath(queryAt === -1 ? url : url.slice(0, queryAt));
    return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  };
}
