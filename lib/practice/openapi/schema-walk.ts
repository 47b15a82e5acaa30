import type { OpenAPIObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';

// Reading the document's schemas outside the document (./postman-collection.ts): references resolved, a schema
// made self-contained for a tool that cannot follow them (Postman's jsonSchema check), and an example value built
// from each member's own `examples`.

export type Resolve = <T>(value: T | ReferenceObject) => T;

export function resolverOf(document: OpenAPIObject): Resolve {
  const resolve = <T>(value: T | ReferenceObject): T => {
    if (typeof value !== 'object' || value === null || !('$ref' in value)) return value as T;
    const target = value.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    if (target === undefined) throw new Error(`Unresolved reference ${value.$ref}.`);
    return resolve(target as T);
  };
  return resolve;
}

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_VALUES = new Set(['items', 'additionalProperties', 'not', 'propertyNames', 'contains']);
// Words for people and XML element names: a JSON check has no use for them.
const NOTES = new Set(['description', 'examples', 'xml']);

/** The schema with every reference replaced by what it names (the document's schemas hold no cycles), notes left out. */
export function inlineSchema(schema: SchemaObject | ReferenceObject, resolve: Resolve): SchemaObject {
  const own = resolve(schema);
  const walked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(own)) {
    if (NOTES.has(key)) continue;
    if (SCHEMA_MAPS.has(key)) walked[key] = Object.fromEntries(Object.entries(value as object).map(([name, inner]) => [name, inlineSchema(inner, resolve)]));
    else if (SCHEMA_LISTS.has(key)) walked[key] = (value as SchemaObject[]).map((inner) => inlineSchema(inner, resolve));
    else if (SCHEMA_VALUES.has(key) && typeof value === 'object') walked[key] = inlineSchema(value as SchemaObject, resolve);
    else walked[key] = value;
  }
  return walked as SchemaObject;
}

/** A value of the schema from its members' examples: what a person would type first (read-only members left out). */
export function exampleOf(schema: SchemaObject | ReferenceObject, resolve: Resolve): unknown {
  const own = resolve(schema);
  if (own.examples?.length) return own.examples[0];
  if (own.enum?.length) return own.enum[0];
  if (own.properties) {
    return Object.fromEntries(
      Object.entries(own.properties)
        .filter(([, member]) => !resolve(member as SchemaObject).readOnly)
        .map(([name, member]) => [name, exampleOf(member as SchemaObject, resolve)]),
    );
  }
  if (own.type === 'array') return own.items ? [exampleOf(own.items as SchemaObject, resolve)] : [];
  return { boolean: true, integer: 1, number: 1, string: 'text' }[String(own.type)] ?? null;
}
