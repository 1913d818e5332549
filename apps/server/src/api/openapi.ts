// GET /api/openapi.json: the API's contract as an OpenAPI 3.1 document, generated from the zod schemas every route
// declares (so it cannot drift from what the routes check and answer). The static site's routes are left out.
import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { brand } from '@ds/site/data';
import type { PathTest } from './index';
import type { ApiPlugin } from './helpers';

export const prefix = '/api/openapi.json';

export function openApiOptions(isApiPath: PathTest): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${brand.main} site API`,
        version: '1.0.0',
        description:
          'The JSON API behind the site: navigation data, address suggestions, prices, one-time codes, saved ' +
          'quotes and saved applications (the other audiences\' quotes and forms). Every error answers { "error": { "code", "message" } }, the message worded for visitors.',
      },
    },
    transform: (document) => {
      if (!isApiPath(document.url) && document.url !== '/healthz') {
        return { schema: { ...document.schema, hide: true }, url: document.url };
      }
      return jsonSchemaTransform(document);
    },
    // Schemas that refer to themselves (a navigation link's children) become components the routes point at.
    transformObject: jsonSchemaTransformObject,
  };
}

export const plugin: ApiPlugin = async (app) => {
  // Built on first request, when every route is known, and kept: the routes never change while running.
  let document: string | null = null;
  app.get('', { schema: { hide: true } }, async (_request, reply) => {
    document ??= JSON.stringify(app.swagger());
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(document);
  });
};
