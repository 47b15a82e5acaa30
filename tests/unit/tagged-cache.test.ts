import { describe, expect, it } from 'vitest';
import { TaggedCache } from '@/lib/cache/tagged-cache';
import { CACHE_TAGS, invalidate } from '@/lib/cache/tags';

/** A producer that counts its calls and resolves only when told to. */
function controlledProducer<V>() {
  const calls: Array<(value: V) => void> = [];
  const produce = () => new Promise<V>((resolve) => calls.push(resolve));
  return { produce, calls };
}

describe('TaggedCache', () => {
  it('produces once, then answers from the cache until a tag of the entry is invalidated', async () => {
    const cache = new TaggedCache<string>({ max: 10 });
    let reads = 0;
    const read = async () => `value ${++reads}`;
    expect(await cache.get('k', [CACHE_TAGS.ads], read)).toBe('value 1');
    expect(await cache.get('k', [CACHE_TAGS.ads], read)).toBe('value 1');
    invalidate(CACHE_TAGS.schedule); // another tag: kept
    expect(await cache.get('k', [CACHE_TAGS.ads], read)).toBe('value 1');
    invalidate(CACHE_TAGS.ads);
    expect(await cache.get('k', [CACHE_TAGS.ads], read)).toBe('value 2');
  });

  it('lets concurrent misses share one producer call', async () => {
    const cache = new TaggedCache<string>({ max: 10 });
    const { produce, calls } = controlledProducer<string>();
    const answers = Promise.all([1, 2, 3].map(() => cache.get('k', [CACHE_TAGS.reviews], produce)));
    expect(calls).toHaveLength(1);
    calls[0]('shared');
    expect(await answers).toEqual(['shared', 'shared', 'shared']);
  });

  it('answers but does not keep a value produced while its tag was invalidated', async () => {
    const cache = new TaggedCache<string>({ max: 10 });
    const { produce, calls } = controlledProducer<string>();
    const first = cache.get('k', [CACHE_TAGS.courses], produce);
    invalidate(CACHE_TAGS.courses); // the write lands while the read is under way
    const second = cache.get('k', [CACHE_TAGS.courses], produce); // starts afresh, does not join the stale read
    expect(calls).toHaveLength(2);
    calls[0]('before the write');
    calls[1]('after the write');
    expect(await first).toBe('before the write');
    expect(await second).toBe('after the write');
    expect(await cache.get('k', [CACHE_TAGS.courses], produce)).toBe('after the write');
    expect(calls).toHaveLength(2);
  });

  it('does not keep a value the caller refuses, nor a failed read', async () => {
    const cache = new TaggedCache<string | null>({ max: 10 });
    let reads = 0;
    const keepNonNull = (value: string | null) => value !== null;
    await cache.get('k', [], async () => (++reads, null), keepNonNull);
    await cache.get('k', [], async () => (++reads, null), keepNonNull);
    expect(reads).toBe(2);
    await expect(cache.get('boom', [], async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('boom', [], async () => 'recovered')).toBe('recovered');
  });

  it('drops the least recently used entries past its byte budget', async () => {
    const cache = new TaggedCache<string>({ maxBytes: 10, sizeOf: (value) => value.length });
    await cache.get('a', [], async () => 'aaaaa');
    await cache.get('b', [], async () => 'bbbbb');
    await cache.get('c', [], async () => 'ccccc'); // 15 bytes: 'a' must go
    let reread = false;
    await cache.get('a', [], async () => ((reread = true), 'aaaaa'));
    expect(reread).toBe(true);
  });
});
