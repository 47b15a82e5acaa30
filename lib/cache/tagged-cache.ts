import { LRUCache } from 'lru-cache';
import { onInvalidate, tagsGeneration, type CacheTag } from './tags';

interface Slot<V> {
  value: V;
  tags: readonly CacheTag[];
}

export interface TaggedCacheOptions<V> {
  /** At most this many entries... */
  max?: number;
  /** ...or at most this many bytes, as `sizeOf` counts them. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}

/**
 * Values kept under tags until one of the tags is invalidated (lib/cache/tags.ts), least recently
 * used first out. Concurrent misses of one key share one producer call, and a value produced while
 * one of its tags was invalidated is handed to its callers but not kept: it may predate the write.
 */
export class TaggedCache<V> {
  private readonly entries: LRUCache<string, Slot<V>>;
  private readonly pending = new Map<string, { promise: Promise<V>; tags: readonly CacheTag[] }>();

  constructor(options: TaggedCacheOptions<V>) {
    const { max, maxBytes, sizeOf } = options;
    this.entries = maxBytes
      ? new LRUCache<string, Slot<V>>({ maxSize: maxBytes, sizeCalculation: (slot) => Math.max(1, sizeOf?.(slot.value) ?? 1) })
      : new LRUCache<string, Slot<V>>({ max: max ?? 1_000 });
    onInvalidate((tags) => this.drop(tags));
  }

  /** The value under `key`, produced (once, however many ask at the same time) when there is none. */
  get(key: string, tags: readonly CacheTag[], produce: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) return Promise.resolve(hit.value);
    const underWay = this.pending.get(key);
    if (underWay) return underWay.promise;

    const generation = tagsGeneration(tags);
    const promise = produce().then((value) => {
      if (keep(value) && tagsGeneration(tags) === generation) this.entries.set(key, { value, tags });
      return value;
    });
    const slot = { promise, tags };
    this.pending.set(key, slot);
    const settle = () => {
      if (this.pending.get(key) === slot) this.pending.delete(key);
    };
    promise.then(settle, settle);
    return promise;
  }

  private drop(tags: readonly CacheTag[]): void {
    const touched = (own: readonly CacheTag[]) => own.some((tag) => tags.includes(tag));
    for (const [key, slot] of this.entries.entries()) if (touched(slot.tags)) this.entries.delete(key);
    // Later callers start a fresh producer; the one under way will not keep its value.
    for (const [key, fill] of this.pending) if (touched(fill.tags)) this.pending.delete(key);
  }
}
