import 'server-only';

// Writing the service's XML by hand (docs/practice/employee-wsdl.md#the-wsdl): every reply has a fixed shape with
// fixed prefixes, so a few string helpers say it more plainly than a builder would. Every text and attribute value
// is escaped here, and nowhere else.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** `<name attributes>content</name>`; `content` is XML already (use leaf for text). */
export function element(name: string, content: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([attribute, value]) => ` ${attribute}="${escapeXml(value)}"`)
    .join('');
  return content === '' ? `<${name}${attrs}/>` : `<${name}${attrs}>${content}</${name}>`;
}

/** An element holding text. */
export const leaf = (name: string, text: string | number | boolean, attributes: Record<string, string> = {}): string =>
  element(name, escapeXml(String(text)), attributes);
