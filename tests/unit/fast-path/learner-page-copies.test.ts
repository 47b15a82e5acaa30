import { beforeAll, describe, expect, it } from 'vitest';
import { enableCaching, invalidate } from '@/lib/cache/tags';
import { CACHE_TAGS } from '@/lib/cache/cache-tag-names';
import { forgetLearnerPagesHere, learnerPage, PAGE_COPY_MIN_MS, pageCopyLeftMs } from '@/lib/fast-path/learner-page-cache';
import type { RenderedResponse } from '@/lib/fast-path/render-for-cache';

// lib/fast-path/learner-page-cache.ts. A learner's page rendered while another learner's pages were dropped (their
// bug-mode switch, a scoring round's defect) is kept; one rendered while their own were dropped is not. The copies of
// a class that arrived at once do not all end in the same second.

beforeAll(() => enableCaching());

const EXERCISE = { tags: [] };
const html = (text: string): RenderedResponse => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(text) });

/** A render that finishes when the test says. */
function heldRender(text: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let renders = 0;
  const render = async () => {
    renders += 1;
    await done;
    return html(text);
  };
  return { render, finish, renders: () => renders };
}

describe("a learner's page rendered while pages were dropped", () => {
  it("is kept when another learner's pages were dropped during the render", async () => {
    const held = heldRender('<p>ann</p>');
    const first = learnerPage('marks-ann', '/student/practice/mouse-action/v1?view=task', EXERCISE, held.render);
    forgetLearnerPagesHere('marks-bob');
    held.finish();
    expect((await first)?.bodies.identity.toString()).toBe('<p>ann</p>');
    // One counter for every learner threw the render away: the next view rendered the page again.
    const again = await learnerPage('marks-ann', '/student/practice/mouse-action/v1?view=task', EXERCISE, held.render);
    expect(again?.bodies.identity.toString()).toBe('<p>ann</p>');
    expect(held.renders()).toBe(1);
  });

  it("is not kept when the learner's own pages were dropped during the render", async () => {
    const held = heldRender('<p>before the switch</p>');
    const first = learnerPage('marks-cat', '/student/practice/mouse-action/v1?view=task', EXERCISE, held.render);
    forgetLearnerPagesHere('marks-cat');
    held.finish();
    await first;
    const after = heldRender('<p>after the switch</p>');
    after.finish();
    expect((await learnerPage('marks-cat', '/student/practice/mouse-action/v1?view=task', EXERCISE, after.render))?.bodies.identity.toString()).toBe('<p>after the switch</p>');
  });

  it('is kept through a change of content no learner page shows, and dropped by one it shows', async () => {
    const held = heldRender('<p>dan</p>');
    const first = learnerPage('marks-dan', '/student', { tags: [CACHE_TAGS.courses] }, held.render);
    invalidate(CACHE_TAGS.reviews);
    held.finish();
    await first;
    expect(await learnerPage('marks-dan', '/student', { tags: [CACHE_TAGS.courses] }, held.render)).not.toBeNull();
    expect(held.renders()).toBe(1);
    invalidate(CACHE_TAGS.courses);
    await learnerPage('marks-dan', '/student', { tags: [CACHE_TAGS.courses] }, held.render);
    expect(held.renders()).toBe(2);
  });
});

describe('the copies of a class that arrived at once', () => {
  it('do not all end at once: each lives one to two minutes, drawn for it', async () => {
    const lifetimes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const learner = `arrival-${i}`;
      await learnerPage(learner, '/student', { tags: [] }, async () => html(`<p>${i}</p>`));
      lifetimes.push(pageCopyLeftMs(learner, '/student')!);
    }
    for (const left of lifetimes) {
      expect(left).toBeGreaterThan(PAGE_COPY_MIN_MS - 5_000);
      expect(left).toBeLessThanOrEqual(2 * PAGE_COPY_MIN_MS);
    }
    // Every copy lived exactly a minute before: all 40 ended within the same second.
    expect(Math.max(...lifetimes) - Math.min(...lifetimes)).toBeGreaterThan(PAGE_COPY_MIN_MS / 4);
  });
});
