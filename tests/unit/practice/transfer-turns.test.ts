import { describe, expect, it } from 'vitest';
import { ByteBucket, LEARNER_BURST_BYTES, LEARNER_BYTES_PER_SECOND } from '@/lib/practice/files/transfer-pace';
import { LEARNER_SLOTS, takeTransferSlot } from '@/lib/practice/files/transfer-slots';

// One learner's practice file transfers take turns and are paced (issue 29), so they never crowd out the
// rest of the class: ./bench/practice-uploads.ts measures the effect; this checks the two mechanisms.

describe('the pace of a learner’s bytes', () => {
  it('lets an ordinary file through at once and holds a full-speed stream to the rate', () => {
    const bucket = new ByteBucket(LEARNER_BYTES_PER_SECOND, LEARNER_BURST_BYTES, 0);
    expect(bucket.take(1024 * 1024, 0)).toBe(0);
    expect(bucket.take(1024 * 1024, 0)).toBe(0);
    // The burst is spent: the next 8 MB wait one second, and a second later the debt is paid.
    expect(bucket.take(LEARNER_BYTES_PER_SECOND, 0)).toBe(1000);
    expect(bucket.take(0, 1000)).toBe(0);
    // Idle time refills only up to the burst.
    expect(bucket.take(LEARNER_BURST_BYTES + LEARNER_BYTES_PER_SECOND, 60_000)).toBe(1000);
  });
});

describe('turns of a learner’s transfers', () => {
  it(`runs at most ${LEARNER_SLOTS} of one learner at once, the next in line as soon as one ends; others are not held`, async () => {
    const first = await takeTransferSlot('ann');
    const second = await takeTransferSlot('ann');
    let thirdStarted = false;
    const third = takeTransferSlot('ann').then((free) => {
      thirdStarted = true;
      return free;
    });
    const bens = await takeTransferSlot('ben');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(thirdStarted).toBe(false);
    first();
    first(); // freeing twice frees once
    const freeThird = await third;
    expect(thirdStarted).toBe(true);
    let fourthStarted = false;
    const fourth = takeTransferSlot('ann').then((free) => {
      fourthStarted = true;
      return free;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fourthStarted).toBe(false);
    second();
    (await fourth)();
    freeThird();
    bens();
  });
});
