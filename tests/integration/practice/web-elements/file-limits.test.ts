import { afterEach, describe, expect, it } from 'vitest';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { resetEnvCache } from '@/lib/env';
import { setBugMode } from '@/lib/practice/bug-mode';
import { HARD_CAP_BYTES, MAX_FILE_BYTES, MAX_FILES, WEB_ELEMENTS_FILE_MSG } from '@/lib/practice/exercises/web-elements/file-rules';
import { MB, practiceStorageLimits } from '@/lib/practice/files/storage-limits';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { callWebElements, form, storedPracticeFiles } from '@/tests/helpers/web-elements-files';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { GET: listFiles, POST: uploadFile } = mountedPracticeRoute('/api/practice/v1/web-elements/files');

// Issue 29: practice storage is bounded per learner (ten files), per client address (bytes stored per
// hour; an IPv6 /64 counts as one) and in total; each bound answers a clear message, never a 500.

setupFreshDatabase();

afterEach(() => {
  delete process.env.PRACTICE_FILES_TOTAL_MB;
  delete process.env.PRACTICE_FILES_ADDRESS_MB_PER_HOUR;
  resetEnvCache();
});

/** Uploads `data` as `who` from the client address `ip` (the socket's, as server.mjs passes it on). */
const upload = (who: TestUser, data: FormData, ip: string) => callWebElements(uploadFile, { method: 'POST', cookie: who.cookie, form: data, ip });
const reset = (who: TestUser) => callWebElements(resetRoute, { method: 'POST', cookie: who.cookie, params: { exercise: 'web-elements' } });

describe('the default bounds', () => {
  it('are 2,048 MB for all files together and 200 MB an hour per address: room for a class, not for a flood', () => {
    const limits = practiceStorageLimits();
    expect(limits).toEqual({ totalBytes: 2048 * MB, addressBytesPerHour: 200 * MB });
    // One learner filling all ten places at the 4 MB hard cap (bug mode on) fits in an address's hour five times over…
    expect(limits.addressBytesPerHour).toBeGreaterThanOrEqual(5 * MAX_FILES * HARD_CAP_BYTES);
    // …and the total holds fifty such learners at once, or two thousand full 1 MB files.
    expect(limits.totalBytes).toBeGreaterThanOrEqual(50 * MAX_FILES * HARD_CAP_BYTES);
  });

  it('let a learner fill all ten places with 4 MB files from one address', async () => {
    const ann = await createLoggedInUser();
    await setBugMode(ann.id, true);
    const big = 'x'.repeat(HARD_CAP_BYTES);
    const before = storedPracticeFiles().length;
    for (let i = 0; i < MAX_FILES; i += 1) expect((await upload(ann, form(`big-${i}.txt`, big), '192.0.2.50')).status, `file ${i}`).toBe(200);
    expect(storedPracticeFiles().length - before).toBe(MAX_FILES);
    await reset(ann);
  });
});

describe('what one client address may store in an hour', () => {
  it('is counted over every account on the address (an IPv6 /64 is one) and past it answers 429 with Retry-After', async () => {
    process.env.PRACTICE_FILES_ADDRESS_MB_PER_HOUR = '2';
    resetEnvCache();
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    const before = storedPracticeFiles();

    expect((await upload(ann, form('one.txt', 'a'.repeat(MAX_FILE_BYTES)), '2001:db8:1:2::10')).status).toBe(200);
    expect((await upload(ben, form('two.txt', 'b'.repeat(MAX_FILE_BYTES)), '2001:db8:1:2:ffff::20')).status).toBe(200);
    const refused = await upload(ann, form('three.txt', 'c'), '2001:db8:1:2::30');
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: WEB_ELEMENTS_FILE_MSG.addressLimit(2, 60), code: 'UPLOAD_LIMIT_REACHED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(storedPracticeFiles()).toHaveLength(before.length + 2);

    // The file's own refusal still comes first; another address has its own hour.
    expect((await upload(ben, form('fake.png', 'not a png'), '2001:db8:1:2::40')).status).toBe(415);
    expect((await upload(ann, form('three.txt', 'c'), '198.51.100.7')).status).toBe(200);
    // Deleting does not give the hour back: the bound is on bytes written.
    await reset(ann);
    expect((await upload(ann, form('four.txt', 'd'), '2001:db8:1:2::50')).status).toBe(429);
    await reset(ben);
  });
});

describe('all learners’ files together', () => {
  it('stay within PRACTICE_FILES_TOTAL_MB: past it 507 with a message, and room again once files are deleted', async () => {
    process.env.PRACTICE_FILES_TOTAL_MB = '1';
    resetEnvCache();
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    const before = storedPracticeFiles();

    expect((await upload(ann, form('full.txt', 'f'.repeat(MAX_FILE_BYTES)), '192.0.2.60')).status).toBe(200);
    const refused = await upload(ben, form('small.txt', 'tiny'), '192.0.2.61');
    expect(refused.status).toBe(507);
    expect(refused.json).toEqual({ message: WEB_ELEMENTS_FILE_MSG.storageFull, code: 'STORAGE_FULL' });
    expect(storedPracticeFiles()).toHaveLength(before.length + 1);
    expect((await callWebElements(listFiles, { cookie: ben.cookie })).json.files).toEqual([]);

    await reset(ann);
    expect((await upload(ben, form('small.txt', 'tiny'), '192.0.2.61')).status).toBe(200);
    await reset(ben);
  });
});
