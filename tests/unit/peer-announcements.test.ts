import { afterEach, describe, expect, it } from 'vitest';
import { hasRecentMediaAccess, rememberMediaAccess } from '@/lib/auth/media-access';
import { forgetUserAccess } from '@/lib/auth/user-access';
import { TaggedCache } from '@/lib/cache/tagged-cache';
import { cachingEnabled, enableCaching, expireTags, invalidate, pauseCaching } from '@/lib/cache/tags';
import { peerHooks } from '@/lib/cluster/join-peers';
import { setPeerPublisher, type PeerEvent } from '@/lib/cluster/peer-events';
import { cachedPracticeRead, forgetPracticeOf } from '@/lib/practice/state-cache';

describe('what an instance announces to the others', () => {
  afterEach(() => setPeerPublisher(null));

  it('announces its own invalidations and ended sessions, and acts on them here too', async () => {
    const sent: PeerEvent[] = [];
    setPeerPublisher((event) => sent.push(event));
    const cache = new TaggedCache<string>({ max: 10 });
    await cache.get('k', ['ads'], async () => 'old');
    invalidate('ads');
    expect(await cache.get('k', ['ads'], async () => 'new')).toBe('new');

    rememberMediaAccess('cookie-z.sig', 'user-z');
    forgetUserAccess('user-z');
    expect(hasRecentMediaAccess('cookie-z.sig')).toBe(false);
    forgetPracticeOf('user-z');
    expect(sent).toEqual([
      { type: 'invalidate', tags: ['ads'] },
      { type: 'forget-user', userId: 'user-z' },
      { type: 'forget-practice', userId: 'user-z' },
    ]);
  });

  it("does not echo what another instance said (expireTags is local)", () => {
    const sent: PeerEvent[] = [];
    setPeerPublisher((event) => sent.push(event));
    expireTags(['reviews']);
    expect(sent).toEqual([]);
  });

  it('holds caching off while the others cannot be heard, and drops everything when hearing resumes', async () => {
    enableCaching();
    const cache = new TaggedCache<string>({ max: 10 });
    await cache.get('k', ['schedule'], async () => 'before the outage');
    pauseCaching(true);
    expect(cachingEnabled()).toBe(false);
    pauseCaching(false);
    expect(cachingEnabled()).toBe(true);
    expect(await cache.get('k', ['schedule'], async () => 'after the outage')).toBe('after the outage');
  });

  it('reads every practice state afresh once the others can be heard again (a write made meanwhile went unheard)', async () => {
    enableCaching();
    const read = (value: string) => cachedPracticeRead('user-outage', 'mouse-action', async () => value);
    expect(await read('before the outage')).toBe('before the outage');
    expect(await read('not read again')).toBe('before the outage');
    peerHooks.listening(false);
    peerHooks.listening(true);
    expect(cachingEnabled()).toBe(true);
    expect(await read('written elsewhere meanwhile')).toBe('written elsewhere meanwhile');
  });
});

describe("another instance's practice write", () => {
  it('drops the part it names here and keeps the others (a suite writing a board keeps its settings remembered)', async () => {
    enableCaching();
    const read = (part: string, value: string) => cachedPracticeRead('user-parts', part, async () => value);
    await read('settings', 'bug mode off');
    await read('mouse-action', 'board 1');
    peerHooks.receive({ type: 'forget-practice', userId: 'user-parts', part: 'mouse-action' });
    expect(await read('mouse-action', 'board 2')).toBe('board 2');
    expect(await read('settings', 'read again')).toBe('bug mode off');
    peerHooks.receive({ type: 'forget-practice', userId: 'user-parts' });
    expect(await read('settings', 'bug mode on')).toBe('bug mode on');
  });

  it('is announced with its part', () => {
    const sent: PeerEvent[] = [];
    setPeerPublisher((event) => sent.push(event));
    forgetPracticeOf('user-w', 'grocery');
    setPeerPublisher(null);
    expect(sent).toEqual([{ type: 'forget-practice', userId: 'user-w', part: 'grocery' }]);
  });
});
