// The journeys' calls to the application service (apps/server/src/api/applications.ts): save verified answers of a
// kind, open a saved one. Replies are checked against the kind's own schema (a saved travel quote is checked as a
// travel quote); a refusal is an ApiError with the service's words for visitors and its status (404: nothing saved
// has this id). The kind is passed as a loader (`() => import('@ds/product/travel-application')…`): its schemas and
// the validator load with the first call, not with the page.
import { fetchJson } from '@ds/api/fetch-json';
import type { ApplicationKind } from '@ds/product/applications';

export { ApiError as ApplicationServiceError } from '@ds/api/fetch-json';

export type KindLoader<Kind extends string, Answers, Result> = () => Promise<
  ApplicationKind<Kind, Answers, Result>
>;

const schemas = () => import('@ds/product/applications-schema');

export function saveApplication<Kind extends string, Answers, Result>(
  loadKind: KindLoader<Kind, Answers, Result>,
  answers: Answers,
  requestId: string,
) {
  const kind = loadKind();
  // The body names the kind; its name is known once the module is loaded, before the request leaves.
  return kind.then((loaded) =>
    fetchJson('/api/applications', () => schemas().then((s) => s.saveApplicationReplyOf(loaded)), {
      method: 'POST',
      body: { kind: loaded.kind, answers, verification: { requestId } },
    }),
  );
}

export const openApplication = <Kind extends string, Answers, Result>(
  loadKind: KindLoader<Kind, Answers, Result>,
  id: string,
) =>
  fetchJson(`/api/applications/${encodeURIComponent(id)}`, () =>
    Promise.all([schemas(), loadKind()]).then(([s, kind]) => s.openApplicationReplyOf(kind)),
  );
