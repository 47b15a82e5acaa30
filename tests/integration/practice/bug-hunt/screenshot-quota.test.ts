import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { practiceDefectReports } from '@/lib/db/schema';
import { BUG_HUNT_FIGURES } from '@/lib/practice/bug-hunt/figures';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { storedPracticeFiles } from '@/tests/helpers/web-elements-files';
import { report, uploadScreenshot } from './hunt-api';

// docs/product.md#bug-hunt: a learner's stored screenshots are bounded by a quota, each copy counted at its stored
// size, and every screenshot is stored re-encoded, so nothing but the picture is kept.

const getDb = setupFreshDatabase();

const MB = 1024 * 1024;
const QUOTA = BUG_HUNT_FIGURES.screenshotQuotaMB * MB;
const SLIDER = { exercise: 'mouse-action', area: 'slider', title: 'Slider output is off by one step', actual: 'The output shows 45 while the slider is at 50.' };

async function reportOf(learner: TestUser): Promise<number> {
  const filed = await report({ user: learner }, SLIDER);
  expect(filed.status).toBe(201);
  return filed.json.report.id;
}

/** Stands for the screenshots a learner stored before: one report holding `bytes` of them. */
async function alreadyStored(learner: TestUser, bytes: number): Promise<void> {
  const id = await reportOf(learner);
  await getDb().update(practiceDefectReports).set({ screenshot: 'earlier.png', screenshotType: 'image/png', screenshotBytes: bytes }).where(eq(practiceDefectReports.id, id));
}

/** A PNG of random pixels (about 0.9 MB, as a PNG cannot compress noise), so its stored size is close to its own. */
function noisePng(): Promise<Buffer> {
  return sharp(crypto.randomBytes(560 * 560 * 3), { raw: { width: 560, height: 560, channels: 3 } }).png().toBuffer();
}

const upload = (learner: TestUser, id: number, bytes: Buffer) => uploadScreenshot(learner, id, new Blob([new Uint8Array(bytes)]));

function expectQuotaRefusal(result: Awaited<ReturnType<typeof upload>>) {
  expect(result.status).toBe(413);
  expect(result.json.code).toBe('SCREENSHOT_QUOTA');
  expect(result.json.message).toContain(`${BUG_HUNT_FIGURES.screenshotQuotaMB} MB`);
  expect(result.json.message).toContain('ask your trainer');
}

describe("a learner's screenshot quota", () => {
  it("refuses the 51st MB with a message naming the quota and how to free room, and stores nothing of it", async () => {
    const learner = await createLoggedInUser();
    await alreadyStored(learner, 49 * MB);
    const fits = await upload(learner, await reportOf(learner), await noisePng());
    expect(fits.status).toBe(201);
    const files = storedPracticeFiles();
    expectQuotaRefusal(await upload(learner, await reportOf(learner), await noisePng()));
    expect(storedPracticeFiles()).toEqual(files);
  });

  it('is checked before the upload once it is full', async () => {
    const learner = await createLoggedInUser();
    await alreadyStored(learner, QUOTA);
    const files = storedPracticeFiles();
    expectQuotaRefusal(await upload(learner, await reportOf(learner), await noisePng()));
    expect(storedPracticeFiles()).toEqual(files);
  });

  it('counts the same picture twice when it is stored twice', async () => {
    const learner = await createLoggedInUser();
    await alreadyStored(learner, QUOTA - 1.5 * MB);
    const picture = await noisePng();
    expect((await upload(learner, await reportOf(learner), picture)).status).toBe(201);
    expectQuotaRefusal(await upload(learner, await reportOf(learner), picture));
  });
});

describe('a stored screenshot', () => {
  it('is the picture re-encoded: a valid image with an archive glued on keeps its pixels and loses the rest', async () => {
    const learner = await createLoggedInUser();
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const junk = Buffer.from('PK\u0003\u0004 a zip archive after the image end: <script>alert(1)</script>', 'latin1');
    const polyglot = Buffer.concat([picture, junk]);
    const before = new Set(storedPracticeFiles());
    expect((await upload(learner, await reportOf(learner), polyglot)).status).toBe(201);

    const added = storedPracticeFiles().filter((name) => !before.has(name));
    expect(added).toHaveLength(1);
    const stored = fs.readFileSync(path.join(process.env.UPLOADS_DIR!, 'practice', added[0]));
    expect(stored.equals(polyglot)).toBe(false);
    expect(stored.includes(Buffer.from('PK\u0003\u0004', 'latin1'))).toBe(false);
    expect(stored.includes(Buffer.from('<script>', 'latin1'))).toBe(false);
    // A PNG ends with its IEND chunk (type and CRC): nothing follows it.
    expect(stored.subarray(-8, -4).toString('latin1')).toBe('IEND');
    const decoded = await sharp(stored).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(['png', 40, 30]);
  });

  it('is refused with a 415 when it starts like an image but does not decode, and leaves nothing behind', async () => {
    const learner = await createLoggedInUser();
    const files = storedPracticeFiles();
    // A sound PNG header (so the upload's own checks pass it) over pixel data that is noise.
    const broken = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
    crypto.randomBytes(20).copy(broken, broken.indexOf('IDAT') + 4);
    const refused = await upload(learner, await reportOf(learner), broken);
    expect([refused.status, refused.json.code]).toEqual([415, 'SCREENSHOT_UNREADABLE']);
    expect(storedPracticeFiles()).toEqual(files);
  });
});
