import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { HeaderObject, OpenAPIObject, OperationObject, PathItemObject, ReferenceObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import { readXmlAs } from './openapi-xml';

// The contract check (docs/architecture.md#api-contract): a reply the API really gave, held against the OpenAPI
// document it serves. The status must be one the operation lists, every header the response declares required
// must be there (and fit its schema), and the body must be of a declared media type and valid against its schema
// (ajv, JSON Schema 2020-12; XML read through the schema, ./openapi-xml.ts). A method the path does not take must
// be the document's MethodNotAllowed, with an Allow naming exactly the path's operations. The integration tests of
// an API route every reply through here, so code and document cannot drift apart unnoticed.
// (The practice document's check is ./openapi-contract.ts, the product's ./product-contract.ts.)

export interface ContractRequest {
  method: string;
  /** The path and query, as sent (e.g. /api/practice/v1/books?page=2). */
  path: string;
}

export interface ContractReply {
  status: number;
  headers: Headers;
  /** The body: parsed JSON, the text when it is not JSON (XML), or null when there is none. */
  body: unknown;
  /** Whether a body came at all, when `body` alone cannot tell (a JSON `null`); by default, a non-null, non-empty body. */
  hasBody?: boolean;
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'] as const;

const mediaTypeOf = (contentType: string | null) => (contentType ?? '').split(';')[0].trim().toLowerCase();

export class OpenApiContract {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: false });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly base: string;
  private readonly templates: { template: string; pattern: RegExp }[];

  constructor(private readonly document: OpenAPIObject) {
    addFormats(this.ajv);
    // The schemas' references (#/components/…) resolve against the document's components, kept under one id.
    this.ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
    this.base = new URL(document.servers?.[0]?.url ?? '/', 'http://base.invalid').pathname.replace(/\/$/, '');
    // Literal paths before templated ones, as a router matches them.
    this.templates = Object.keys(document.paths ?? {})
      .map((template) => ({ template, pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`) }))
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  /** What in the reply breaks the document; empty when it keeps it. */
  breaches(request: ContractRequest, reply: ContractReply): string[] {
    const pathname = request.path.split('?')[0];
    if (!pathname.startsWith(`${this.base}/`)) return [`${pathname} is not under the document's server ${this.base}`];
    const found = this.templates.find(({ pattern }) => pattern.test(pathname.slice(this.base.length)));
    if (!found) return [`the document has no path for ${pathname}`];
    const item = this.document.paths![found.template] as PathItemObject;
    const where = `${request.method} ${found.template}`;
    const operation = item[request.method.toLowerCase() as (typeof METHODS)[number]] as OperationObject | undefined;
    if (!operation) return this.notAllowed(item, where, reply);
    const response = operation.responses?.[String(reply.status)] as ResponseObject | ReferenceObject | undefined;
    if (!response) return [`${where}: status ${reply.status} is not in the document (it lists ${Object.keys(operation.responses ?? {}).join(', ')})`];
    const breaches = this.check(this.resolve(response), where, reply);
    if (request.method === 'OPTIONS' && reply.status === 200) breaches.push(...this.allowBreaches(item, where, reply));
    return breaches;
  }

  private notAllowed(item: PathItemObject, where: string, reply: ContractReply): string[] {
    const response = this.document.components?.responses?.MethodNotAllowed;
    if (!response) return [`${where}: not in the document, which states no MethodNotAllowed response`];
    if (reply.status !== 405) return [`${where}: not in the document, yet answered ${reply.status} instead of 405`];
    return [...this.check(this.resolve(response), where, reply), ...this.allowBreaches(item, where, reply)];
  }

  /** Allow must name exactly the path's operations, in any order. */
  private allowBreaches(item: PathItemObject, where: string, reply: ContractReply): string[] {
    const documented = METHODS.filter((method) => item[method]).map((method) => method.toUpperCase()).sort().join(', ');
    const sent = (reply.headers.get('allow') ?? '').split(',').map((method) => method.trim()).filter(Boolean).sort().join(', ');
    return sent === documented ? [] : [`${where}: Allow is "${sent}", the document's operations are "${documented}"`];
  }

  private check(response: ResponseObject, where: string, reply: ContractReply): string[] {
    const at = `${where} → ${reply.status}`;
    const breaches: string[] = [];
    for (const [name, declared] of Object.entries(response.headers ?? {})) {
      const header = this.resolve(declared) as HeaderObject;
      const value = reply.headers.get(name);
      if (value === null) {
        if (header.required) breaches.push(`${at}: the required header ${name} is missing`);
      } else if (header.schema) {
        const schema = this.resolve(header.schema) as SchemaObject;
        const typed = schema.type === 'integer' || schema.type === 'number' ? (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value) : value;
        breaches.push(...this.validate(header.schema as SchemaObject, typed, `${at}: header ${name}`));
      }
    }
    const content = response.content ?? {};
    const hasBody = reply.hasBody ?? (reply.body !== null && reply.body !== '');
    if (Object.keys(content).length === 0) {
      if (hasBody) breaches.push(`${at}: the document says no body, but one came`);
      return breaches;
    }
    const type = mediaTypeOf(reply.headers.get('content-type'));
    const media = content[type];
    if (!media) return [...breaches, `${at}: Content-Type ${type || '(none)'} is not one of ${Object.keys(content).join(', ')}`];
    if (!hasBody) return [...breaches, `${at}: the document says a ${type} body, but none came`];
    const schema = media.schema as SchemaObject;
    const value = type.endsWith('xml') ? readXmlAs(String(reply.body), schema, (s) => this.resolve(s) as SchemaObject, breaches) : reply.body;
    breaches.push(...this.validate(schema, value, `${at}: ${type} body`));
    return breaches;
  }

  private validate(schema: SchemaObject, value: unknown, what: string): string[] {
    const key = JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      const anchored = JSON.parse(key.replaceAll('"$ref":"#/components/', '"$ref":"openapi#/components/'));
      validate = this.ajv.compile(anchored);
      this.compiled.set(key, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => `${what}: ${error.instancePath || '(root)'} ${error.message}${error.params && 'allowedValues' in error.params ? ` (${JSON.stringify(error.params.allowedValues)})` : ''}`);
  }

  /** A component reference as the object it names. */
  private resolve<T extends object>(value: T | ReferenceObject): T {
    if (!('$ref' in value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) return value as T;
    const target = value.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], this.document);
    if (!target) throw new Error(`unresolved reference ${value.$ref}`);
    return this.resolve(target as T);
  }
}

/** Throws, listing each breach, when the reply does not keep the document. */
export function assertKeepsContract(contract: OpenApiContract, request: ContractRequest, reply: ContractReply): void {
  const breaches = contract.breaches(request, reply);
  if (breaches.length) throw new Error(`The reply breaks the OpenAPI document:\n- ${breaches.join('\n- ')}`);
}
