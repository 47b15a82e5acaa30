import { XMLParser } from 'fast-xml-parser';
import type { SchemaObject } from 'openapi3-ts/oas31';

// Reads an XML reply into the value its OpenAPI schema describes, so one JSON Schema check serves both formats
// (tests/helpers/openapi-contract.ts). Guided by the schema as a client would be: numbers and booleans from their
// text, a wrapped list from its repeated children (`xml.wrapped`, `items.xml.name`), the root element named by
// `xml.name` (and `xml.namespace`). A problem's `errors` map is `<error field="…">text</error>` (RFC 9457 App. B).

type Resolve = (schema: SchemaObject) => SchemaObject;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, trimValues: true });

const asList = (value: unknown): unknown[] => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]);

/** allOf's parts merged into one object schema (the document's problem responses narrow `code` this way). */
function flatten(schema: SchemaObject, resolve: Resolve): SchemaObject {
  const own = resolve(schema);
  if (!own.allOf) return own;
  const parts = own.allOf.map((part) => flatten(part as SchemaObject, resolve));
  return parts.reduce<SchemaObject>((merged, part) => ({ ...part, ...merged, properties: { ...part.properties, ...merged.properties } }), { ...own, allOf: undefined });
}

function typeOf(schema: SchemaObject): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : schema.enum ? 'string' : undefined);
}

function convert(node: unknown, given: SchemaObject, resolve: Resolve): unknown {
  const schema = flatten(given, resolve);
  const type = typeOf(schema);
  if (type === 'array') {
    const items = resolve(schema.items as SchemaObject);
    const name = (schema.items as SchemaObject).xml?.name ?? items.xml?.name;
    if (node === '') return [];
    if (typeof node !== 'object' || node === null || !name) return node;
    return asList((node as Record<string, unknown>)[name]).map((item) => convert(item, schema.items as SchemaObject, resolve));
  }
  if (type === 'object') {
    if (node === '') return {};
    if (typeof node !== 'object' || node === null) return node;
    const entries = Object.entries(node as Record<string, unknown>).filter(([name]) => !name.startsWith('@_'));
    if (!schema.properties && schema.additionalProperties) {
      // A map: one <error field="name">text</error> per entry.
      return Object.fromEntries(entries.flatMap(([, children]) => asList(children).map((child) => [(child as Record<string, string>)['@_field'], (child as Record<string, string>)['#text'] ?? ''])));
    }
    return Object.fromEntries(entries.map(([name, value]) => [name, schema.properties?.[name] ? convert(value, schema.properties[name] as SchemaObject, resolve) : value]));
  }
  if (typeof node !== 'string') return node;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(node)) return Number(node);
  if (type === 'boolean' && (node === 'true' || node === 'false')) return node === 'true';
  return node;
}

/** The XML text as the value `schema` describes; the breaches of its root element are listed in `breaches`. */
export function readXmlAs(text: string, schema: SchemaObject, resolve: Resolve, breaches: string[]): unknown {
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    breaches.push(`the XML body does not parse: ${(error as Error).message}`);
    return undefined;
  }
  const roots = Object.keys(parsed).filter((name) => name !== '?xml');
  const declared = flatten(schema, resolve).xml ?? resolve(schema).xml;
  if (roots.length !== 1) breaches.push(`the XML body has ${roots.length} root elements`);
  else if (declared?.name && roots[0] !== declared.name) breaches.push(`the XML root element is <${roots[0]}>, the document says <${declared.name}>`);
  const root = parsed[roots[0]];
  if (declared?.namespace && (root as Record<string, unknown>)?.['@_xmlns'] !== declared.namespace) breaches.push(`the XML root element is not in namespace ${declared.namespace}`);
  return convert(root, schema, resolve);
}
