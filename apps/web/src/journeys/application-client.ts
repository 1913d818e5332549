// The journeys' calls to the application service (apps/server/src/api/applications.ts): save verified answers of a
// kind, open a saved one. Replies are checked against the kind's own schema (a saved travel quote is checked as a
// travel quote), loaded with the first call; a refusal is an ApiError with the service's words for visitors and its
// status (404: nothing saved has this id).
import { fetchJson } from '@ds/api/fetch-json';
import type { ApplicationKind } from '@ds/product/applications';

export { ApiError as ApplicationServiceError } from '@ds/api/fetch-json';

const schemas = () => import('@ds/product/applications-schema');

export const saveApplication = <Kind extends string, Answers, Result>(
  kind: ApplicationKind<Kind, Answers, Result>,
  answers: Answers,
  requestId: string,
) =>
  fetchJson('/api/applications', () => schemas().then((s) => s.saveApplicationReplyOf(kind)), {
    method: 'POST',
    body: { kind: kind.kind, answers, verification: { requestId } },
  });

export const openApplication = <Kind extends string, Answers, Result>(
  kind: ApplicationKind<Kind, Answers, Result>,
  id: string,
) =>
  fetchJson(`/api/applications/${encodeURIComponent(id)}`, () =>
    schemas().then((s) => s.openApplicationReplyOf(kind)),
  );
