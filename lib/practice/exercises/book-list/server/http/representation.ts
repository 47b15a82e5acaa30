import 'server-only';
import type { Book } from '../../book-schemas';
import type { Review } from '../../review-schemas';
import type { Format } from './negotiation';
import { buildXml } from './xml-codec';

// The API's resources as replies (docs/practice/book-list.md#json-and-xml): the same object in JSON, or in XML with
// one element per field and lists as repeated child elements (<tags><tag>…</tag></tags>, <books><book>…</book>…).
// Every reply varies by Accept; a HEAD gets the GET's headers without the body.

const CONTENT_TYPES: Record<Format, string> = { json: 'application/json', xml: 'application/xml; charset=utf-8' };

// Private, but a client may keep a copy and ask again with If-None-Match (a 304 costs no body).
export const REVALIDATE = 'private, no-cache';

const bookXml = (book: Book) => ({ ...book, tags: { tag: book.tags } });

export interface Document {
  json: unknown;
  /** The XML root element and its content. */
  xml: [root: string, content: unknown];
}

export const bookDocument = (book: Book): Document => ({ json: book, xml: ['book', bookXml(book)] });
export const bookListDocument = (books: Book[]): Document => ({ json: books, xml: ['books', { book: books.map(bookXml) }] });
export const reviewDocument = (review: Review): Document => ({ json: review, xml: ['review', review] });
export const reviewListDocument = (reviews: Review[]): Document => ({ json: reviews, xml: ['reviews', { review: reviews }] });

export function represent(request: Request, format: Format, document: Document, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', CONTENT_TYPES[format]);
  headers.set('Vary', 'Accept');
  const body = format === 'json' ? JSON.stringify(document.json) : buildXml(...document.xml);
  return new Response(request.method === 'HEAD' ? null : body, { status: init.status ?? 200, headers });
}

/** A reply with no content (204, 304): the headers only. */
export function noContent(status: 204 | 304, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { Vary: 'Accept', ...headers } });
}
