import { expect, test, type Locator, type Page, type TestInfo } from './fixtures';
import { crc32, encodePng } from '../lib/db/seed/media/png';
import { AD_MSG } from '../lib/messages';
import { expectNoA11yViolations } from './axe';
import { logInAsAdmin, openAdminPage } from './admin-helpers';
import { expectPath } from './helpers';
import { expectPartWayProgress, stopThrottling, throttleUploads } from './upload-throttle';

// Every ad this spec creates carries RUN in its title, so the clean-up below only ever deletes those:
// the seeded ads stay for public-home.spec.ts.
const RUN = `e2e-ads-${Date.now().toString(36)}`;

function uniqueTitle(testInfo: TestInfo, what: string): string {
  return `${what} ${testInfo.project.name} ${RUN}`;
}

/** A solid-colour PNG, small and quick to send. */
function solidPng(rgb: [number, number, number], width = 64, height = 32): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < rgba.length; i += 4) rgba.set([...rgb, 255], i);
  return encodePng(width, height, rgba);
}

/**
 * A valid PNG padded to about `megabytes` MB with a private ancillary chunk, which image decoders skip.
 * Even over localhost an upload that size takes long enough for the browser to report several steps.
 */
function paddedPng(rgb: [number, number, number], megabytes: number): Buffer {
  const png = solidPng(rgb);
  const type = Buffer.from('qaPd', 'latin1');
  const data = Buffer.alloc(megabytes * 1024 * 1024, 0x5a);
  const header = Buffer.alloc(4);
  header.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(type, data));
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), header, type, data, crc, png.subarray(iend)]);
}

async function openAdsPage(page: Page) {
  await openAdminPage(page, 'Advertisement', '/admin/ads');
  await expect(page.getByTestId('ads-grid')).toBeVisible();
}

/** The grid card whose title is exactly `title`. */
function adCard(page: Page, title: string): Locator {
  return page.getByTestId('ad-card').filter({ has: page.getByTestId('ad-card-title').and(page.getByText(title, { exact: true })) });
}

/** The real (not loop-copy) Digital Outreach slide whose title is exactly `title`, on a fresh home page. */
async function homeSlide(page: Page, title: string): Promise<Locator> {
  await page.goto('/');
  const carousel = page.getByTestId('ads-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-swiper-ready', 'true');
  return carousel.getByTestId('ad-slide').filter({ has: page.getByTestId('ad-title').and(page.getByText(title, { exact: true })) });
}

async function openCreateDialog(page: Page): Promise<Locator> {
  await page.getByTestId('create-ad').click();
  const dialog = page.getByRole('dialog', { name: 'Create Ad' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Records every value the upload progress bar shows, from now on, in window.__adProgress. */
async function recordUploadProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __adProgress: number[] }).__adProgress = seen;
    const read = () => {
      const bar = document.querySelector('[data-test="ad-upload-progress"] [role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined && seen[seen.length - 1] !== Number(value)) seen.push(Number(value));
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

/**
 * Holds every create request (POST /api/ads) in the browser until `release` is called, so the test
 * can look at the modal while the save is in flight. The request is then sent unchanged.
 */
async function holdAdCreation(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ads', async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });
  return { release };
}

test.describe('admin advertisement page', () => {
  test.afterEach(async ({ page }) => {
    // Whatever happened above, leave no ad of this run behind (only this run's titles are touched).
    const reply = await page.request.get('/api/ads');
    if (!reply.ok()) return;
    for (const ad of (await reply.json()) as { id: number; title: string }[]) {
      if (ad.title.includes(RUN)) await page.request.delete(`/api/ads/${ad.id}`);
    }
  });

  test('create, see it on the home carousel, edit the title, replace the image, delete', async ({ page }, testInfo) => {
    test.slow();
    await openAdsPage(page);
    const title = uniqueTitle(testInfo, 'Spring Bootcamp');
    const seededCard = page.getByTestId('ad-card').first();
    await expect(seededCard.getByTestId('ad-card-type')).toHaveText(/^(Image|Video)$/);

    // Create, with the request held back at first so the modal can be looked at while it is in flight.
    const dialog = await openCreateDialog(page);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Image or video').setInputFiles({ name: 'bootcamp.png', mimeType: 'image/png', buffer: solidPng([30, 90, 200]) });
    await expect(dialog.getByTestId('ad-chosen-preview')).toHaveAttribute('src', /^blob:/);
    const hold = await holdAdCreation(page);
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    const bar = dialog.getByTestId('ad-upload-progress').getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d{1,3}$/);
    await expect(dialog.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    hold.release();
    await expect(dialog).toBeHidden();
    await page.unroute('**/api/ads');

    await expect(page.getByTestId('notice-banner')).toHaveText('The ad was created.');
    const card = adCard(page, title);
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('ad-card-type')).toHaveText('Image');
    const media = card.getByTestId('ad-card-media');
    await expect(media).toHaveJSProperty('tagName', 'IMG');
    const firstSrc = (await media.getAttribute('src'))!;
    expect(firstSrc).toMatch(/^\/api\/ads\/[\w-]+\.png$/);
    await expect.poll(() => media.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    await expectNoA11yViolations(page);

    // The home page's Digital Outreach carousel shows it at once.
    let slide = await homeSlide(page, title);
    await expect(slide).toHaveCount(1);
    await expect(slide.getByTestId('ad-media')).toHaveAttribute('src', firstSrc);

    // Edit the title only: the media stays.
    const edited = `${title} (edited)`;
    await page.goto('/admin/ads');
    await adCard(page, title).getByRole('button', { name: `Edit ${title}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Ad' });
    await expect(editDialog.getByLabel('Title')).toHaveValue(title);
    await expect(editDialog.getByTestId('ad-current-media')).toHaveAttribute('src', firstSrc);
    await editDialog.getByLabel('Title').fill(edited);
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog).toBeHidden();
    await expect(page.getByTestId('notice-banner')).toHaveText('The ad was updated.');
    await expect(adCard(page, edited)).toHaveCount(1);
    await expect(adCard(page, title)).toHaveCount(0);
    await expect(adCard(page, edited).getByTestId('ad-card-media')).toHaveAttribute('src', firstSrc);

    slide = await homeSlide(page, edited);
    await expect(slide).toHaveCount(1);
    await expect(slide.getByTestId('ad-media')).toHaveAttribute('src', firstSrc);
    await expect(await homeSlide(page, title)).toHaveCount(0);

    // Replace the image with a large file: the bar follows the browser's real upload progress, and the
    // file is stored under a new name while the old one is gone.
    await page.goto('/admin/ads');
    await adCard(page, edited).getByRole('button', { name: `Edit ${edited}` }).click();
    const mediaDialog = page.getByRole('dialog', { name: 'Edit Ad' });
    await mediaDialog.getByLabel('New image or video (optional)').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: paddedPng([20, 120, 60], 24) });
    await recordUploadProgress(page);
    // Slowed until the bar has shown the upload part-way; then the upload finishes at full speed.
    const cdp = await throttleUploads(page, 32 * 1024);
    await mediaDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectPartWayProgress(mediaDialog.getByTestId('ad-upload-progress').getByRole('progressbar'));
    await stopThrottling(cdp);
    await expect(mediaDialog).toBeHidden({ timeout: 30_000 });
    // Whatever values the bar showed on the way, it never went back.
    const seen = await page.evaluate(() => (window as unknown as { __adProgress: number[] }).__adProgress);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const newMedia = adCard(page, edited).getByTestId('ad-card-media');
    await expect(newMedia).not.toHaveAttribute('src', firstSrc);
    const secondSrc = (await newMedia.getAttribute('src'))!;
    expect(secondSrc).toMatch(/^\/api\/ads\/[\w-]+\.png$/);
    await expect.poll(() => newMedia.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    expect((await page.request.get(firstSrc)).status()).toBe(404);
    slide = await homeSlide(page, edited);
    await expect(slide.getByTestId('ad-media')).toHaveAttribute('src', secondSrc);

    // Delete: dismissing the confirmation keeps it; accepting removes it from the grid and the carousel.
    await page.goto('/admin/ads');
    const deleteButton = adCard(page, edited).getByRole('button', { name: `Delete ${edited}` });
    page.once('dialog', async (confirm) => {
      expect(confirm.type()).toBe('confirm');
      expect(confirm.message()).toContain(AD_MSG.confirmDelete);
      await confirm.dismiss();
    });
    await deleteButton.click();
    await expect(adCard(page, edited)).toHaveCount(1);
    page.once('dialog', (confirm) => confirm.accept());
    await deleteButton.click();
    await expect(adCard(page, edited)).toHaveCount(0);
    await expect(page.getByTestId('notice-banner')).toHaveText(`Deleted the ad “${edited}”.`);
    await expect(await homeSlide(page, edited)).toHaveCount(0);
    await expect(page.getByTestId('ad-slide').first()).toBeAttached();
  });

  test('the form checks title and media, refuses other files, and shows the server refusal', async ({ page }, testInfo) => {
    await openAdsPage(page);
    const dialog = await openCreateDialog(page);
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    await expect(dialog.getByText(AD_MSG.title)).toBeVisible();
    await expect(dialog.getByText(AD_MSG.media)).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);

    // A file that is neither an image nor a video is refused as soon as it is chosen.
    const fileInput = dialog.getByLabel('Image or video');
    await fileInput.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
    await expect(dialog.getByText(AD_MSG.mediaType)).toBeVisible();
    await expect(dialog.getByText(AD_MSG.media)).toHaveCount(0);

    // A page disguised as a PNG passes the browser's check; the server reads the bytes and refuses it.
    const title = uniqueTitle(testInfo, 'Disguised');
    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByText(AD_MSG.title)).toHaveCount(0);
    await fileInput.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
    await expect(dialog.getByText(AD_MSG.mediaType)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    await expect(dialog.getByText(AD_MSG.mediaType)).toBeVisible();
    await expect(fileInput).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(adCard(page, title)).toHaveCount(0);
  });

  test('an empty list and a failed load show the spec messages; a failed load can be retried', async ({ page }) => {
    await openAdsPage(page);
    // The seeded ads must stay for other specs, so the empty and failing answers are played by the browser.
    await page.route('**/api/ads', (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 200, json: [] }) : route.fallback()));
    await page.reload();
    await expect(page.getByTestId('ads-empty')).toHaveText('No ads available');
    await page.unroute('**/api/ads');
    await page.route('**/api/ads', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { message: 'Database unavailable.' } }) : route.fallback(),
    );
    await page.reload();
    await expect(page.getByTestId('ads-error')).toContainText(AD_MSG.fetchFailed);
    await page.unroute('**/api/ads');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('ads-grid')).toBeVisible();
    await expect(page.getByTestId('ads-error')).toHaveCount(0);
  });

  test('an expired session while saving logs the admin out to the login page', async ({ page, context }, testInfo) => {
    await openAdsPage(page);
    const dialog = await openCreateDialog(page);
    const title = uniqueTitle(testInfo, 'Expired');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Image or video').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: solidPng([200, 40, 40]) });
    await context.clearCookies();
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    await expectPath(page, '/login');
    await logInAsAdmin(page);
    const titles = ((await (await page.request.get('/api/ads')).json()) as { title: string }[]).map((ad) => ad.title);
    expect(titles).not.toContain(title);
  });
});
