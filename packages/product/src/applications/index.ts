// Every kind of application the service keeps: one line per kind, each defined in its own area's module.
import { foundationApplicationKind } from '../foundation-grants/application';
import { nzQuoteKind } from '../nz/application';
import { overseasQuoteKind } from '../overseas/application';
import { planManagementSignUpKind } from '../plan-management/application';
import { travelQuoteKind } from '../travel/application';
import type { ApplicationKind } from './kind';

export type { ApplicationKind, SavedApplication } from './kind';
export { defineApplicationKind } from './kind';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own answers and result
type AnyKind = ApplicationKind<string, any, any>;

export const APPLICATION_KINDS: readonly AnyKind[] = [
  nzQuoteKind,
  overseasQuoteKind,
  travelQuoteKind,
  planManagementSignUpKind,
  foundationApplicationKind,
];

export const applicationKind = (kind: string): AnyKind | undefined =>
  APPLICATION_KINDS.find((candidate) => candidate.kind === kind);
