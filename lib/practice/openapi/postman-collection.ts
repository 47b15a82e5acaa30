import type { OpenAPIObject, OperationObject, ParameterObject, PathItemObject, ReferenceObject, RequestBodyObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import { POSTMAN_SCHEMA, type PostmanCollection, type PostmanEnvironment, type PostmanItem, type PostmanStep } from './postman-types';
import { exampleOf, inlineSchema, resolverOf, type Resolve } from './schema-walk';

// A Postman collection (v2.1) generated from the OpenAPI document (docs/architecture.md#api-contract). The steps
// name operations and the values to send; everything else comes from the document: the method and path, the body's
// media type and example, the headers it requires a client to send, and each request's tests (the status, the
// headers the response must carry, the body against the response's schema). A step the document cannot back (an
// unknown operation, an undocumented status, a required header left out) fails the generation, so the collection
// is kept to the document as the server is. Our own generator: a converter (openapi-to-postmanv2) writes one
// request per operation with placeholder values, which neither runs green nor chains an ETag into the next If-Match.

const ENVIRONMENT = ['baseUrl', 'token'];
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'] as const;

interface Found {
  path: string;
  method: string;
  operation: OperationObject;
  parameters: ParameterObject[];
}

function findOperation(document: OpenAPIObject, operationId: string, resolve: Resolve): Found {
  for (const [path, item] of Object.entries(document.paths ?? {}) as [string, PathItemObject][]) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation?.operationId !== operationId) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) => resolve<ParameterObject>(parameter));
      return { path, method: method.toUpperCase(), operation, parameters };
    }
  }
  throw new Error(`The document has no operation ${operationId}.`);
}

const js = (value: unknown) => JSON.stringify(value);
const test = (title: string, lines: string[]) => [`pm.test(${js(title)}, function () {`, ...lines.map((line) => `  ${line}`), '});'];

function testScript(step: PostmanStep, response: ResponseObject, resolve: Resolve): string[] {
  const lines = test(`answers ${step.status}`, [`pm.response.to.have.status(${step.status});`]);
  const required = Object.entries(response.headers ?? {})
    .filter(([, header]) => resolve<{ required?: boolean }>(header as ReferenceObject).required)
    .map(([name]) => name);
  if (required.length) lines.push(...test(`carries ${required.join(', ')}`, [`${js(required)}.forEach(function (name) { pm.response.to.have.header(name); });`]));
  const json = Object.entries(response.content ?? {}).find(([type]) => type.endsWith('json'));
  if (json) {
    lines.push(...test('the body matches the OpenAPI schema', [`pm.response.to.have.jsonSchema(${js(inlineSchema(json[1].schema as SchemaObject, resolve))});`]));
  }
  for (const [title, check] of Object.entries(step.checks ?? {})) lines.push(...test(title, [check]));
  for (const [name, expression] of Object.entries(step.keep ?? {})) lines.push(`pm.collectionVariables.set(${js(name)}, ${expression});`);
  return lines;
}

function variablesIn(value: unknown): string[] {
  return [...JSON.stringify(value ?? null).matchAll(/\{\{([^{}]+)\}\}/g)].map((match) => match[1]);
}

function item(document: OpenAPIObject, step: PostmanStep, known: Set<string>, resolve: Resolve): PostmanItem {
  const where = `Postman step "${step.name}"`;
  const { path, method, operation, parameters } = findOperation(document, step.operationId, resolve);
  const response = operation.responses?.[String(step.status)];
  if (!response) throw new Error(`${where}: ${step.operationId} does not answer ${step.status} in the document.`);
  for (const parameter of parameters.filter((each) => each.required && each.in === 'header')) {
    if (!Object.keys(step.headers ?? {}).some((name) => name.toLowerCase() === parameter.name.toLowerCase())) throw new Error(`${where}: ${parameter.name} is required.`);
  }
  for (const name of Object.keys(step.query ?? {})) {
    if (!parameters.some((each) => each.in === 'query' && each.name === name)) throw new Error(`${where}: no query parameter ${name}.`);
  }
  for (const name of Object.keys(step.before ?? {})) known.add(name);
  const unknown = variablesIn([step.path, step.query, step.headers, step.body]).filter((name) => !known.has(name));
  if (unknown.length) throw new Error(`${where}: uses {{${unknown.join('}}, {{')}}} before any step keeps it.`);
  for (const name of Object.keys(step.keep ?? {})) known.add(name);

  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (step.path?.[name] === undefined) throw new Error(`${where}: no value for {${name}}.`);
    return step.path[name];
  });
  const segments = `${document.servers?.[0]?.url ?? ''}${filled}`.split('/').filter(Boolean);
  const query = Object.entries(step.query ?? {}).map(([key, value]) => ({ key, value }));
  const header = Object.entries(step.headers ?? {}).map(([key, value]) => ({ key, value }));
  let body: PostmanItem['request']['body'];
  if (step.body) {
    const requestBody = resolve<RequestBodyObject>(operation.requestBody as RequestBodyObject | ReferenceObject);
    const [type, media] = Object.entries(requestBody?.content ?? {}).find(([each]) => each.endsWith('json')) ?? [];
    if (!type || !media) throw new Error(`${where}: ${step.operationId} takes no JSON body.`);
    const value = 'exactly' in step.body ? step.body.exactly : { ...(exampleOf(media.schema as SchemaObject, resolve) as object), ...step.body.example };
    header.push({ key: 'Content-Type', value: type });
    body = { mode: 'raw', raw: JSON.stringify(value, null, 2), options: { raw: { language: 'json' } } };
  }
  const before = Object.entries(step.before ?? {}).map(([name, expression]) => `pm.collectionVariables.set(${js(name)}, ${expression});`);
  return {
    name: step.name,
    event: [
      ...(before.length ? [{ listen: 'prerequest' as const, script: { type: 'text/javascript' as const, exec: before } }] : []),
      { listen: 'test', script: { type: 'text/javascript', exec: testScript(step, resolve<ResponseObject>(response), resolve) } },
    ],
    request: {
      method,
      header,
      url: { raw: `{{baseUrl}}/${segments.join('/')}${query.length ? `?${query.map(({ key, value }) => `${key}=${value}`).join('&')}` : ''}`, host: ['{{baseUrl}}'], path: segments, ...(query.length ? { query } : {}) },
      ...(body ? { body } : {}),
      // An operation that needs no credential (OPTIONS) is sent without the collection's bearer token.
      ...(operation.security?.length === 0 ? { auth: { type: 'noauth' as const } } : {}),
      description: operation.summary ?? '',
    },
  };
}

export function postmanCollection(document: OpenAPIObject, info: { name: string; description: string }, steps: readonly PostmanStep[]): PostmanCollection {
  const resolve = resolverOf(document);
  const known = new Set(ENVIRONMENT);
  return {
    info: { ...info, schema: POSTMAN_SCHEMA },
    auth: { type: 'bearer', bearer: [{ key: 'token', value: '{{token}}', type: 'string' }] },
    item: steps.map((step) => item(document, step, known, resolve)),
  };
}

/** The environment a collection runs in: where the site is, and the learner's token (theirs to fill in). */
export function postmanEnvironment(name: string, baseUrl: string): PostmanEnvironment {
  return {
    name,
    values: [
      { key: 'baseUrl', value: baseUrl, type: 'default', enabled: true },
      { key: 'token', value: '', type: 'secret', enabled: true },
    ],
    _postman_variable_scope: 'environment',
  };
}
