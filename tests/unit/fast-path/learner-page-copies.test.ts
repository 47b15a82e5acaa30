import { beforeAll, describe, expect, it } from 'vitest';
import { enableCaching } from '@/lib/cache/tags';
import { learnerPage, PAGE_COPY_MIN_MS, pageCopyLeftMs } from '@/lib/fast-path/learner-page-cache';
import type { RenderedResponse } from '@/lib/fast-path/render-for-cache';

// lib/fast-path/learner-page-cache.ts: one copy of a learner page for every learner. A class arriving at once renders
// it once; a reply that may not be kept is not; the copies a class filled at once do not all end in the same second.

beforeAll(() => enableCaching());

const html = (text: string): RenderedResponse => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(text) });

describe('a learner page copy', () => {
  it('is rendered once for every learner who asks while it renders, and then served from memory', async () => {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    let renders = 0;
    const render = async () => {
      renders += 1;
      await done;
      return html('<p>page</p>');
    };
    const asking = Array.from({ length: 25 }, () => learnerPage('/student?view=once', render));
    finish();
    const entries = await Promise.all(asking);
    expect(new Set(entries).size).toBe(1);
    expect(entries[0]?.bodies.identity.toString()).toBe('<p>page</p>');
    await learnerPage('/student?view=once', render);
    expect(renders).toBe(1);
  });

  it('is not kept when the render is not a 200 HTML page that sets no cookie', async () => {
    const refusals: RenderedResponse[] = [
      { ...html('missing'), status: 404 },
      { ...html('<p>x</p>'), headers: { 'content-type': 'text/html', 'set-cookie': ['a=b'] } },
      { ...html('{}'), headers: { 'content-type': 'application/json' } },
    ];
    for (const [index, refused] of refusals.entries()) {
      let renders = 0;
      const render = async () => {
        renders += 1;
        return refused;
      };
      expect(await learnerPage(`/student?view=refused-${index}`, render)).toBeNull();
      expect(await learnerPage(`/student?view=refused-${index}`, render)).toBeNull();
      expect(renders).toBe(2);
    }
  });
});

describe('the copies a class filled at once', () => {
  it('do not all end at once: each lives one to two minutes, drawn for it', async () => {
    const lifetimes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const path = `/student/practice/arrival-${i}/v1?view=exercise`;
      await learnerPage(path, async () => html(`<p>${i}</p>`));
      lifetimes.push(pageCopyLeftMs(path)!);
    }
    for (const left of lifetimes) {
      expect(left).toBeGreaterThan(PAGE_COPY_MIN_MS - 5_000);
      expect(left).toBeLessThanOrEqual(2 * PAGE_COPY_MIN_MS);
    }
    // Every copy lived exactly a minute before: all 40 ended within the same second.
    expect(Math.max(...lifetimes) - Math.min(...lifetimes)).toBeGreaterThan(PAGE_COPY_MIN_MS / 4);
  });
});
