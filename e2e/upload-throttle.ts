import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';

/**
 * Chromium's upload throttling (DevTools protocol): the browser's real upload progress becomes slow
 * enough to be watched part-way, whatever the machine's load. Stop it once the part-way state was seen.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return cdp;
}

export async function stopThrottling(cdp: CDPSession) {
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.detach();
}

/**
 * Waits until a progress bar shows the upload part-way (more than 0, less than 100). A state to wait
 * for, not a sample: with uploads throttled it lasts for seconds, and the test ends the throttle after.
 */
export async function expectPartWayProgress(bar: Locator) {
  await expect
    .poll(async () => {
      const value = Number(await bar.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    })
    .toBe(true);
}
