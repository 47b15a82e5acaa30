import { expect, test } from './fixtures';
import { AD_MSG } from '../lib/messages';
import { expectNoA11yViolations } from './axe';
import { logInAsAdmin } from './admin-helpers';
import { expectPath } from './helpers';
import { expectPartWayProgress, stopThrottling, throttleUploads } from './upload-throttle';
import { RUN, uniqueTitle, solidPng, paddedPng, openAdsPage, adCard, homeSlide, openCreateDialog, recordUploadProgress, holdAdCreation } from './admin-ads-helpers';

// Every ad this spec creates carries RUN in its title, so the clean-up below only ever deletes those:
// the seeded ads stay for public-home.spec.ts.

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

  test('the form checks title and media, refuses other files, and shows the server refusal', { tag: '@desktop' }, async ({ page }, testInfo) => {
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

  test('an expired session while saving logs the admin out to the login page', { tag: '@desktop' }, async ({ page, context }, testInfo) => {
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
