import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { BASE, etagOf, newBook, problemOf, send } from './book-api';

// docs/practice/book-list.md#json-and-xml: Accept (with q-values) picks JSON or XML, Content-Type the body's format,
// one schema checks both; refusals are problem+json or problem+xml; malformed bodies, DTDs and oversized bodies
// are clear 4xx problems, never a 500.

setupFreshDatabase();

const XML = 'application/xml';
const readXml = (text: string) => new XMLParser({ parseTagValue: false, ignoreAttributes: false, attributeNamePrefix: '@_' }).parse(text);

const BOOK_XML = `<?xml version="1.0" encoding="UTF-8"?>
<book>
  <title>Tom &amp; Jerry Test &#65;PIs</title>
  <author>Ines Carvalho</author>
  <isbn>9780306406157</isbn>
  <year>2023</year>
  <pages>280</pages>
  <genre>technology</genre>
  <price>32.90</price>
  <inStock>false</inStock>
  <tags><tag>api</tag><tag>xml</tag></tags>
</book>`;

describe('XML both ways', () => {
  it('creates a book from XML and reads it back in JSON and in XML', async () => {
    const ann = await createLoggedInUser();
    const created = await send('POST', BASE, { user: ann, raw: BOOK_XML, headers: { 'content-type': 'application/xml; charset=utf-8', accept: XML } });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(created.headers.get('etag')).toMatch(/-xml"$/);
    const asXml = readXml(created.text);
    expect(asXml.book).toMatchObject({ id: '21', title: 'Tom & Jerry Test APIs', price: '32.9', inStock: 'false', tags: { tag: ['api', 'xml'] } });

    const json = await send('GET', `${BASE}/21`, { user: ann });
    expect(json.json).toMatchObject({ ...newBook({ title: 'Tom & Jerry Test APIs', inStock: false, tags: ['api', 'xml'] }), id: 21 });
    // One state, two representations: the tags differ only by the suffix, and either allows a write.
    expect(created.headers.get('etag')).toBe(json.headers.get('etag')!.replace(/"$/, '-xml"'));
    const patched = await send('PATCH', `${BASE}/21`, {
      user: ann,
      raw: '{"pages":281}',
      headers: { 'content-type': 'application/merge-patch+json', 'if-match': created.headers.get('etag')! },
    });
    expect(patched.status).toBe(200);
  });

  it('lists in XML with one element per book and the paging headers', async () => {
    const ann = await createLoggedInUser();
    const reply = await send('GET', `${BASE}?limit=2&sort=-id`, { user: ann, headers: { accept: 'text/xml' } });
    expect(reply.status).toBe(200);
    expect(reply.text.startsWith('<?xml version="1.0" encoding="UTF-8"?><books><book><id>20</id>')).toBe(true);
    expect(readXml(reply.text).books.book.map((book: { title: string }) => book.title)).toEqual(['When the Build Went Green', 'Letters from the Test Lab']);
    expect(reply.headers.get('x-total-count')).toBe('20');
    const empty = await send('GET', `${BASE}?page=99`, { user: ann, headers: { accept: XML } });
    expect(empty.text).toBe('<?xml version="1.0" encoding="UTF-8"?><books></books>');
  });

  it('replaces a book with XML, checked by the same rules as JSON', async () => {
    const ann = await createLoggedInUser();
    const etag = await etagOf(ann, 1);
    const invalid = BOOK_XML.replace('<year>2023</year>', '<year>twenty</year>').replace('<isbn>9780306406157</isbn>', '<isbn>9780306406158</isbn>');
    const refused = await send('PUT', `${BASE}/1`, { user: ann, raw: invalid, headers: { 'content-type': XML, 'if-match': etag } });
    expect(refused.status).toBe(422);
    expect(problemOf(refused).errors).toEqual({ isbn: expect.stringMatching(/check digit/), year: 'year must be a whole number from 1450 to 2100.' });
    const replaced = await send('PUT', `${BASE}/1`, { user: ann, raw: BOOK_XML, headers: { 'content-type': XML, 'if-match': etag } });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({ id: 1, title: 'Tom & Jerry Test APIs', year: 2023, inStock: false });
  });

  it('chooses by Accept and its q-values; 406 when it names neither JSON nor XML', async () => {
    const ann = await createLoggedInUser();
    const type = async (accept: string) => (await send('GET', `${BASE}/1`, { user: ann, headers: { accept } })).headers.get('content-type');
    expect(await type('*/*')).toBe('application/json');
    expect(await type('application/*')).toBe('application/json');
    expect(await type('application/json;q=0.5, application/xml')).toBe('application/xml; charset=utf-8');
    expect(await type('application/xml;q=0.2, application/json;q=0.9')).toBe('application/json');
    expect(await type('text/html, */*;q=0.1')).toBe('application/json');
    for (const accept of ['text/html', 'application/json;q=0, application/xml;q=0, text/xml;q=0', 'image/png']) {
      const reply = await send('GET', `${BASE}/1`, { user: ann, headers: { accept } });
      expect(reply.status, accept).toBe(406);
      expect(problemOf(reply)).toMatchObject({ code: 'NOT_ACCEPTABLE', title: 'Not Acceptable' });
    }
    // A refused write stores nothing.
    expect((await send('POST', BASE, { user: ann, body: newBook(), headers: { accept: 'text/html' } })).status).toBe(406);
    expect((await send('GET', BASE, { user: ann })).headers.get('x-total-count')).toBe('20');
  });
});

describe('problem details in XML', () => {
  it('answers application/problem+xml (RFC 9457 Appendix B) to a client that prefers XML', async () => {
    const ann = await createLoggedInUser();
    const reply = await send('POST', BASE, { user: ann, body: newBook({ genre: 'poetry', pages: 0 }), headers: { accept: XML } });
    expect(reply.status).toBe(422);
    expect(reply.headers.get('content-type')).toBe('application/problem+xml; charset=utf-8');
    const { problem } = readXml(reply.text);
    expect(problem).toMatchObject({
      '@_xmlns': 'urn:ietf:rfc:7807',
      type: '/student/practice/book-list/v1#problem-validation-failed',
      title: 'Unprocessable Content',
      status: '422',
      instance: BASE,
      code: 'VALIDATION_FAILED',
    });
    expect(problem.errors.error.map((error: Record<string, string>) => error['@_field'])).toEqual(['pages', 'genre']);
    const missing = await send('GET', `${BASE}/404`, { user: ann, headers: { accept: XML } });
    expect(readXml(missing.text).problem.code).toBe('BOOK_NOT_FOUND');
    // Asking for problem details by name alone is not a format this API answers resources in: 406, in XML.
    const byName = await send('GET', `${BASE}/1`, { user: ann, headers: { accept: 'application/problem+xml' } });
    expect(byName.status).toBe(406);
    expect(readXml(byName.text).problem.code).toBe('NOT_ACCEPTABLE');
  });
});

describe('bodies that cannot be read', () => {
  it('refuses malformed JSON and XML, a DOCTYPE, a wrong root and an empty body with 400', async () => {
    const ann = await createLoggedInUser();
    const cases: [string, string, string, RegExp][] = [
      ['application/json', '{"title":', 'INVALID_JSON', /valid UTF-8 JSON/],
      ['application/json', '', 'INVALID_JSON', /has no body/],
      [XML, '<book><title>x</book>', 'INVALID_XML', /not well-formed XML: Expected closing tag 'title'/],
      [XML, 'just text', 'INVALID_XML', /not well-formed XML/],
      [XML, '<book/><book/>', 'INVALID_XML', /root element must be <book>/],
      [XML, '<review><title>x</title></review>', 'INVALID_XML', /root element must be <book>/],
      [XML, '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><book><title>&lol2;</title></book>', 'INVALID_XML', /DOCTYPE/],
      [XML, '<!DOCTYPE book SYSTEM "file:///etc/passwd"><book/>', 'INVALID_XML', /DOCTYPE/],
      [XML, `${'<a>'.repeat(30)}${'</a>'.repeat(30)}`, 'INVALID_XML', /not well-formed XML|root element/],
      [XML, '<book><constructor>x</constructor></book>', 'INVALID_XML', /not well-formed XML/],
    ];
    for (const [type, body, code, message] of cases) {
      const reply = await send('POST', BASE, { user: ann, raw: body, headers: { 'content-type': type } });
      expect(reply.status, body).toBe(400);
      expect(problemOf(reply).code, body).toBe(code);
      expect(problemOf(reply).detail, body).toMatch(message);
    }
    expect((await send('GET', BASE, { user: ann })).headers.get('x-total-count')).toBe('20');
  });

  it('refuses a body that is neither JSON nor XML (415) and one over 64 KB (413)', async () => {
    const ann = await createLoggedInUser();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const reply = await send('POST', BASE, { user: ann, raw: 'title=x', headers: type ? { 'content-type': type } : { 'content-type': 'application/octet-stream' } });
      expect(reply.status, type).toBe(415);
      expect(problemOf(reply)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', title: 'Unsupported Media Type' });
    }
    const huge = JSON.stringify(newBook({ title: 'x'.repeat(70 * 1024) }));
    const reply = await send('POST', BASE, { user: ann, raw: huge });
    expect(reply.status).toBe(413);
    expect(problemOf(reply)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', title: 'Content Too Large', detail: 'The request body is over 64 KB.' });
  });
});
