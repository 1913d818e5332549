// POST /api/applications and GET /api/applications/:id: the audiences' quotes (travel, overseas, New Zealand) and
// forms (plan management sign-up, foundation funding), kept as health quotes are (quotes.ts): only for a visitor who
// has just verified a contact with a one-time code (spent on the save), under a random 128-bit id for 30 days, in
// the same store, with the contact it was verified for, never sent back or logged. Each kind (its answers' schema,
// what the shape cannot say, the price or reference the server works out) is a module of @ds/product/applications.
import { today as todayIn } from '@internationalized/date';
import * as z from 'zod/mini';
import { applicationKind } from '@ds/product/applications';
import type { SavedApplication } from '@ds/product/applications';
import {
  APPLICATION_ID_PATTERN,
  parseAnswers,
  openApplicationReplySchema,
  saveApplicationBodySchema,
  saveApplicationReplySchema,
} from '@ds/product/applications-schema';
import { createOtpService } from '../otp/otp-service';
import type { ApiPlugin } from './helpers';
import { errorReplies, sendApiError } from './helpers';
import {
  NOT_VERIFIED_MESSAGE,
  READ_LIMIT,
  SAVED_BODY_LIMIT,
  SAVED_TIME_ZONE,
  SAVE_LIMIT,
  answerOversizedBodies,
  newSavedId,
  saveVerified,
  savedTimes,
} from './saved-records';

export const prefix = '/api/applications';

const applicationKey = (id: string) => `application:${id}`;

/** What the store keeps: the application, and the verified contact it was saved for (never shown). */
export interface StoredApplication {
  application: SavedApplication;
  contact: string;
}

export const plugin: ApiPlugin = async (app, { store }) => {
  const otp = createOtpService(store);
  answerOversizedBodies(app, 'The application is too large');
  const unavailableMessage = 'Quotes and applications cannot be saved or opened right now, try again soon';

  app.post(
    '',
    {
      bodyLimit: SAVED_BODY_LIMIT,
      config: { rateLimit: SAVE_LIMIT, unavailableMessage },
      schema: {
        body: saveApplicationBodySchema,
        response: { 201: saveApplicationReplySchema, ...errorReplies(400, 403, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const { verification } = request.body;
      const kind = applicationKind(request.body.kind);
      if (!kind) return sendApiError(reply, 400, 'invalid_body', 'kind is not a kind of application');
      const parsed = parseAnswers(kind, request.body.answers);
      if ('problem' in parsed) return sendApiError(reply, 400, 'invalid_body', parsed.problem);
      const { answers } = parsed;
      const today = todayIn(SAVED_TIME_ZONE);
      const problem = kind.problem(answers, today);
      if (problem) return sendApiError(reply, 400, 'invalid_body', problem);
      const application: SavedApplication = {
        id: newSavedId(),
        kind: kind.kind,
        ...savedTimes(),
        answers,
        result: kind.result(answers, today),
      };
      const record = (contact: string): StoredApplication => ({ application, contact });
      if (!(await saveVerified(otp, verification.requestId, applicationKey(application.id), record))) {
        return sendApiError(reply, 403, 'not_verified', NOT_VERIFIED_MESSAGE);
      }
      return reply.code(201).header('cache-control', 'no-store').send({ id: application.id, application });
    },
  );

  app.get(
    '/:id',
    {
      config: { rateLimit: READ_LIMIT, unavailableMessage },
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: openApplicationReplySchema, ...errorReplies(404, 429, 503) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const notFound = () => sendApiError(reply, 404, 'not_found', 'Nothing saved has this id');
      // A malformed id names nothing saved, like an unknown one.
      if (!APPLICATION_ID_PATTERN.test(id)) return notFound();
      const stored = await store.get(applicationKey(id));
      if (stored === null) return notFound();
      const { application } = JSON.parse(stored) as StoredApplication;
      return reply.header('cache-control', 'no-store').send({ application });
    },
  );
};
