import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { GET as serveDocument } from '@/app/api/openapi.json/route';
import { GENERIC_ERROR_CODES } from '@/lib/api/error-codes';
import { productApiDocument, productApiJson } from '@/lib/openapi/document';
import { BUG_HUNT_ERROR_CODES } from '@/lib/practice/bug-hunt/error-codes';
import { CREDENTIAL_ERROR_CODES } from '@/lib/practice/credentials/error-codes';
import { FRAMES_ALERT_ERROR_CODES } from '@/lib/practice/exercises/frames-alert/error-codes';
import { GROCERY_ERROR_CODES } from '@/lib/practice/exercises/grocery/error-codes';
import { MOUSE_ACTION_ERROR_CODES } from '@/lib/practice/exercises/mouse-action/error-codes';
import { PRACTICE_BANK_ERROR_CODES } from '@/lib/practice/exercises/practice-bank/error-codes';
import { RESERVATION_ERROR_CODES } from '@/lib/practice/exercises/reservation/error-codes';
import { WEB_ELEMENTS_ERROR_CODES } from '@/lib/practice/exercises/web-elements/error-codes';
import { practiceApiDocument } from '@/lib/practice/openapi/document';
import { loginSchema } from '@/lib/validation/login';
import { trainerTableQuery } from '@/lib/validation/trainer';
import { documentedOperations } from '@/tests/helpers/api-routes';

// docs/architecture.md#rest-api-document: the product API's OpenAPI document passes the same validator as the practice
// API's (Redocly's recommended-strict rules), states who may call each operation and how each refusal looks, takes
// its schemas from the handlers' zod schemas, and holds the practice document's paths under their full addresses.

const document = JSON.parse(productApiJson());
const operations = documentedOperations(document);
const practice = practiceApiDocument();
const practicePaths = new Set(Object.keys(practice.paths ?? {}).map((path) => `${(practice.paths![path] as { servers?: { url: string }[] }).servers?.[0]?.url ?? '/api/practice/v1'}${path}`));
/** The operations this document writes itself, from lib/openapi/areas/ (the practice document's are its own). */
const own = operations.filter(({ path }) => !practicePaths.has(path));

type Response = { content?: Record<string, { schema?: Record<string, unknown> }> };

describe('the product API document', () => {
  it('passes Redocly\'s validator with the recommended-strict rules', async () => {
    const config = await createConfig({
      extends: ['recommended-strict'],
      rules: {
        // As for the practice document: the one 405 response is stated once, for every path, with nothing to reference it.
        'no-unused-components': 'off',
        // A public read that takes no input (GET /api/courses) has no client error to answer, and none is invented.
        'operation-4xx-response': 'off',
        // Next prefers a literal segment to a dynamic one (/api/learning/chunks/{chunkId} over /api/learning/{course_id}/…),
        // so these paths are not ambiguous to the server; the route walk checks each against the file that serves it.
        'no-ambiguous-paths': 'off',
      },
    });
    const problems = await lintFromString({ source: productApiJson(), absoluteRef: '/api/openapi.json', config });
    const stated = problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}`);
    // One operation exists only to refuse: better-auth answers POST /api/auth/get-session with its 405 (lib/openapi/areas/auth.ts).
    expect(stated).toEqual(['operation-2xx-response at #/paths/~1api~1auth~1get-session/post/responses']);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has an operation in every area of the site', () => {
    const tags = new Set(operations.map(({ operation }) => (operation.tags as string[])[0]));
    for (const area of ['Auth', 'Users', 'Courses', 'Learning', 'Reviews', 'Ads', 'Trainings', 'Payment', 'Contact', 'Captcha', 'Schedule', 'Profile', 'Progress', 'Certificates', 'Trainer', 'Health', 'Practice lab', 'Practice credentials', 'Book List', 'Bug hunt']) {
      expect(tags, area).toContain(area);
    }
    expect(document.tags.map((tag: { name: string }) => tag.name).sort()).toEqual([...tags].sort());
  });

  it('states who may call each operation, in x-access, in security and first in its description', () => {
    for (const { path, method, operation } of operations) {
      const access = operation['x-access'];
      expect(['public', 'user', 'admin'], `${method} ${path}`).toContain(access);
      expect(String(operation.description), `${method} ${path}`).toMatch(new RegExp(`^\\*\\*Access: ${access}\\.\\*\\*`));
      for (const requirement of operation.security as Record<string, unknown>[]) {
        for (const scheme of Object.keys(requirement)) expect(document.components.securitySchemes, `${method} ${path}`).toHaveProperty(scheme);
      }
    }
    const byId = (id: string) => operations.find(({ operation }) => operation.operationId === id)!.operation;
    expect(byId('listStudents')).toMatchObject({ 'x-access': 'admin', security: [{ sessionCookie: [] }, { sessionToken: [] }] });
    expect(byId('listCourses')).toMatchObject({ 'x-access': 'public', security: [] });
    expect(byId('listBooks')).toMatchObject({ 'x-access': 'user', security: [{ practiceToken: [] }, { practiceOAuth: [] }] });
  });

  it('answers refusals with the error shape of lib/api/errors.ts, and on the practice APIs only codes they have', () => {
    const known = new Set(
      [GENERIC_ERROR_CODES, CREDENTIAL_ERROR_CODES, BUG_HUNT_ERROR_CODES, GROCERY_ERROR_CODES, RESERVATION_ERROR_CODES, MOUSE_ACTION_ERROR_CODES, FRAMES_ALERT_ERROR_CODES, WEB_ELEMENTS_ERROR_CODES, PRACTICE_BANK_ERROR_CODES].flatMap(
        (codes) => Object.keys(codes),
      ),
    );
    const codes: string[] = [];
    const shapes = new Set<string>();
    for (const { path, method, operation } of own) {
      for (const [status, response] of Object.entries(operation.responses as Record<string, Response>)) {
        const schema = response.content?.['application/json']?.schema;
        if (Number(status) < 400 || !schema) continue;
        if (schema.$ref === '#/components/schemas/ApiError') shapes.add(`${path.startsWith('/api/practice/') ? 'practice' : 'site'}: ApiError`);
        const [shape, narrowed] = (schema.allOf ?? []) as { $ref?: string; properties?: { code: { enum: string[] } } }[];
        if (shape?.$ref === '#/components/schemas/PracticeApiError') {
          expect(path, `${method} ${path} ${status}`).toMatch(/^\/api\/practice\//);
          codes.push(...narrowed!.properties!.code.enum);
          shapes.add('practice: PracticeApiError');
        }
      }
    }
    expect([...shapes].sort()).toEqual(['practice: PracticeApiError', 'site: ApiError']);
    expect(codes.filter((code) => !known.has(code))).toEqual([]);
    expect(new Set(codes)).toContain('SEAT_TAKEN');
    expect(document.components.schemas.ApiError.required).toEqual(['message']);
    expect(document.components.responses.MethodNotAllowed.headers.Allow.required).toBe(true);
  });

  it('takes bodies, parameters and uploads from the handlers\' zod schemas', () => {
    const at = (path: string, method: string) => document.paths[path][method];
    const login = at('/api/auth/login', 'post').requestBody.content['application/json'].schema;
    expect(Object.keys(login.properties)).toEqual(Object.keys(loginSchema.shape));
    expect(at('/api/trainer/progress', 'get').parameters.map((parameter: { name: string }) => parameter.name)).toEqual(Object.keys(trainerTableQuery.shape));
    // A path segment as a client sends it: the serial id's pattern, before its transform to a number.
    expect(at('/api/learning/chunks/{chunkId}', 'put').parameters[0]).toMatchObject({ name: 'chunkId', in: 'path', required: true, schema: { type: 'string', pattern: '^[1-9]\\d{0,9}$' } });
    const ad = at('/api/ads', 'post').requestBody.content['multipart/form-data'].schema;
    expect(ad).toMatchObject({ required: ['title', 'ads'], properties: { title: { type: 'string' }, ads: { contentMediaType: 'application/octet-stream' } } });
  });

  it('holds every path of the practice API document under its full address, the SOAP endpoint pointing at its WSDL', () => {
    for (const [path, item] of Object.entries(practice.paths ?? {})) {
      const base = (item as { servers?: { url: string }[] }).servers?.[0]?.url ?? '/api/practice/v1';
      const ids = (value: object) => Object.values(value).map((operation: { operationId?: string }) => operation?.operationId).filter(Boolean);
      expect(ids(document.paths[`${base}${path}`]), path).toEqual(ids(item));
    }
    const soap = document.paths['/api/practice/soap/employees'];
    expect(soap.post.externalDocs).toEqual({ url: '/api/practice/soap/employees?wsdl', description: expect.stringContaining('its contract is its WSDL') });
    expect(soap.get['x-access']).toBe('public');
  });

  it('is served at /api/openapi.json to anyone, revalidated by its ETag', async () => {
    const context = { params: Promise.resolve({}) };
    const reply = await serveDocument(new Request('http://localhost/api/openapi.json'), context);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(reply.headers.get('cache-control')).toBe('public, no-cache');
    expect(await reply.json()).toEqual(productApiDocument());
    const again = await serveDocument(new Request('http://localhost/api/openapi.json', { headers: { 'if-none-match': reply.headers.get('etag')! } }), context);
    expect(again.status).toBe(304);
  });
});
