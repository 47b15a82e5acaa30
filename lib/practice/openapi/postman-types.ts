// The parts of the Postman collection format v2.1 (https://schema.getpostman.com/json/collection/v2.1.0/) and of a
// Postman environment that ./postman-collection.ts writes. Plain data: newman and Postman read them as JSON.

export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

export interface PostmanScript {
  listen: 'prerequest' | 'test';
  script: { type: 'text/javascript'; exec: string[] };
}

export interface PostmanRequest {
  method: string;
  header: { key: string; value: string }[];
  url: { raw: string; host: string[]; path: string[]; query?: { key: string; value: string }[] };
  body?: { mode: 'raw'; raw: string; options: { raw: { language: 'json' } } };
  auth?: { type: 'noauth' };
  description?: string;
}

export interface PostmanItem {
  name: string;
  event: PostmanScript[];
  request: PostmanRequest;
}

export interface PostmanCollection {
  info: { name: string; description: string; schema: typeof POSTMAN_SCHEMA };
  auth: { type: 'bearer'; bearer: { key: 'token'; value: string; type: 'string' }[] };
  item: PostmanItem[];
}

export interface PostmanEnvironment {
  name: string;
  values: { key: string; value: string; type: 'default' | 'secret'; enabled: true }[];
  _postman_variable_scope: 'environment';
}

/** One request of a collection: an operation of the document, the values it is sent with, what it must answer. */
export interface PostmanStep {
  name: string;
  operationId: string;
  /** Path parameters, each a value or a {{variable}}. */
  path?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A JSON body: the request schema's own example, with these members changed ('example'), or exactly this. */
  body?: { example: Record<string, unknown> } | { exactly: unknown };
  /** The status it must answer: one the document lists for the operation. */
  status: number;
  /** Variables set before it is sent: name → a JavaScript expression. */
  before?: Record<string, string>;
  /** Variables kept for the later requests: name → a JavaScript expression over `pm`. */
  keep?: Record<string, string>;
  /** Further checks: a test's title → JavaScript lines (chai's `pm.expect`). */
  checks?: Record<string, string>;
}
