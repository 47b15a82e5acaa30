import 'server-only';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { EMPLOYEE_LIMITS as L } from '../limits';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import { senderFault } from './fault';
import { assertWithinXmlBounds } from './xml-bounds';

// A request's XML as a tree of namespace-qualified elements (docs/practice/employee-wsdl.md#what-the-service-checks).
// fast-xml-parser reads the text (in document order, attributes kept) and knows nothing of namespaces; this module
// resolves every prefix through the xmlns declarations in scope, so the envelope and the operation are told by their
// namespace, whatever prefixes a client chose. Learners fuzz this: a DOCTYPE is refused before parsing (no entity
// can be declared, let alone expanded), the count of elements and their nesting are bounded by a cheap scan before
// the full parse (./xml-bounds.ts), names such as __proto__ are refused by the parser, and the body is already
// bounded by size.

export interface XmlAttribute {
  ns: string | null;
  local: string;
  value: string;
}

export interface XmlElement {
  ns: string | null;
  local: string;
  /** The name as written, prefix included (for messages). */
  name: string;
  attributes: XmlAttribute[];
  children: XmlElement[];
  /** The element's own text, its text nodes joined (trimmed); CDATA is text. */
  text: string;
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  // Decodes character references (&#65;); named entities beyond XML's five are harmless text.
  htmlEntities: true,
  // fast-xml-parser counts nesting from 0: n allows n + 1 levels.
  maxNestedTags: L.depth - 1,
});

const invalidXml = (why: string) => senderFault(MSG.invalidXml(why), 'INVALID_XML');

type ParsedNode = Record<string, unknown>;

/** Parses a request body into its root element, or throws the INVALID_XML fault. */
export function parseXmlTree(text: string): XmlElement {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw senderFault(MSG.xmlDoctype, 'INVALID_XML');
  assertWithinXmlBounds(text);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw invalidXml(`${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`);
  let nodes: ParsedNode[];
  try {
    nodes = parser.parse(text) as ParsedNode[];
  } catch (error) {
    throw invalidXml(error instanceof Error ? error.message.replace(/^\[SECURITY\] /, '') : 'it cannot be read.');
  }
  const roots = nodes.filter((node) => !('#text' in node));
  if (roots.length !== 1) throw invalidXml('a document has exactly one root element.');
  return toElement(roots[0], new Map([['xml', XML_NS]]));
}

function splitName(name: string): [string | null, string] {
  const colon = name.indexOf(':');
  return colon < 0 ? [null, name] : [name.slice(0, colon), name.slice(colon + 1)];
}

function toElement(node: ParsedNode, inherited: ReadonlyMap<string, string>): XmlElement {
  const name = Object.keys(node).find((key) => key !== ':@')!;
  const raw = (node[':@'] ?? {}) as Record<string, string>;
  const scope = new Map(inherited);
  for (const [attribute, value] of Object.entries(raw)) {
    if (attribute === 'xmlns') scope.set('', value);
    else if (attribute.startsWith('xmlns:')) scope.set(attribute.slice(6), value);
  }
  const resolve = (prefix: string | null, isAttribute: boolean): string | null => {
    // An unprefixed attribute is in no namespace; an unprefixed element is in the default one, if any.
    if (prefix === null) return isAttribute ? null : scope.get('') || null;
    const uri = scope.get(prefix);
    if (uri === undefined) throw invalidXml(MSG.undeclaredPrefix(prefix));
    return uri;
  };
  const [prefix, local] = splitName(name);
  const attributes = Object.entries(raw)
    .filter(([attribute]) => attribute !== 'xmlns' && !attribute.startsWith('xmlns:'))
    .map(([attribute, value]) => {
      const [attributePrefix, attributeLocal] = splitName(attribute);
      return { ns: resolve(attributePrefix, true), local: attributeLocal, value: String(value) };
    });
  const content = (node[name] ?? []) as ParsedNode[];
  const children = content.filter((child) => !('#text' in child)).map((child) => toElement(child, scope));
  const text = content
    .filter((child) => '#text' in child)
    .map((child) => String(child['#text']))
    .join('');
  return { ns: resolve(prefix, false), local, name, attributes, children, text };
}

/** The attribute `local` in namespace `ns` (null: unqualified), if the element has it. */
export function attributeOf(element: XmlElement, ns: string | null, local: string): string | undefined {
  return element.attributes.find((attribute) => attribute.ns === ns && attribute.local === local)?.value;
}
