import 'server-only';
import { createHash } from 'node:crypto';
import type { Format } from './negotiation';

// Strong entity tags for books (docs/practice/book-list.md#conditional-requests). A tag names one state of one
// book in one format: the same state answers "<hash>" in JSON and "<hash>-xml" in XML (RFC 9110 8.8.3: a strong
// tag is unique per representation). If-None-Match compares the whole tag, so a cached XML copy never answers
// a JSON request; If-Match compares the state, so a tag read in either format allows a write.

/** What a tag is computed from: the book's id and creation time, and (unless BKL-05 is live) all the rest. */
type Tagged = { id: number; createdAt: string };

/**
 * A stable hash of the book's data: any change of a field (updatedAt included) gives another.
 * BKL-05: with the learner's planted bugs live, only the book's identity is hashed, so the tag never changes
 * after an update (a stale copy is revalidated as current, and a stale If-Match still holds).
 */
function stateHash(book: Tagged, bugMode: boolean): string {
  const state = bugMode ? { id: book.id, createdAt: book.createdAt } : book;
  return createHash('sha256').update(JSON.stringify(state)).digest('base64url').slice(0, 22);
}

export function etagOf<B extends Tagged>(book: B, format: Format, bugMode = false): string {
  const hash = stateHash(book, bugMode);
  return format === 'xml' ? `"${hash}-xml"` : `"${hash}"`;
}

interface TagList {
  any: boolean;
  tags: { weak: boolean; opaque: string }[];
}

/** An If-Match or If-None-Match value: `*`, or a list of (possibly weak) quoted tags; null when absent. */
export function parseTagList(header: string | null): TagList | null {
  if (header === null || header.trim() === '') return null;
  if (header.trim() === '*') return { any: true, tags: [] };
  const tags = [...header.matchAll(/(W\/)?"([^"]*)"/g)].map((match) => ({ weak: match[1] !== undefined, opaque: match[2] }));
  return { any: false, tags };
}

const stateOf = (opaque: string) => opaque.replace(/-xml$/, '');

/** If-Match (RFC 9110 13.1.1): `*`, or a strong tag of the book's current state in any format. */
export function ifMatchHolds<B extends Tagged>(list: TagList, book: B, bugMode = false): boolean {
  if (list.any) return true;
  const current = stateHash(book, bugMode);
  return list.tags.some((tag) => !tag.weak && stateOf(tag.opaque) === current);
}

/** If-None-Match on a read (RFC 9110 13.1.2, weak comparison): true when the client's copy is current (304). */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  const list = parseTagList(header);
  if (!list) return false;
  return list.any || list.tags.some((tag) => `"${tag.opaque}"` === etag);
}
