import { expect, test, type Browser, type Page, type TestInfo } from './fixtures';
import { LEARNING_MSG, TRAINING_MSG } from '../lib/messages';
import { expectNoA11yViolations } from './axe';
import { openAdminPage } from './admin-helpers';
import { PAID_STUDENT, UNPAID_STUDENT } from './helpers';
import { signInWithSavedSession } from './saved-sessions';
import { expectPartWayProgress, stopThrottling, throttleUploads } from './upload-throttle';

const VIDEO_BYTES = 384 * 1024;

/**
 * An MP4 as the server's magic-number sniff sees one: an `ftyp` box (brand isom) and then filler.
 * Big enough (a few hundred KB) that a throttled upload shows its progress for a moment.
 */
function mp4Video(size = VIDEO_BYTES): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) % 251;
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]).copy(bytes, 0);
  return bytes;
}

function uniqueTitle(label: string, testInfo: TestInfo): string {
  return `E2E ${label} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

async function openTrainingVideoPage(page: Page) {
  await openAdminPage(page, 'Training Video', '/admin/training-video');
}

/** A new browser (no shared cookies) with the same device as the test's project. */
async function freshPage(browser: Browser, page: Page, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL: new URL(page.url()).origin });
  return context.newPage();
}

async function chooseVideo(page: Page, name: string, buffer: Buffer, mimeType = 'video/mp4') {
  await page.getByLabel('Video file').setInputFiles({ name, mimeType, buffer });
}

/** Removes (through the API, as the admin) any video a test created, even when the test failed half-way. */
async function deleteVideosTitled(page: Page, titles: string[]) {
  if (titles.length === 0) return;
  const me = await page.request.get('/api/auth/me');
  if (!me.ok()) return;
  const { userId } = (await me.json()) as { userId: string };
  const list = (await (await page.request.get(`/api/trainings/${userId}`)).json()) as { id: number; content: string }[];
  for (const video of list.filter((item) => titles.includes(item.content))) {
    await page.request.delete(`/api/trainings/videos/${video.id}`);
  }
}

test.describe('admin training video', () => {
  const created: string[] = [];
  test.afterEach(async ({ page }) => {
    await deleteVideosTitled(page, created.splice(0));
  });

  /** Opens the page and types a fresh title (its video is deleted after the test) into the upload form. */
  async function openWithNewTitle(page: Page, label: string, testInfo: TestInfo): Promise<string> {
    await openTrainingVideoPage(page);
    const title = uniqueTitle(label, testInfo);
    created.push(title);
    await page.getByLabel('Video title').fill(title);
    return title;
  }

  test('upload with real progress, watched by a paid student only, then deleted', async ({ page, browser, request }, testInfo) => {
    const title = await openWithNewTitle(page, 'Boundary values', testInfo);
    // A course of the catalogue, or all courses, the default (docs/product.md#admin-videos); its name may have changed.
    await expect(page.getByTestId('training-course').locator('option:checked')).toHaveText('All courses');
    const [course] = (await (await page.request.get('/api/courses')).json()) as { id: number; name: string }[];
    await page.getByTestId('training-course').selectOption({ value: String(course.id) });
    const bytes = mp4Video();
    await chooseVideo(page, 'boundary-values.mp4', bytes);
    await expect(page.getByText(`boundary-values.mp4 · 384 KB`)).toBeVisible();

    // Slowed to 32 KB/s (12 s for the whole file) until the overlay has shown the upload part-way.
    const cdp = await throttleUploads(page, 32 * 1024);
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const overlay = page.getByTestId('upload-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByTestId('upload-overlay-percent')).toHaveText(/^\d{1,3}%$/);
    await expect(overlay.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    // Part-way: neither nothing nor everything sent yet; the percentage says the same as the bar.
    const bar = overlay.getByRole('progressbar', { name: 'Upload progress' });
    await expectPartWayProgress(bar);
    await expect(overlay.getByTestId('upload-overlay-percent')).toHaveText(/^([1-9]|[1-9]\d)%$/);
    await expect(page.getByLabel('Video title')).toBeDisabled();

    await stopThrottling(cdp);
    await expect(overlay).toBeHidden({ timeout: 20_000 });
    const notice = page.getByTestId('notice-banner');
    await expect(notice).toHaveText(TRAINING_MSG.uploaded);
    await expect(page.getByTestId('upload-result-percent')).toHaveText('100%');
    await expect(page.getByRole('progressbar', { name: 'Last upload' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByLabel('Video title')).toHaveValue('');

    // The list was read again: the new video is there with a player streaming from the API.
    const item = page.getByTestId('training-video-item').filter({ hasText: title });
    await expect(item).toHaveCount(1);
    const player = item.getByTestId('training-video-player');
    await expect(player).toHaveAttribute('controls', '');
    const src = await player.getAttribute('src');
    expect(src).toMatch(/^\/api\/trainings\/videos\/[0-9a-f-]{36}\.mp4$/);
    await expect(item.getByTestId('training-video-title')).toHaveText(title);
    await expect(item.getByTestId('training-video-course').locator('option:checked')).toHaveText(course.name);
    await expectNoA11yViolations(page);

    // docs/product.md#admin-videos: message and progress clear 5 s later.
    await expect(notice).toBeHidden({ timeout: 8_000 });
    await expect(page.getByTestId('upload-result')).toBeHidden();
    // Its course is changed on its card, here back to all courses.
    await item.getByTestId('training-video-course').selectOption({ label: 'All courses' });
    await item.getByTestId('save-video-course').click();
    await expect(item.getByTestId('video-course-status')).toHaveText('Saved: All courses.');

    // A paid student sees it in the Training Videos panel, and the file streams to them.
    const paid = await freshPage(browser, page, testInfo);
    await signInWithSavedSession(paid, PAID_STUDENT, '/student', '/learning');
    const panel = paid.getByTestId('videos-panel');
    const listed = panel.getByTestId('training-video').filter({ hasText: title });
    await expect(listed).toHaveCount(1);
    await expect(listed.locator('video')).toHaveAttribute('src', src!);
    const whole = await paid.request.get(src!);
    expect(whole.status()).toBe(200);
    expect(whole.headers()['content-type']).toBe('video/mp4');
    expect((await whole.body()).equals(bytes)).toBe(true);
    const part = await paid.request.get(src!, { headers: { Range: 'bytes=0-1023' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-type']).toBe('video/mp4');
    expect(part.headers()['content-range']).toBe(`bytes 0-1023/${bytes.length}`);
    await paid.context().close();

    // An unpaid student is asked to pay and the file is refused to them.
    const unpaid = await freshPage(browser, page, testInfo);
    await signInWithSavedSession(unpaid, UNPAID_STUDENT, '/payment', '/learning');
    await expect(unpaid.getByTestId('videos-panel')).toContainText(LEARNING_MSG.payForVideos);
    await expect(unpaid.getByTestId('videos-panel')).not.toContainText(title);
    expect((await unpaid.request.get(src!)).status()).toBe(403);
    await unpaid.context().close();
    expect((await request.get(src!)).status()).toBe(401); // nobody logged in

    // Delete, after a confirmation naming the video.
    page.once('dialog', async (dialog) => {
      expect(dialog.type()).toBe('confirm');
      expect(dialog.message()).toContain('Are you sure you want to delete this video?');
      expect(dialog.message()).toContain(title);
      await dialog.accept();
    });
    await item.getByRole('button', { name: 'Delete' }).click();
    await expect(item).toHaveCount(0);
    expect((await page.request.get(src!)).status()).toBe(404);
    await page.reload();
    await expect(page.getByTestId('training-videos-empty').or(page.getByTestId('training-video-item').first())).toBeVisible();
    await expect(page.getByTestId('training-video-item').filter({ hasText: title })).toHaveCount(0);
  });

  // A browser confirmation and the server keeping the video: the same on any screen, desktop only.
  test('dismissing the delete confirmation keeps the video', { tag: '@desktop' }, async ({ page }, testInfo) => {
    const title = await openWithNewTitle(page, 'Keep me', testInfo);
    await chooseVideo(page, 'keep.webm', Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4096, 1)]), 'video/webm');
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await expect(page.getByTestId('notice-banner')).toHaveText(TRAINING_MSG.uploaded);
    const item = page.getByTestId('training-video-item').filter({ hasText: title });
    await expect(item.getByTestId('training-video-player')).toHaveAttribute('src', /\.webm$/);

    page.once('dialog', (dialog) => dialog.dismiss());
    await item.getByRole('button', { name: 'Delete' }).click();
    await page.reload();
    await expect(item).toHaveCount(1);
  });

  test('a form without a title or a file, or with a file that is not a video, is refused', { tag: '@desktop' }, async ({ page }, testInfo) => {
    await openTrainingVideoPage(page);
    const fileInput = page.getByLabel('Video file');
    await expect(fileInput).toHaveAttribute('accept', 'video/*');
    const alert = page.getByRole('alert').filter({ hasText: TRAINING_MSG.missing });
    const uploadButton = page.getByRole('button', { name: 'Upload Video' });

    // Nothing at all, then a title without a file: the spec's alert, and no request is sent.
    let posted = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/trainings') posted += 1;
    });
    await uploadButton.click();
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('Video title')).toHaveAttribute('aria-invalid', 'true');
    await expect(fileInput).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);

    const title = uniqueTitle('Refused', testInfo);
    created.push(title);
    await page.getByLabel('Video title').fill(title);
    await uploadButton.click();
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('Video title')).not.toHaveAttribute('aria-invalid');
    await expect(fileInput).toHaveAttribute('aria-invalid', 'true');

    // A file without a title.
    await page.getByLabel('Video title').fill('   ');
    await chooseVideo(page, 'no-title.mp4', mp4Video(8192));
    await uploadButton.click();
    await expect(alert).toBeVisible();
    expect(posted).toBe(0);
    // The alert clears 5 s later, like the upload's own messages.
    await expect(alert).toBeHidden({ timeout: 8_000 });

    // A file the browser does not call a video is refused as soon as it is chosen.
    await chooseVideo(page, 'notes.txt', Buffer.from('plain text notes\n'), 'text/plain');
    await expect(page.getByRole('alert').filter({ hasText: TRAINING_MSG.badType })).toBeVisible();

    // Text renamed to .mp4 passes the browser's check; the server reads its bytes and says why it refuses.
    await page.getByLabel('Video title').fill(title);
    await chooseVideo(page, 'renamed.mp4', Buffer.from('<html>not a video at all</html>\n'.repeat(64)));
    const reply = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/trainings' && res.request().method() === 'POST');
    await uploadButton.click();
    expect((await reply).status()).toBe(415);
    await expect(page.getByRole('alert').filter({ hasText: TRAINING_MSG.badType })).toBeVisible();
    await expect(page.getByTestId('training-video-item').filter({ hasText: title })).toHaveCount(0);
  });

  // The overlay's progress, focus and cancel, and the server keeping nothing: no step depends on the viewport.
  // In flight for sure: the throttle is armed before the page opens (not a moment before the upload starts), and the
  // cancel waits for the state 'part of the body sent, not all' (the bar between 0 and 100), not the overlay's first
  // '0%', which shows before the browser has sent a byte. Chromium holds throttled bytes back, so the server has less.
  test('an upload in flight can be cancelled, and nothing is kept', { tag: '@desktop' }, async ({ page }, testInfo) => {
    const cdp = await throttleUploads(page, 32 * 1024);
    const title = await openWithNewTitle(page, 'Cancelled', testInfo);
    await chooseVideo(page, 'cancel-me.mp4', mp4Video());

    await page.getByRole('button', { name: 'Upload Video' }).click();
    const overlay = page.getByTestId('upload-overlay');
    await expectPartWayProgress(overlay.getByRole('progressbar', { name: 'Upload progress' }));
    await expect(overlay.getByTestId('upload-overlay-percent')).toHaveText(/^\d{1,2}%$/);
    const cancel = overlay.getByRole('button', { name: 'Cancel upload' });
    await expect(cancel).toBeFocused();
    await cancel.click();
    await expect(overlay).toBeHidden();
    await stopThrottling(cdp);

    await expect(page.getByRole('alert').filter({ hasText: 'Upload cancelled.' })).toBeVisible();
    // The form keeps what was chosen, ready to try again; the list did not gain the video.
    await expect(page.getByLabel('Video title')).toHaveValue(title);
    await expect(page.getByRole('button', { name: 'Upload Video' })).toBeFocused();
    await page.reload();
    await expect(page.getByTestId('training-videos-empty').or(page.getByTestId('training-video-item').first())).toBeVisible();
    await expect(page.getByTestId('training-video-item').filter({ hasText: title })).toHaveCount(0);
  });
});
