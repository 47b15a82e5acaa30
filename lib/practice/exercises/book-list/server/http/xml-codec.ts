import 'server-only';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { badRequest } from '@/lib/api/errors';
import { BOOK_LIST_MSG as MSG } from '../../messages';

// XML both ways (docs/practice/book-list.md#json-and-xml), with fast-xml-parser. An XML body is decoded into the
// same object a JSON body gives, guided by the zod schema that then checks it: numbers and booleans are read from
// their text, a list element's children become an array. Learners fuzz this, so: no DTD (a DOCTYPE is refused
// before parsing, so no entity can be declared, let alone expanded), a bounded depth, the body already bounded
// by size (./read-body.ts), and names such as __proto__ refused by the parser.

const parser = new XMLParser({
  parseTagValue: false,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  // Decodes character references (&#65;); named entities beyond XML's five are harmless text.
  htmlEntities: true,
  maxNestedTags: 8,
});

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: false });

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const invalidXml = (why: string) => badRequest(MSG.invalidXml(why), undefined, 'INVALID_XML');

/** Parses a body as one XML element named `root`; its content as parsed, without interpretation. */
export function parseXmlDocument(text: string, root: string): unknown {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw badRequest(MSG.xmlDoctype, undefined, 'INVALID_XML');
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw invalidXml(`${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`);
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw invalidXml(error instanceof Error ? error.message.replace(/^\[SECURITY\] /, '') : 'it cannot be read.');
  }
  const roots = Object.keys(parsed);
  if (roots.length === 0) throw invalidXml('it has no element.');
  // Two elements of the same name at the top parse as one list: a document still has one root.
  if (roots.length > 1 || roots[0] !== root || Array.isArray(parsed[root])) throw badRequest(MSG.xmlRoot(root), undefined, 'INVALID_XML');
  return parsed[root];
}

type FieldKind = 'number' | 'boolean' | 'list' | 'text';

/** What each field of an object schema holds, read from the schema itself so XML and JSON share one rule. */
function fieldKinds(schema: z.ZodObject): Record<string, FieldKind> {
  const kinds: Record<string, FieldKind> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
    kinds[name] = inner instanceof z.ZodNumber ? 'number' : inner instanceof z.ZodBoolean ? 'boolean' : inner instanceof z.ZodArray ? 'list' : 'text';
  }
  return kinds;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function decodeField(value: unknown, kind: FieldKind): unknown {
  if (typeof value !== 'string') {
    // A list: <tags><tag>a</tag><tag>b</tag></tags>; each child's text is one item, whatever its element's name.
    if (kind === 'list' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return Object.values(value).flatMap((items) => (Array.isArray(items) ? items : [items]));
    }
    return value;
  }
  if (kind === 'number' && NUMBER.test(value)) return Number(value);
  if (kind === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (kind === 'list' && value === '') return [];
  return value;
}

/** An XML body as the object its schema checks: `<book><year>2019</year>…</book>` → `{ year: 2019, … }`. */
export function decodeXmlObject(text: string, root: string, schema: z.ZodObject): unknown {
  const content = parseXmlDocument(text, root);
  if (content === '') return {};
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return content;
  const kinds = fieldKinds(schema);
  const decoded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(content)) decoded[name] = decodeField(value, kinds[name] ?? 'text');
  return decoded;
}

/** One element `root` holding `content` (arrays of objects repeat their element; see the callers' shapes). */
export function buildXml(root: string, content: unknown, attributes: Record<string, string> = {}): string {
  const element = typeof content === 'object' && content !== null ? { ...attributesOf(attributes), ...content } : content;
  return DECLARATION + builder.build({ [root]: element });
}

function attributesOf(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [`@_${name}`, value]));
}

