import { createConfig, lintFromString } from '@redocly/openapi-core';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { BookInputSchema } from '@/lib/practice/exercises/book-list/book-schemas';
import { BOOK_LIST_ERROR_CODES } from '@/lib/practice/exercises/book-list/error-codes';
import { practiceApiJson, practiceApiYaml } from '@/lib/practice/openapi/document';
import { GENERIC_ERROR_CODES } from '@/lib/api/error-codes';
import { BUG_HUNT_ERROR_CODES } from '@/lib/practice/bug-hunt/error-codes';
import { INBOX_ERROR_CODES } from '@/lib/practice/inbox/error-codes';
import { SUITE_SCORE_ERROR_CODES } from '@/lib/practice/suite-score/error-codes';

// docs/practice/book-list.md#api-contract: the OpenAPI document generated from the handlers' zod schemas passes an
// independent validator (Redocly's, with its strictest built-in rule set), and says what the code does.

// Read as plain JSON, as a client reads it.
const document = JSON.parse(practiceApiJson());

describe('the practice API document', () => {
  it('passes Redocly\'s validator with the recommended-strict rules', async () => {
    // One rule is off: a 405 is stated once as components.responses.MethodNotAllowed, since OpenAPI has no place
    // for the methods a path does not take; the contract test (tests/helpers/openapi-contract.ts) uses it.
    const config = await createConfig({ extends: ['recommended-strict'], rules: { 'no-unused-components': 'off' } });
    const problems = await lintFromString({ source: practiceApiJson(), absoluteRef: '/api/practice/v1/openapi.json', config });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  it('would notice a broken document', async () => {
    const config = await createConfig({ extends: ['recommended-strict'] });
    const broken = { ...document, paths: { '/books/{id}': { get: { responses: { 200: { description: 'x', content: { 'application/json': { schema: { $ref: '#/components/schemas/Nope' } } } } } } } } };
    const problems = await lintFromString({ source: JSON.stringify(broken), absoluteRef: '/x.json', config });
    expect(problems.map((problem) => problem.ruleId)).toEqual(expect.arrayContaining(['no-unresolved-refs', 'path-parameters-defined']));
  });

  it('is the same document in YAML, with no anchors to trip a reader', () => {
    expect(parse(practiceApiYaml())).toEqual(JSON.parse(practiceApiJson()));
    expect(practiceApiYaml()).not.toMatch(/[&*]a\d+\b/);
  });

  it('states every method of each Book List path, PATCH as a merge patch, and bearer or OAuth client credentials', () => {
    const methods = (path: string) => Object.keys(document.paths[path]).filter((key) => key !== 'parameters');
    expect(methods('/books')).toEqual(['get', 'head', 'post', 'options']);
    expect(methods('/books/{id}')).toEqual(['get', 'head', 'put', 'patch', 'delete', 'options']);
    expect(Object.keys(document.paths['/books/{id}'].patch!.requestBody!.content)).toEqual(['application/merge-patch+json']);
    expect(Object.keys(document.paths['/books'].post!.requestBody!.content)).toEqual(['application/json', 'application/xml', 'text/xml']);
    expect(document.components.securitySchemes).toMatchObject({
      practiceToken: { type: 'http', scheme: 'bearer' },
      practiceOAuth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/api/practice/v1/oauth/token' } } },
    });
    expect(document.paths['/books'].options!.security).toEqual([]);
  });

  it('takes its schemas from the handlers\' zod schemas, in the form a client sends or receives', () => {
    const schemas = document.components.schemas!;
    expect(Object.keys(schemas.BookInput.properties)).toEqual(Object.keys(BookInputSchema.shape));
    expect(schemas.Book.required).toEqual(expect.arrayContaining(['id', 'isbn', 'createdAt', 'updatedAt']));
    // A query parameter is text before its transform: io 'input'.
    const page = document.components.parameters!['query.page'];
    expect(page).toMatchObject({ in: 'query', schema: { type: 'string', pattern: '^\\d{1,6}$' } });
    expect(document.components.parameters!['query.genre'].schema).toEqual({ $ref: '#/components/schemas/Genre' });
  });

  it('names only codes the API has, each refusal with its own', () => {
    const known = new Set([...Object.keys(BOOK_LIST_ERROR_CODES), ...Object.keys(INBOX_ERROR_CODES), ...Object.keys(GENERIC_ERROR_CODES), ...Object.keys(BUG_HUNT_ERROR_CODES), ...Object.keys(SUITE_SCORE_ERROR_CODES)]);
    const codes = JSON.stringify(document).match(/"enum":\["[A-Z_]+"(,"[A-Z_]+")*\]/g)!.flatMap((list) => JSON.parse(list.slice(7)) as string[]);
    expect(codes.filter((code) => !known.has(code))).toEqual([]);
    const refusals = Object.keys(document.paths['/books/{id}'].put!.responses);
    expect(refusals).toEqual(['200', '400', '401', '403', '404', '406', '409', '412', '413', '415', '422', '428', '429']);
  });
});
