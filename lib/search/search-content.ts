// Site search over the learning content and the practice items (docs/product.md#search, issue 4 "Search").
// Pure: the caller passes the data in, so the same code runs in the page and in unit tests.
// The query is always plain text: it is escaped before it becomes a pattern, so "C++" or ".*"
// match those characters literally.

/** Longer queries are cut to this many characters; nobody searches with a paragraph. */
export const MAX_QUERY_LENGTH = 100;
/** Matching lines shown per learning topic; the rest are counted, not listed. */
export const MAX_LINES_PER_CHUNK = 3;

export interface SearchableChunk {
  chunk_id: number;
  chunk_title: string;
  chunk_contents: string[];
}

export interface SearchableCourse {
  course_id: number;
  course_name: string;
  course_title: string;
  chunks: SearchableChunk[];
}

export interface SearchablePracticeItem {
  id: string;
  title: string;
  description: string;
}

export interface CourseHit {
  course_id: number;
  course_name: string;
  course_title: string;
}

export interface ChunkHit {
  course_id: number;
  course_name: string;
  chunk_id: number;
  chunk_title: string;
  /** The content lines that contain the query, at most MAX_LINES_PER_CHUNK. */
  lines: string[];
  /** How many further content lines match beyond `lines`. */
  moreLines: number;
}

export interface SearchResults<P extends SearchablePracticeItem = SearchablePracticeItem> {
  query: string;
  courses: CourseHit[];
  chunks: ChunkHit[];
  practice: P[];
  total: number;
}

export interface HighlightSegment {
  text: string;
  match: boolean;
}

/** The query as the search uses it: first value if repeated, whitespace collapsed, trimmed, capped. */
export function normalizeQuery(raw: string | string[] | undefined | null): string {
  const value = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '');
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The query's words, each escaped, joined so any run of whitespace in the text matches a space. */
function literalSource(normalized: string): string {
  return normalized.split(' ').map(escapeRegExp).join('\\s+');
}

/** A case-insensitive matcher for the query taken literally; null for a blank query. */
function matcherFor(query: string): RegExp | null {
  const normalized = normalizeQuery(query);
  return normalized ? new RegExp(literalSource(normalized), 'iu') : null;
}

/** Whether `text` contains `query`, ignoring case; a blank query matches nothing. */
export function containsQuery(text: string, query: string): boolean {
  const matcher = matcherFor(query);
  return matcher ? matcher.test(text) : false;
}

/**
 * Searches course names and titles, learning-topic titles and contents, and practice-item titles
 * and descriptions. A course matches on its name or title; a topic on its title or any content line.
 */
export function searchContent<P extends SearchablePracticeItem>(
  rawQuery: string,
  data: { courses: readonly SearchableCourse[]; practiceItems: readonly P[] },
): SearchResults<P> {
  const query = normalizeQuery(rawQuery);
  const matcher = matcherFor(query);
  if (!matcher) return { query, courses: [], chunks: [], practice: [], total: 0 };
  const has = (text: string) => matcher.test(text);

  const courses: CourseHit[] = data.courses
    .filter((course) => has(course.course_name) || has(course.course_title))
    .map(({ course_id, course_name, course_title }) => ({ course_id, course_name, course_title }));

  const chunks: ChunkHit[] = [];
  for (const course of data.courses) {
    for (const chunk of course.chunks) {
      const matchingLines = chunk.chunk_contents.filter(has);
      if (!has(chunk.chunk_title) && matchingLines.length === 0) continue;
      chunks.push({
        course_id: course.course_id,
        course_name: course.course_name,
        chunk_id: chunk.chunk_id,
        chunk_title: chunk.chunk_title,
        lines: matchingLines.slice(0, MAX_LINES_PER_CHUNK),
        moreLines: Math.max(0, matchingLines.length - MAX_LINES_PER_CHUNK),
      });
    }
  }

  const practice = data.practiceItems.filter((item) => has(item.title) || has(item.description));

  return { query, courses, chunks, practice, total: courses.length + chunks.length + practice.length };
}

/**
 * Splits `text` into plain and matching segments for <mark> highlighting, ignoring case.
 * Joining the segments' text always gives back `text` unchanged.
 */
export function splitHighlights(text: string, query: string): HighlightSegment[] {
  const normalized = normalizeQuery(query);
  if (!normalized || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(literalSource(normalized), 'giu');
  const segments: HighlightSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
