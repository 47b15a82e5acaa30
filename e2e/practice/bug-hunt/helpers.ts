import { expect, type Page, type TestInfo } from '@playwright/test';
import { uniqueEmail } from '../../helpers';
import type { Learner } from '../helpers';

// Steps of the bug hunt specs: a learner of its own (a credit counts once per learner, and these specs run on both
// projects and may be retried), registered through the API; and a report filed through the page's form.

export async function newLearner(page: Page, baseURL: string, testInfo: TestInfo, prefix: string): Promise<Learner> {
  const learner = { email: uniqueEmail(`${prefix}.${testInfo.retry}`, testInfo.project.name), password: 'Tester-pass-2026' };
  const registered = await page.request.post('/api/auth/register', {
    headers: { Origin: baseURL },
    data: { username: 'Hana Hunter', email: learner.email, phone: '+15551234567', password: learner.password, selectedCourses: [] },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return learner;
}

export interface FormReport {
  /** The area's label, as the list shows it. */
  area: string;
  title: string;
  actual: string;
  screenshot?: Buffer;
}

/** Opens "Report a defect", fills it in, sends it, and waits for the dialog to close on the verdict. */
export async function fileThroughForm(page: Page, report: FormReport): Promise<void> {
  await page.getByTestId('report-defect-open').click();
  const dialog = page.getByTestId('report-defect-dialog');
  await expect(dialog.getByRole('heading', { name: 'Report a defect' })).toBeVisible();
  await dialog.getByLabel('Title').fill(report.title);
  await dialog.getByLabel('Area').selectOption({ label: report.area });
  await dialog.getByLabel('Steps to reproduce').fill('1. Open the exercise with bug mode on.\n2. Look at it.');
  await dialog.getByLabel('Expected result').fill('What the task sheet says.');
  await dialog.getByLabel('Actual result').fill(report.actual);
  await dialog.getByLabel('Severity').selectOption('low');
  if (report.screenshot) await dialog.getByLabel('Screenshot (optional)').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: report.screenshot });
  await dialog.getByTestId('report-defect-submit').click();
  await expect(dialog).toBeHidden();
}
