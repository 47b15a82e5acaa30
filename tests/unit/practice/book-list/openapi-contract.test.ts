import { describe, expect, it } from 'vitest';
import { practiceApiDocument } from '@/lib/practice/openapi/document';
import { OpenApiContract, type ContractReply } from '@/tests/helpers/openapi-contract';

// The contract check that every Book List integration test's reply goes through (tests/helpers/openapi-contract.ts):
// it passes a reply that keeps the document, and fails each way a reply can drift from it.

const contract = new OpenApiContract(practiceApiDocument());
const BOOK_PATH = '/api/practice/v1/books/1';
const LIMIT = { 'ratelimit-limit': '200', 'ratelimit-remaining': '199', 'ratelimit-reset': '10' };
const BOOK = {
  id: 1,
  title: 'The Flaky Test',
  author: 'Mara Lindqvist',
  isbn: '9781999010379',
  year: 2019,
  pages: 312,
  genre: 'mystery',
  price: 18.99,
  inStock: true,
  tags: ['automation'],
  createdAt: '2025-01-01T09:00:00.000Z',
  updatedAt: '2025-01-01T09:00:00.000Z',
};
const PROBLEM = { type: '/x#problem-book-not-found', title: 'Not Found', status: 404, detail: 'You have no book with id 1.', instance: BOOK_PATH, code: 'BOOK_NOT_FOUND' };
const BOOK_XML =
  '<?xml version="1.0" encoding="UTF-8"?><book><id>1</id><title>The Flaky Test</title><author>Mara Lindqvist</author><isbn>9781999010379</isbn>' +
  '<year>2019</year><pages>312</pages><genre>mystery</genre><price>18.99</price><inStock>true</inStock><tags><tag>automation</tag></tags>' +
  '<createdAt>2025-01-01T09:00:00.000Z</createdAt><updatedAt>2025-01-01T09:00:00.000Z</updatedAt></book>';

const reply = (status: number, headers: Record<string, string>, body: unknown): ContractReply => ({ status, headers: new Headers(headers), body });
const bookReply = (changes: { headers?: Record<string, string>; body?: unknown } = {}) =>
  reply(200, changes.headers ?? { 'content-type': 'application/json', etag: '"abc"', ...LIMIT }, changes.body ?? BOOK);
const get = (path = BOOK_PATH) => ({ method: 'GET', path });

describe('the OpenAPI contract check', () => {
  it('passes replies that keep the document: a book in JSON and in XML, a problem, a 405 with the right Allow', () => {
    expect(contract.breaches(get(), bookReply())).toEqual([]);
    expect(contract.breaches(get(), bookReply({ headers: { 'content-type': 'application/xml; charset=utf-8', etag: '"abc-xml"', ...LIMIT }, body: BOOK_XML }))).toEqual([]);
    expect(contract.breaches(get(), reply(404, { 'content-type': 'application/problem+json' }, PROBLEM))).toEqual([]);
    const notAllowed = { ...PROBLEM, status: 405, title: 'Method Not Allowed', code: 'METHOD_NOT_ALLOWED' };
    expect(contract.breaches({ method: 'POST', path: BOOK_PATH }, reply(405, { 'content-type': 'application/problem+json', allow: 'GET, HEAD, PUT, PATCH, DELETE, OPTIONS' }, notAllowed))).toEqual([]);
  });

  it('fails a status the operation does not list', () => {
    expect(contract.breaches(get(), reply(500, { 'content-type': 'application/json' }, { message: 'Something went wrong.' }))).toEqual([
      'GET /books/{id}: status 500 is not in the document (it lists 200, 304, 401, 404, 406, 429)',
    ]);
  });

  it('fails a reply without a header the document requires', () => {
    expect(contract.breaches(get(), bookReply({ headers: { 'content-type': 'application/json', ...LIMIT } }))).toEqual(['GET /books/{id} → 200: the required header ETag is missing']);
  });

  it('fails a body that breaks its schema: a wrong type, an unknown field, a code the status does not have', () => {
    expect(contract.breaches(get(), bookReply({ body: { ...BOOK, year: '2019', colour: 'red' } }))).toEqual([
      'GET /books/{id} → 200: application/json body: (root) must NOT have additional properties',
      'GET /books/{id} → 200: application/json body: /year must be integer',
    ]);
    const wrongCode = reply(404, { 'content-type': 'application/problem+json' }, { ...PROBLEM, code: 'ISBN_TAKEN' });
    expect(contract.breaches(get(), wrongCode)).toEqual([expect.stringMatching(/\/code must be equal to one of the allowed values \(\["BOOK_NOT_FOUND","NOT_FOUND"\]\)/)]);
  });

  it('fails a media type the response does not declare, and XML that is not the document\'s', () => {
    expect(contract.breaches(get(), bookReply({ headers: { 'content-type': 'text/html', etag: '"abc"', ...LIMIT }, body: '<p>hi</p>' }))).toEqual([
      'GET /books/{id} → 200: Content-Type text/html is not one of application/json, application/xml',
    ]);
    const wrongRoot = BOOK_XML.replace(/<(\/?)book>/g, '<$1volume>').replace('<year>2019</year>', '<year>soon</year>');
    expect(contract.breaches(get(), bookReply({ headers: { 'content-type': 'application/xml', etag: '"abc-xml"', ...LIMIT }, body: wrongRoot }))).toEqual([
      'the XML root element is <volume>, the document says <book>',
      'GET /books/{id} → 200: application/xml body: /year must be integer',
    ]);
  });

  it('fails a 405 whose Allow is not the path\'s operations, and a method answered otherwise', () => {
    const notAllowed = { ...PROBLEM, status: 405, title: 'Method Not Allowed', code: 'METHOD_NOT_ALLOWED' };
    expect(contract.breaches({ method: 'POST', path: BOOK_PATH }, reply(405, { 'content-type': 'application/problem+json', allow: 'GET, HEAD, OPTIONS' }, notAllowed))).toEqual([
      'POST /books/{id}: Allow is "GET, HEAD, OPTIONS", the document\'s operations are "DELETE, GET, HEAD, OPTIONS, PATCH, PUT"',
    ]);
    expect(contract.breaches({ method: 'POST', path: BOOK_PATH }, bookReply())).toEqual(['POST /books/{id}: not in the document, yet answered 200 instead of 405']);
  });

  it('fails a body on a reply the document gives none (a HEAD, a 204), and a path it does not have', () => {
    expect(contract.breaches({ method: 'HEAD', path: BOOK_PATH }, bookReply())).toEqual(['HEAD /books/{id} → 200: the document says no body, but one came']);
    expect(contract.breaches(get('/api/practice/v1/shelves/1'), bookReply())).toEqual(['the document has no path for /api/practice/v1/shelves/1']);
  });
});
