// Where each inclusion is explained in the policy booklet: one anchor per hospital inclusion and per extras
// benefit, derived from the data ids, so the booklet's section ids and the inclusion modal's links are made by
// the same function and cannot drift apart. Data only (no React): the product data imports it.
import { extrasServiceGroups } from '../data/extras-services';

export const POLICY_BOOKLET_PATH = '/docs/policy-booklet';

/** The booklet section of a hospital inclusion (a clinical category, or accident cover): 'hospital-cataracts'. */
export const hospitalAnchor = (inclusionId: string) => `hospital-${inclusionId}`;

/** The booklet section of an extras benefit (a service group): 'extras-general-dental'. */
export const extrasAnchor = (groupId: string) => `extras-${groupId}`;

const extrasGroupIds: ReadonlySet<string> = new Set(extrasServiceGroups.map((group) => group.id));

/** The booklet link for any inclusion of any product: its own section's anchor. */
export function policyBookletHref(inclusionId: string): string {
  const anchor = extrasGroupIds.has(inclusionId) ? extrasAnchor(inclusionId) : hospitalAnchor(inclusionId);
  return `${POLICY_BOOKLET_PATH}#${anchor}`;
}
