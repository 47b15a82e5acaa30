import { expect, type Locator, type Page, type TestInfo } from './fixtures';
import { crc32, encodePng } from '../lib/db/seed/media/png';
import { openAdminPage } from './admin-helpers';

// Steps and pictures of the ads admin spec (admin-ads.spec.ts).

export const RUN = `e2e-ads-${Date.now().toString(36)}`;

export function uniqueTitle(testInfo: TestInfo, what: string): string {
  return `${what} ${testInfo.project.name} ${RUN}`;
}

/** A solid-colour PNG, small and quick to send. */
export function solidPng(rgb: [number, number, number], width = 64, height = 32): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < rgba.length; i += 4) rgba.set([...rgb, 255], i);
  return encodePng(width, height, rgba);
}

/**
 * A valid PNG padded to about `megabytes` MB with a private ancillary chunk, which image decoders skip.
 * Even over localhost an upload that size takes long enough for the browser to report several steps.
 */
export function paddedPng(rgb: [number, number, number], megabytes: number): Buffer {
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

export async function openAdsPage(page: Page) {
  await openAdminPage(page, 'Advertisement', '/admin/ads');
  await expect(page.getByTestId('ads-grid')).toBeVisible();
}

/** The grid card whose title is exactly `title`. */
export function adCard(page: Page, title: string): Locator {
  return page.getByTestId('ad-card').filter({ has: page.getByTestId('ad-card-title').and(page.getByText(title, { exact: true })) });
}

/** The real (not loop-copy) Digital Outreach slide whose title is exactly `title`, on a fresh home page. */
export async function homeSlide(page: Page, title: string): Promise<Locator> {
  await page.goto('/');
  const carousel = page.getByTestId('ads-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-swiper-ready', 'true');
  return carousel.getByTestId('ad-slide').filter({ has: page.getByTestId('ad-title').and(page.getByText(title, { exact: true })) });
}

export async function openCreateDialog(page: Page): Promise<Locator> {
  await page.getByTestId('create-ad').click();
  const dialog = page.getByRole('dialog', { name: 'Create Ad' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Records every value the upload progress bar shows, from now on, in window.__adProgress. */
export async function recordUploadProgress(page: Page) {
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
export async function holdAdCreation(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ads', async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });
  return { release };
}
