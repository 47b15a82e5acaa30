import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { processSingleton } from '../cache/process-singleton';
import { cachingEnabled } from '../cache/tags';
import { keptHeaders, pageHeaders } from './cache-entry';
import type { Encoding } from './content-encoding';
import type { RenderedResponse } from './render-for-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A learner page's one copy (./learner-page-routes.ts), compressed on first demand for each encoding. */
export interface LearnerPageEntry {
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  headers: { http: OutgoingHttpHeaders; https: OutgoingHttpHeaders };
}

interface LearnerPageCache {
  entries: LRUCache<string, LearnerPageEntry>;
  pending: Map<string, Promise<LearnerPageEntry | null>>;
}

// A page is about 0.1 MB (0.13 with its compressed copies), and there is one per page, panel and day: 16 MB is ample.
// Nothing a learner does changes a copy (it draws nothing of anyone), so nothing drops one; the lifetime bounds only
// what a copy shows of the day. It is one to two minutes, drawn for each copy, so that the copies a class arriving at
// once fills are not all rendered again in the same second a minute later.
export const PAGE_COPY_MIN_MS = 60_000;
const pageCopyMs = () => PAGE_COPY_MIN_MS + Math.floor(Math.random() * PAGE_COPY_MIN_MS);
const state = () =>
  processSingleton<LearnerPageCache>('learner-page-cache', () => ({
    entries: new LRUCache<string, LearnerPageEntry>({
      maxSize: 16 * 1024 * 1024,
      ttl: PAGE_COPY_MIN_MS,
      sizeCalculation: (entry) => Math.ceil(entry.bodies.identity.length * 1.5),
    }),
    pending: new Map(),
  }));

// The UTC day is part of the key: a page may show today's date (Reservation's calendar), and a new day
// renders afresh.
const keyOf = (path: string) => `${path}\n${new Date().toISOString().slice(0, 10)}`;

/**
 * The copy of the page at `path` (with the panel it is drawn with), rendering it first when there is none; one render
 * at a time per copy, which every learner asking meanwhile waits for. Null when the render may not be kept (not a 200
 * HTML page, or it sets a cookie): the caller lets Next answer.
 */
export function learnerPage(path: string, render: () => Promise<RenderedResponse>): Promise<LearnerPageEntry | null> {
  const cache = state();
  const key = keyOf(path);
  const hit = cache.entries.get(key);
  if (hit) return Promise.resolve(hit);
  const underWay = cache.pending.get(key);
  if (underWay) return underWay;
  const filled = render().then((rendered) => {
    if (!keepable(rendered)) return null;
    const entry: LearnerPageEntry = { bodies: { identity: rendered.body }, headers: pageHeaders(keptHeaders(rendered), rendered.body) };
    if (cachingEnabled()) cache.entries.set(key, entry, { ttl: pageCopyMs() });
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

/** How long the copy of the page at `path` has left, in ms; undefined when there is none (for tests). */
export function pageCopyLeftMs(path: string): number | undefined {
  const left = state().entries.getRemainingTTL(keyOf(path));
  return left > 0 && Number.isFinite(left) ? left : undefined;
}
