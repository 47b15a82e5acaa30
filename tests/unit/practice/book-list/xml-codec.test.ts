import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { BookInputSchema } from '@/lib/practice/exercises/book-list/book-schemas';
import { ReviewInputSchema } from '@/lib/practice/exercises/book-list/review-schemas';
import { buildXml, decodeXmlObject } from '@/lib/practice/exercises/book-list/server/http/xml-codec';

// XML both ways (docs/practice/book-list.md#json-and-xml): a body is decoded into the object its zod schema checks,
// guided by that schema; no DTD is ever read.

const refusal = (read: () => unknown): ApiError => {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('decodeXmlObject', () => {
  it('reads numbers, booleans and lists by the schema\'s fields, and leaves text as text', () => {
    const xml = '<book><title>1984</title><isbn>9780306406157</isbn><year>2019</year><price>18.50</price><inStock>true</inStock><tags><tag>a</tag><tag>b</tag></tags></book>';
    expect(decodeXmlObject(xml, 'book', BookInputSchema)).toEqual({ title: '1984', isbn: '9780306406157', year: 2019, price: 18.5, inStock: true, tags: ['a', 'b'] });
  });

  it('reads one tag, no tags and text that is no number as what they are, for the schema to judge', () => {
    expect(decodeXmlObject('<book><tags><tag>a</tag></tags><year>soon</year><inStock>yes</inStock></book>', 'book', BookInputSchema)).toEqual({ tags: ['a'], year: 'soon', inStock: 'yes' });
    expect(decodeXmlObject('<book><tags/></book>', 'book', BookInputSchema)).toEqual({ tags: [] });
    expect(decodeXmlObject('<book/>', 'book', BookInputSchema)).toEqual({});
    expect(decodeXmlObject('<review><rating>4</rating></review>', 'review', ReviewInputSchema)).toEqual({ rating: 4 });
  });

  it('decodes XML\'s escapes and character references', () => {
    expect(decodeXmlObject('<book><title>A &amp; B &lt;C&gt; &#68;&#x45;</title></book>', 'book', BookInputSchema)).toEqual({ title: 'A & B <C> DE' });
  });

  it('refuses a DOCTYPE before parsing, so no entity is ever expanded', () => {
    const bomb = '<!DOCTYPE b [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><book><title>&b;</title></book>';
    expect(refusal(() => decodeXmlObject(bomb, 'book', BookInputSchema))).toMatchObject({ status: 400, code: 'INVALID_XML' });
    expect(refusal(() => decodeXmlObject('<!doctype book SYSTEM "file:///etc/passwd"><book/>', 'book', BookInputSchema)).message).toMatch(/DOCTYPE/);
  });

  it('refuses what is not one well-formed <book>', () => {
    for (const xml of ['<book>', '<book></bok>', '', 'text', '<book/><book/>', '<review/>', '<a/><book/>', `${'<a>'.repeat(20)}${'</a>'.repeat(20)}`]) {
      expect(refusal(() => decodeXmlObject(xml, 'book', BookInputSchema)), xml).toMatchObject({ status: 400, code: 'INVALID_XML' });
    }
  });
});

describe('buildXml', () => {
  it('writes a declaration, one element per field, and escapes text', () => {
    expect(buildXml('book', { id: 1, title: 'A & <B>', tags: { tag: ['x', 'y'] } })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><book><id>1</id><title>A &amp; &lt;B&gt;</title><tags><tag>x</tag><tag>y</tag></tags></book>',
    );
  });

  it('writes attributes on the root, as a problem\'s namespace', () => {
    expect(buildXml('problem', { status: 404 }, { xmlns: 'urn:ietf:rfc:7807' })).toBe('<?xml version="1.0" encoding="UTF-8"?><problem xmlns="urn:ietf:rfc:7807"><status>404</status></problem>');
  });
});
