import { LRUCache } from 'lru-cache';
import { cachingEnabled } from '../cache/tags';
import { ForgetMarks } from '../cache/forget-marks';
import { processSingleton } from '../cache/process-singleton';

/**
 * The last reply to each of a learner's practice API reads, by URL, so the learner's next identical read is
 * answered by the fast path (lib/fast-path/serve-practice-reply.ts) without Next, which costs most of a
 * read (about 1 ms of the server's only thread per request, against microseconds from here).
 *
 * Filled by withRoute for the GET routes that opt in with `cacheReply`: those whose reply depends only on
 * the learner's practice data and the URL (not the time, another learner's data or a deliberate delay).
 * Dropped with the practice state it was made from (lib/practice/state-cache.ts: every write, here and on
 * the other instances) and with the user's access (lib/auth/user-access.ts). A reply that was being made
 * when that learner's replies were forgotten is not kept (lib/cache/forget-marks.ts), so it can never be older
 * than a write that was already answered.
 */

export interface CachedReply {
  body: Buffer;
  contentType: string;
}

interface ReplyCache {
  /** Per learner: their cached replies by URL (path and query, as requested). */
  learners: LRUCache<string, Map<string, CachedReply>>;
  marks: ForgetMarks;
}

/** Larger replies are made afresh each time: they are rare and would crowd out the others. */
const MAX_BODY_BYTES = 64 * 1024;
/** URLs kept per learner; the oldest goes first (a learner reads a handful of resources again and again). */
const MAX_URLS_PER_LEARNER = 32;

const sizeOf = (replies: Map<string, CachedReply>) => {
  let bytes = 64;
  for (const [url, reply] of replies) bytes += url.length + reply.body.length + 64;
  return bytes;
};

const state = () =>
  processSingleton<ReplyCache>('practice-reply-cache', () => ({
    learners: new LRUCache<string, Map<string, CachedReply>>({ maxSize: 32 * 1024 * 1024, sizeCalculation: sizeOf }),
    marks: new ForgetMarks(),
  }));

/** Where the forgets stand now: read it before making a reply, pass it to keepPracticeReply after. */
export function practiceReplyGeneration(): number {
  return state().marks.now();
}

/** Remembers a learner's reply to `url`, unless their replies were forgotten since `generationAtStart`. */
export function keepPracticeReply(userId: string, url: string, reply: CachedReply, generationAtStart: number): void {
  const cache = state();
  if (!cachingEnabled() || !cache.marks.unchangedSince(userId, generationAtStart) || reply.body.length > MAX_BODY_BYTES) return;
  const replies = new Map(cache.learners.get(userId));
  replies.delete(url);
  replies.set(url, reply);
  if (replies.size > MAX_URLS_PER_LEARNER) replies.delete(replies.keys().next().value!);
  // A new map each time, so the size the cache counted stays the size it holds.
  cache.learners.set(userId, replies);
}

/** The learner's last reply to exactly this URL, while nothing of theirs changed since. */
export function cachedPracticeReply(userId: string, url: string): CachedReply | undefined {
  if (!cachingEnabled()) return undefined;
  return state().learners.get(userId)?.get(url);
}

/** Drops a learner's replies in this process (their practice data or their access changed). */
export function forgetPracticeRepliesHere(userId: string): void {
  const cache = state();
  cache.marks.forget(userId);
  cache.learners.delete(userId);
}

/** Drops every learner's replies in this process. */
export function forgetAllPracticeRepliesHere(): void {
  const cache = state();
  cache.marks.forgetEveryone();
  cache.learners.clear();
}
