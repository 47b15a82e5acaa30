import { z } from 'zod';
import type { SchemaObject } from 'openapi3-ts/oas31';

// zod 4 → the document's JSON Schemas (docs/architecture.md#api-contract). zod's own converter (z.toJSONSchema) turns
// each schema the handlers parse with into JSON Schema 2020-12, the dialect OpenAPI 3.1 uses as is; every schema
// named with `.meta({ id })` becomes one entry of components.schemas, and its references are pointed there. A
// second interpretation of zod (a generator's own walker) could drift from what zod really checks; this cannot.

export type Io = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';

export const schemaRef = (id: string): SchemaObject => ({ $ref: `${COMPONENTS}${id}` });

/** Points zod's `#/$defs/X` references at `#/components/schemas/X`, everywhere in the value. */
function pointAtComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointAtComponents);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace(/^#\/\$defs\//, COMPONENTS) : pointAtComponents(inner),
    ]),
  );
}

interface Converted {
  root: SchemaObject;
  defs: Record<string, SchemaObject>;
}

/**
 * One zod schema as JSON Schema: `io: 'input'` describes what a client sends (a query parameter before its
 * transform), 'output' what the server answers. Refinements JSON Schema cannot say (a check digit) stay in the
 * descriptions; the server still checks them.
 */
export function convert(schema: z.ZodType, io: Io): Converted {
  const { $defs = {}, ...root } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<string, unknown> & {
    $defs?: Record<string, unknown>;
  };
  // The dialect is the document's (OpenAPI 3.1's default, JSON Schema 2020-12): no $schema in each part.
  delete root.$schema;
  return { root: pointAtComponents(root) as SchemaObject, defs: pointAtComponents($defs) as Record<string, SchemaObject> };
}

/** Collects named schemas: each id once, and the same id never meaning two things (a bug in a schema's meta). */
export class SchemaComponents {
  readonly schemas: Record<string, SchemaObject> = {};

  /** Adds `schema` (named by its meta id) and every named schema inside it; answers a reference to it. */
  add(schema: z.ZodType, io: Io): SchemaObject {
    const { root, defs } = convert(schema, io);
    for (const [id, definition] of Object.entries(defs)) this.keep(id, definition);
    if (typeof root.$ref !== 'string') throw new Error('A component schema needs .meta({ id }).');
    return root;
  }

  /** The JSON Schema of an unnamed zod schema (a path parameter's), its named parts kept as components. */
  inline(schema: z.ZodType, io: Io): SchemaObject {
    const { root, defs } = convert(schema, io);
    for (const [id, definition] of Object.entries(defs)) this.keep(id, definition);
    return root;
  }

  /**
   * The members of an object schema (a query's parameters), each as its own JSON Schema; the object itself is
   * not a component (a query is no body), its named parts (an enum) are.
   */
  members(schema: z.ZodType, io: Io): { name: string; schema: SchemaObject; required: boolean }[] {
    const { root, defs } = convert(schema, io);
    const id = typeof root.$ref === 'string' ? root.$ref.slice(COMPONENTS.length) : null;
    const object = id ? defs[id] : root;
    for (const [name, definition] of Object.entries(defs)) if (name !== id) this.keep(name, definition);
    const required = new Set(object.required ?? []);
    return Object.entries(object.properties ?? {}).map(([name, member]) => ({ name, schema: member as SchemaObject, required: required.has(name) }));
  }

  /** A hand-written component (a response wrapper); the same rule: one meaning per id. */
  keep(id: string, definition: SchemaObject): void {
    const known = this.schemas[id];
    if (known && JSON.stringify(known) !== JSON.stringify(definition)) throw new Error(`Schema ${id} is defined two ways.`);
    this.schemas[id] = definition;
  }
}
