// GET /api/openapi.json: a valid OpenAPI 3.1 document that names every API route, and each route answers as it
// documents: a good request and a bad one, each with a status the document lists and a body its schema accepts.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildServer } from '../src/app';
import { removeFixtureExport } from './fixture';
import { writeSearchExport } from './search-fixture';
import {
  anApplication,
  hospitalInVictoria as hospital,
  json,
  singleAnswers,
  verifiedRequestId,
} from './api-helpers';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
};

/** A good request and (where the route can refuse one) a bad one for each documented operation, as `METHOD path`. */
const EXAMPLES: Record<
  string,
  (app: FastifyInstance) => Promise<[good: InjectOptions, bad?: InjectOptions]>
> = {
  'GET /healthz': async () => [{ url: '/healthz' }],
  'GET /nav-data/v1/config': async () => [
    { url: '/nav-data/v1/config?variant=arhi' },
    { url: '/nav-data/v1/config?variant=nope' },
  ],
  'GET /api/otp/delivery': async () => [{ url: '/api/otp/delivery' }],
  'POST /api/otp/send': async () => [
    { url: '/api/otp/send', ...json({ contact: '0412 345 678' }) },
    { url: '/api/otp/send', ...json({ contact: 'not a contact' }) },
  ],
  'POST /api/otp/verify': async (app) => {
    const sent = await app.inject({ url: '/api/otp/send', ...json({ contact: 'a@example.com' }) });
    return [
      { url: '/api/otp/verify', ...json({ requestId: sent.json().requestId, code: '000000' }) },
      { url: '/api/otp/verify', ...json({ requestId: 'short', code: '1' }) },
    ];
  },
  'GET /api/otp/inbox': async () => [
    { url: '/api/otp/inbox?contact=a%40example.com' },
    { url: '/api/otp/inbox?contact=nobody' },
  ],
  'GET /api/address/predictive': async () => [
    { url: '/api/address/predictive?AddressLine=1%20George%20St%20Sydney' },
    { url: '/api/address/predictive?AddressLine=x&ResultLimit=99' },
  ],
  'GET /api/products/prices': async () => [
    { url: '/api/products/prices?state=NSW&cover=single&frequency=monthly' },
    { url: '/api/products/prices?state=XX&cover=single&frequency=monthly' },
  ],
  'GET /api/providers': async () => [
    { url: '/api/providers?near=Parramatta%202150&service=dental&network=true' },
    { url: '/api/providers?near=Parramatta%202150&radius=7' },
  ],
  'GET /api/search': async () => [
    { url: '/api/search?q=hospital%20cover' },
    { url: '/api/search?q=hospital&count=1000' },
  ],
  'POST /api/quotes': async (app) => {
    const requestId = await verifiedRequestId(app, 'b@example.com');
    const productId = hospital.id;
    return [
      { url: '/api/quotes', ...json({ productId, answers: singleAnswers, verification: { requestId } }) },
      {
        url: '/api/quotes',
        ...json({ productId, answers: { ...singleAnswers, cover: 'pets' }, verification: { requestId } }),
      },
    ];
  },
  'GET /api/quotes/{id}': async (app) => {
    const requestId = await verifiedRequestId(app, 'c@example.com');
    const saved = await app.inject({
      url: '/api/quotes',
      ...json({ productId: hospital.id, answers: singleAnswers, verification: { requestId } }),
    });
    return [{ url: `/api/quotes/${saved.json().id}` }, { url: '/api/quotes/AAAAAAAAAAAAAAAAAAAAAA' }];
  },
  'POST /api/applications': async (app) => {
    const requestId = await verifiedRequestId(app, 'd@example.com');
    return [
      { url: '/api/applications', ...json({ ...anApplication, verification: { requestId } }) },
      { url: '/api/applications', ...json({ ...anApplication, kind: 'pets', verification: { requestId } }) },
    ];
  },
  'GET /api/applications/{id}': async (app) => {
    const requestId = await verifiedRequestId(app, 'e@example.com');
    const saved = await app.inject({
      url: '/api/applications',
      ...json({ ...anApplication, verification: { requestId } }),
    });
    return [
      { url: `/api/applications/${saved.json().id}` },
      { url: '/api/applications/AAAAAAAAAAAAAAAAAAAAAA' },
    ];
  },
};

/** Checks that `operation` documents the status of `response`, with a JSON schema its body meets. */
function expectAnsweredAsDocumented(
  document: OpenApiDocument,
  operation: string,
  response: { statusCode: number; json: () => unknown },
) {
  const [method, path] = operation.split(' ') as [string, string];
  const answer = document.paths[path]![method.toLowerCase()]!.responses[String(response.statusCode)];
  expect(answer, `${operation} answered ${response.statusCode}, which it does not document`).toBeDefined();
  const schema = answer!.content?.['application/json']?.schema;
  expect(schema, `${operation} ${response.statusCode} has no JSON schema`).toBeDefined();
  // A schema's references point into the document's components: compile it with them at its root.
  const validate = new Ajv2020({ strict: false }).compile({
    ...schema!,
    components: document.components ?? {},
  });
  expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
}

describe('GET /api/openapi.json', () => {
  let app: FastifyInstance;
  let document: OpenApiDocument;
  let siteRoot = '';
  beforeAll(async () => {
    // An export with a search index, for the search API's good request.
    siteRoot = await writeSearchExport();
    app = buildServer({ siteRoot });
    const response = await app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    document = response.json();
  });
  afterAll(async () => {
    await app.close();
    await removeFixtureExport(siteRoot);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(
      document as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('documents every API route and nothing of the static site', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  it.each(Object.keys(EXAMPLES))('%s answers a good and a bad request as documented', async (operation) => {
    const [good, bad] = await EXAMPLES[operation]!(app);
    const statuses: number[] = [];
    for (const request of bad ? [good, bad] : [good]) {
      const response = await app.inject(request);
      statuses.push(response.statusCode);
      expectAnsweredAsDocumented(document, operation, response);
    }
    expect(statuses[0]).toBeLessThan(300);
    if (bad) expect(statuses[1]).toBeGreaterThanOrEqual(400);
  });

  it.each(Object.keys(EXAMPLES))('%s documents 500, the answer to a failure of the server', (operation) => {
    const [method, path] = operation.split(' ') as [string, string];
    expect(Object.keys(document.paths[path]![method.toLowerCase()]!.responses)).toContain('500');
  });

  const bodyOperations = Object.keys(EXAMPLES).filter((operation) => operation.startsWith('POST '));
  // A route that words an oversized body for visitors answers it 400; any answer must be one it documents. A server
  // of their own, so these requests take nothing from the examples' rate limits.
  it.each(bodyOperations)(
    '%s answers a body too large and a body not JSON as documented',
    async (operation) => {
      const path = operation.slice('POST '.length);
      const own = buildServer();
      try {
        for (const [request, status] of [
          [{ ...json({ padding: 'x'.repeat(2_000_000) }), url: path }, [400, 413]],
          [
            { url: path, method: 'POST', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
            [415],
          ],
        ] as const) {
          const response = await own.inject(request as InjectOptions);
          expect(status).toContain(response.statusCode);
          expectAnsweredAsDocumented(document, operation, response);
        }
      } finally {
        await own.close();
      }
    },
  );
});
