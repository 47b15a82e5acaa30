import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect } from '../../fixtures';
import { PAID_STUDENT } from '../../helpers';
import { openExercise } from '../helpers';

// Steps and data the Web Elements specs share (journey.spec.ts, defects.spec.ts).

export const EXERCISE = 'web-elements';
export const FILES_API = '/api/practice/v1/web-elements/files';

/** Reads a finished download's bytes. */
export async function downloadedBytes(download: import('@playwright/test').Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Uploads one file through the form and waits for the outcome line. */
export async function uploadThroughForm(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<Locator> {
  await page.getByTestId('file-input').setInputFiles(file);
  await page.getByTestId('file-upload-submit').click();
  const status = page.getByTestId('file-upload-status');
  await expect(status).not.toBeEmpty();
  return status;
}

/** The salary cells of the shown page as numbers. */
export async function shownSalaries(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('table-cell-salary').allTextContents();
  return texts.map((text) => Number(text.replace(/[$,]/g, '')));
}

/** Opens the exercise in clean mode, runs `check`, switches bug mode on with the page's switch, runs it again. */
export async function inBothModes(page: Page, check: (bugMode: boolean) => Promise<void>) {
  await openExercise(page, PAID_STUDENT, EXERCISE, { bugMode: false });
  await check(false);
  await page.getByTestId('bug-mode-switch').click();
  await expect(page.getByTestId('practice-body')).toHaveAttribute('data-bug-mode', 'on');
  await check(true);
}
