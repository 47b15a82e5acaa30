import 'server-only';
import { EMPLOYEE_LIMITS as L } from '../limits';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import { senderFault } from './fault';

// The cheap bound before the full parse (docs/practice/employee-wsdl.md#limits): one pass over the text that counts
// start tags and tracks nesting, with no allocation per element. The full parse (validator, then parser, then the
// namespace tree) builds objects for every element; 64 KB of `<a/>` is 16,000 of them, so a message over the bound is
// refused here first. It only counts: whether the XML is well formed is the full parse's business, so a broken tag
// may be counted loosely here and refused there.

const tooComplex = (message: string) => senderFault(message, 'XML_TOO_COMPLEX');

/** The index just past `marker` from `from`, or the text's end when it never comes (the full parse refuses that). */
function after(text: string, marker: string, from: number): number {
  const at = text.indexOf(marker, from);
  return at < 0 ? text.length : at + marker.length;
}

/** The index of the `>` closing the tag opened at `from`, skipping quoted attribute values (which may hold `>`). */
function tagEnd(text: string, from: number): number {
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i;
  }
  return text.length;
}

/** Throws the XML_TOO_COMPLEX fault when the text holds more than the bound's elements or nests deeper than it. */
export function assertWithinXmlBounds(text: string): void {
  let elements = 0;
  let depth = 0;
  let at = text.indexOf('<');
  while (at >= 0 && at < text.length) {
    const next = text[at + 1];
    if (text.startsWith('<!--', at)) at = after(text, '-->', at + 4);
    else if (text.startsWith('<![CDATA[', at)) at = after(text, ']]>', at + 9);
    else if (next === '?' || next === '!') at = after(text, '>', at + 2);
    else if (next === '/') {
      depth--;
      at = after(text, '>', at + 2);
    } else {
      elements++;
      if (elements > L.elements) throw tooComplex(MSG.tooManyElements);
      const end = tagEnd(text, at + 1);
      if (text[end - 1] !== '/') {
        depth++;
        if (depth > L.depth) throw tooComplex(MSG.tooDeep);
      }
      at = end + 1;
    }
    at = text.indexOf('<', at);
  }
}
