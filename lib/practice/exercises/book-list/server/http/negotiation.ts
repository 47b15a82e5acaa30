import 'server-only';
import Negotiator from 'negotiator';

// Content negotiation (docs/practice/book-list.md#json-and-xml): Accept (with q-values, through the `negotiator`
// package) picks the reply's format, Content-Type the body's. JSON is the default: no Accept, */* or application/*.

export type Format = 'json' | 'xml';

const REPLY_TYPES = ['application/json', 'application/xml', 'text/xml'];
// An error reply also honours a client that asks for problem details by name (RFC 9457).
const PROBLEM_TYPES = ['application/problem+json', 'application/json', 'application/problem+xml', 'application/xml', 'text/xml'];

const formatOf = (mediaType: string): Format => (mediaType.endsWith('xml') ? 'xml' : 'json');

/** The reply's format for this Accept, or null when it names neither JSON nor XML (406). */
export function replyFormat(accept: string | null): Format | null {
  if (accept === null || accept.trim() === '') return 'json';
  const chosen = new Negotiator({ headers: { accept } }).mediaType(REPLY_TYPES);
  return chosen ? formatOf(chosen) : null;
}

/** The format of a problem detail: XML when Accept prefers it, JSON otherwise (also when nothing fits). */
export function problemFormat(accept: string | null): Format {
  if (accept === null || accept.trim() === '') return 'json';
  const chosen = new Negotiator({ headers: { accept } }).mediaType(PROBLEM_TYPES);
  return chosen ? formatOf(chosen) : 'json';
}

/** The media type of a Content-Type header, lowercase, without parameters; '' when absent. */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** The format of a POST or PUT body by its Content-Type, or null when it is neither JSON nor XML (415). */
export function bodyFormat(contentType: string | null): Format | null {
  const type = mediaTypeOf(contentType);
  if (type === 'application/json') return 'json';
  if (type === 'application/xml' || type === 'text/xml') return 'xml';
  return null;
}

export const MERGE_PATCH_TYPE = 'application/merge-patch+json';

export const isMergePatch = (contentType: string | null) => mediaTypeOf(contentType) === MERGE_PATCH_TYPE;
