import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { ForgetMarks } from '../cache/forget-marks';
import { processSingleton } from '../cache/process-singleton';
import { cachingEnabled, onInvalidate, type CacheTag } from '../cache/tags';
import { keptHeaders, pageHeaders } from './cache-entry';
import type { Encoding } from './content-encoding';
import type { LearnerPage } from './learner-page-routes';
import type { RenderedResponse } from './render-for-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** One learner's copy of a portal page, compressed on first demand for each encoding. */
export interface LearnerPageEntry {
  tags: readonly CacheTag[];
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  headers: { http: OutgoingHttpHeaders; https: OutgoingHttpHeaders };
}

interface LearnerPageCache {
  entries: LRUCache<string, LearnerPageEntry>;
  pending: Map<string, Promise<LearnerPageEntry | null>>;
  /** When each learner's pages were last dropped: a render that started before is not kept (it may show what changed). */
  marks: ForgetMarks;
  /** Every tag a learner's page was kept under: a change under another tag shows on none of them. */
  tagsInUse: Set<CacheTag>;
}

// A page is about 0.1 MB (0.13 with its compressed copies): 64 MB holds two pages each for a few hundred
// active learners. The lifetime bounds only what the app cannot hear of: a row changed by hand. It is one to two
// minutes, drawn for each copy: a class arriving at once renders its pages within seconds, and copies that all
// lived exactly a minute were all rendered again in the same seconds a minute later (bench:classroom: the class's
// p99 went from about 190 ms to 600 ms in such a minute).
export const PAGE_COPY_MIN_MS = 60_000;
const pageCopyMs = () => PAGE_COPY_MIN_MS + Math.floor(Math.random() * PAGE_COPY_MIN_MS);
const state = () =>
  processSingleton<LearnerPageCache>('learner-page-cache', () => {
    const cache: LearnerPageCache = {
      entries: new LRUCache<string, LearnerPageEntry>({
        maxSize: 64 * 1024 * 1024,
        ttl: PAGE_COPY_MIN_MS,
        sizeCalculation: (entry) => Math.ceil(entry.bodies.identity.length * 1.5),
      }),
      pending: new Map(),
      marks: new ForgetMarks(),
      tagsInUse: new Set(),
    };
    onInvalidate((tags) => {
      if (!tags.some((tag) => cache.tagsInUse.has(tag))) return;
      cache.marks.forgetEveryone();
      for (const [key, entry] of cache.entries.entries()) if (entry.tags.some((tag) => tags.includes(tag))) cache.entries.delete(key);
      // A render under way may predate the change: a later request starts its own.
      cache.pending.clear();
    });
    return cache;
  });

/**
 * Whose copy a shared page is (./learner-page-routes.ts): no learner's id (they are UUIDs), so no learner's change
 * drops it. Which learner's session rendered it makes no difference to its bytes (tests/e2e: the same HTML).
 */
export const EVERY_LEARNER = '*';

// The UTC day is part of the key: a page may show today's date (Reservation's calendar), and a new day
// renders afresh.
const keyOf = (userId: string, path: string) => `${userId}\n${path}\n${new Date().toISOString().slice(0, 10)}`;

/**
 * The learner's copy of the page at `path`, rendering it first when there is none. Null when the render
 * may not be kept (not a 200 HTML page, or it sets a cookie): the caller lets Next answer.
 */
export function learnerPage(userId: string, path: string, page: LearnerPage, render: () => Promise<RenderedResponse>): Promise<LearnerPageEntry | null> {
  const cache = state();
  const key = keyOf(userId, path);
  const hit = cache.entries.get(key);
  if (hit) return Promise.resolve(hit);
  const underWay = cache.pending.get(key);
  if (underWay) return underWay;
  const mark = cache.marks.now();
  for (const tag of page.tags) cache.tagsInUse.add(tag);
  const filled = render().then((rendered) => {
    if (!keepable(rendered)) return null;
    const entry: LearnerPageEntry = { tags: page.tags, bodies: { identity: rendered.body }, headers: pageHeaders(keptHeaders(rendered), rendered.body) };
    if (cache.marks.unchangedSince(userId, mark) && cachingEnabled()) cache.entries.set(key, entry, { ttl: pageCopyMs() });
    return entry;
  });
  cache.pending.set(key, filled);
  const settle = () => {
    if (cache.pending.get(key) === filled) cache.pending.delete(key);
  };
  filled.then(settle, settle);
  return filled;
}

function keepable(rendered: RenderedResponse): boolean {
  return rendered.status === 200 && rendered.headers['set-cookie'] === undefined && (rendered.headers['content-type'] ?? '').startsWith('text/html');
}

/** The entry's body in `encoding`, compressed (and kept with the entry) the first time it is asked for. */
export async function bodyIn(entry: LearnerPageEntry, encoding: Encoding): Promise<Buffer> {
  const { bodies } = entry;
  if (bodies[encoding]) return bodies[encoding];
  const compressed =
    encoding === 'br'
      ? await brotli(bodies.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzip(bodies.identity, { level: 6 });
  bodies[encoding] = compressed;
  return compressed;
}

/**
 * Drops a learner's pages in this process: their account or their bug-mode switch changed
 * (lib/auth/user-access.ts, lib/practice/state-cache.ts), here or on another instance.
 */
export function forgetLearnerPagesHere(userId: string): void {
  const cache = state();
  cache.marks.forget(userId);
  const prefix = `${userId}\n`;
  for (const key of [...cache.entries.keys()]) if (key.startsWith(prefix)) cache.entries.delete(key);
  for (const key of [...cache.pending.keys()]) if (key.startsWith(prefix)) cache.pending.delete(key);
}

/** How long the learner's copy of the page at `path` has left, in ms; undefined when there is none (for tests). */
export function pageCopyLeftMs(userId: string, path: string): number | undefined {
  const left = state().entries.getRemainingTTL(keyOf(userId, path));
  return left > 0 && Number.isFinite(left) ? left : undefined;
}

/** Drops every learner's pages: what this process hears of the others' changes was interrupted. */
export function forgetAllLearnerPagesHere(): void {
  const cache = state();
  cache.marks.forgetEveryone();
  cache.entries.clear();
  cache.pending.clear();
}
