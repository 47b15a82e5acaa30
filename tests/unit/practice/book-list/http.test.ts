import { describe, expect, it } from 'vitest';
import { ifMatchHolds, ifNoneMatchHits, etagOf, parseTagList } from '@/lib/practice/exercises/book-list/server/http/etag';
import { applyMergePatch } from '@/lib/practice/exercises/book-list/server/http/merge-patch';
import { bodyFormat, isMergePatch, problemFormat, replyFormat } from '@/lib/practice/exercises/book-list/server/http/negotiation';
import { lastPage, linkHeader } from '@/lib/practice/exercises/book-list/link-header';

// The HTTP pieces of the Book List API (docs/practice/book-list.md): the Link header, content negotiation, entity
// tags and JSON Merge Patch (RFC 8288, RFC 9110, RFC 7396).

describe('linkHeader', () => {
  it('names first, prev, next and last, keeping the other parameters', () => {
    expect(linkHeader('/books?genre=fiction&page=2', { page: 2, limit: 10, total: 35 })).toBe(
      '</books?genre=fiction&page=1&limit=10>; rel="first", </books?genre=fiction&page=1&limit=10>; rel="prev", ' +
        '</books?genre=fiction&page=3&limit=10>; rel="next", </books?genre=fiction&page=4&limit=10>; rel="last"',
    );
  });

  it('leaves out prev on the first page and next on the last; an empty list has one page', () => {
    expect(linkHeader('/books', { page: 1, limit: 10, total: 0 })).toBe('</books?page=1&limit=10>; rel="first", </books?page=1&limit=10>; rel="last"');
    expect(lastPage({ limit: 10, total: 0 })).toBe(1);
    expect(lastPage({ limit: 10, total: 20 })).toBe(2);
    expect(lastPage({ limit: 10, total: 21 })).toBe(3);
  });

  it('past the end, prev leads back to the last page', () => {
    expect(linkHeader('/books?page=9', { page: 9, limit: 10, total: 15 })).toBe(
      '</books?page=1&limit=10>; rel="first", </books?page=2&limit=10>; rel="prev", </books?page=2&limit=10>; rel="last"',
    );
  });

  it('encodes the parameters it keeps', () => {
    expect(linkHeader('/books?q=a%26b%20c', { page: 1, limit: 1, total: 2 })).toContain('</books?q=a%26b+c&page=2&limit=1>; rel="next"');
  });
});

describe('content negotiation', () => {
  it('answers JSON by default and for wildcards, XML when Accept prefers it, null when neither fits', () => {
    expect(replyFormat(null)).toBe('json');
    expect(replyFormat('*/*')).toBe('json');
    expect(replyFormat('application/*')).toBe('json');
    expect(replyFormat('application/xml')).toBe('xml');
    expect(replyFormat('text/xml')).toBe('xml');
    expect(replyFormat('application/json;q=0.4, application/xml;q=0.8')).toBe('xml');
    expect(replyFormat('application/xml;q=0.4, */*;q=0.8')).toBe('json');
    expect(replyFormat('text/html')).toBeNull();
    expect(replyFormat('application/json;q=0')).toBeNull();
  });

  it('writes problems in XML only for a client that prefers XML', () => {
    expect(problemFormat('application/xml')).toBe('xml');
    expect(problemFormat('application/problem+xml')).toBe('xml');
    expect(problemFormat('text/html')).toBe('json');
    expect(problemFormat(null)).toBe('json');
  });

  it('reads a body\'s format from its Content-Type, parameters aside', () => {
    expect(bodyFormat('application/json; charset=utf-8')).toBe('json');
    expect(bodyFormat('Application/XML')).toBe('xml');
    expect(bodyFormat('text/xml;charset=utf-8')).toBe('xml');
    expect(bodyFormat('application/merge-patch+json')).toBeNull();
    expect(bodyFormat(null)).toBeNull();
    expect(isMergePatch('application/merge-patch+json; charset=utf-8')).toBe(true);
    expect(isMergePatch('application/json')).toBe(false);
  });
});

describe('entity tags', () => {
  const book = { id: 1, title: 'A', createdAt: '2025-01-01T09:00:00.000Z' };

  it('gives one state a tag per format, and another state other tags', () => {
    const json = etagOf(book, 'json');
    expect(json).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(etagOf(book, 'xml')).toBe(json.replace(/"$/, '-xml"'));
    expect(etagOf({ ...book, title: 'B' }, 'json')).not.toBe(json);
  });

  it('If-Match holds for a strong tag of the current state in either format, or *', () => {
    const tag = etagOf(book, 'json');
    expect(ifMatchHolds(parseTagList(tag)!, book)).toBe(true);
    expect(ifMatchHolds(parseTagList(`"x", ${etagOf(book, 'xml')}`)!, book)).toBe(true);
    expect(ifMatchHolds(parseTagList('*')!, book)).toBe(true);
    expect(ifMatchHolds(parseTagList(`W/${tag}`)!, book)).toBe(false);
    expect(ifMatchHolds(parseTagList(tag)!, { ...book, title: 'B' })).toBe(false);
    expect(parseTagList(null)).toBeNull();
    expect(parseTagList('  ')).toBeNull();
  });

  it('If-None-Match compares weakly and the whole tag: a copy in the other format is not current', () => {
    const tag = etagOf(book, 'json');
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(`W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits(etagOf(book, 'xml'), tag)).toBe(false);
    expect(ifNoneMatchHits(null, tag)).toBe(false);
  });
});

describe('applyMergePatch (RFC 7396, appendix A)', () => {
  it.each([
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])('%j patched with %j is %j', (target, patch, result) => {
    expect(applyMergePatch(target, patch)).toEqual(result);
  });

  it('keeps __proto__ an ordinary member, polluting nothing', () => {
    const merged = applyMergePatch({ a: 1 }, JSON.parse('{"__proto__":{"polluted":true}}')) as Record<string, unknown>;
    expect(Object.keys(merged)).toEqual(['a', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });
});
