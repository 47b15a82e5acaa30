import { WEB_ELEMENTS_FILE_MSG } from '../../../lib/practice/exercises/web-elements/file-rules';
import { sampleCsv } from '../../../lib/practice/exercises/web-elements/sample-csv';
import { expectNoA11yViolations } from '../../axe';
import { test, expect } from '../../fixtures';
import { PAID_STUDENT, UNPAID_STUDENT } from '../../helpers';
import { openExercise } from '../helpers';
import { EXERCISE, FILES_API, downloadedBytes, uploadThroughForm } from './helpers';

// The Web Elements exercise (docs/practice/web-elements.md): each card's journey in clean mode on desktop
// and phone, the file upload/download/delete cycle, per-learner isolation and reset, axe, no foreign
// requests, and for each planted defect (WEB-01…08) one check that passes with bug mode off and fails on.
// This file: the clean-mode journeys, isolation and reset.
// This file: file upload, download and delete, the refusals, and per-learner files.

test.describe('Web Elements, clean mode: files', () => {

  test('a file uploads, lists, downloads with the same bytes, and deletes; wrong files are refused with the server’s message', async ({ page }) => {
    await openExercise(page, PAID_STUDENT, EXERCISE);
    await expect(page.getByTestId('file-list-empty')).toHaveText('No files uploaded yet.');

    // Refusals: no file chosen, a text file named .png.
    await page.getByTestId('file-upload-submit').click();
    await expect(page.getByTestId('file-upload-status')).toHaveText(WEB_ELEMENTS_FILE_MSG.missing);
    let status = await uploadThroughForm(page, { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(status).toHaveText(WEB_ELEMENTS_FILE_MSG.badType);
    await expect(page.getByTestId('file-list-empty')).toBeVisible();

    const content = Buffer.from('id,result\n1,passed\n2,failed\n');
    status = await uploadThroughForm(page, { name: 'results.csv', mimeType: 'text/csv', buffer: content });
    await expect(status).toHaveText(`Uploaded results.csv (${content.length} bytes).`);
    const row = page.getByTestId('file-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('file-name')).toHaveText('results.csv');
    await expect(row.getByTestId('file-size')).toHaveText(`${content.length} bytes`);
    await expect(row.getByTestId('file-type')).toHaveText('text/csv; charset=utf-8');
    await expect(row.getByTestId('file-uploaded-at')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    await expectNoA11yViolations(page);

    // The list is the server's: it is there after a reload.
    await page.reload();
    await expect(page.getByTestId('file-row').getByTestId('file-name')).toHaveText('results.csv');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download results.csv' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('results.csv');
    expect((await downloadedBytes(download)).equals(content)).toBe(true);

    const sampleDownloading = page.waitForEvent('download');
    await page.getByTestId('file-sample-download').click();
    const sample = await sampleDownloading;
    expect(sample.suggestedFilename()).toBe('sample.csv');
    expect((await downloadedBytes(sample)).toString('utf8')).toBe(sampleCsv());

    await page.getByRole('button', { name: 'Delete results.csv' }).click();
    await expect(page.getByTestId('file-list-status')).toHaveText(WEB_ELEMENTS_FILE_MSG.deleted('results.csv'));
    await expect(page.getByTestId('file-list-empty')).toBeVisible();
  });

  test('one learner’s upload is invisible to another (list and download 404), and reset deletes it', { tag: '@desktop' }, async ({ page, browser, baseURL }) => {
    await openExercise(page, PAID_STUDENT, EXERCISE);
    await uploadThroughForm(page, { name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from('Priya only') });
    const row = page.getByTestId('file-row');
    await expect(row).toHaveCount(1);
    const id = await row.getAttribute('data-file-id');
    expect((await page.request.get(`${FILES_API}/${id}`)).status()).toBe(200);

    const otherContext = await browser.newContext({ baseURL });
    const other = await otherContext.newPage();
    try {
      await openExercise(other, UNPAID_STUDENT, EXERCISE);
      await expect(other.getByTestId('file-list-empty')).toBeVisible();
      const stolen = await other.request.get(`${FILES_API}/${id}`);
      expect(stolen.status()).toBe(404);
      expect(await stolen.json()).toEqual({ message: 'There is no such file among your uploads.', code: 'FILE_NOT_FOUND' });
      expect((await other.request.delete(`${FILES_API}/${id}`)).status()).toBe(404);
    } finally {
      await otherContext.close();
    }

    // Reset through the page's own control: the list empties at once and the file is gone on the server.
    await page.getByTestId('reset-practice-data').click();
    await page.getByTestId('reset-practice-confirm').click();
    await expect(page.getByTestId('practice-controls-status')).toHaveText('Your practice data is back to its start state.');
    await expect(page.getByTestId('file-list-empty')).toBeVisible();
    expect((await page.request.get(`${FILES_API}/${id}`)).status()).toBe(404);
  });
});
