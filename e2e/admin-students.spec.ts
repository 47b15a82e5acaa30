import { expect, test, type Browser, type Page, type TestInfo } from './fixtures';
import { DELETE_STUDENT_PROMPT, MASKED_CODE, NOT_VERIFIED_TIP } from '../components/admin/students/students-copy';
import { bannerPng } from '../lib/db/seed/media/banner-art';
import { MSG } from '../lib/messages';
import { logInAsAdmin } from './admin-helpers';
import { expectNoA11yViolations } from './axe';
import { ADMIN, expectPath, latestCode, logIn, mailCount, openPortalMenuIfFolded, PAID_STUDENT, UNPAID_STUDENT, uniqueEmail } from './helpers';

async function openStudentsAsAdmin(page: Page) {
  await logInAsAdmin(page);
  await page.goto('/admin/students');
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
}

/** The table row of the student with this e-mail. */
function studentRow(page: Page, email: string) {
  return page.getByTestId('student-row').filter({ has: page.getByTestId('student-email').getByText(email, { exact: true }) });
}

/** A new browser (no shared cookies) on the same device as the test's project. */
async function freshPage(browser: Browser, page: Page, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL: new URL(page.url()).origin });
  return context.newPage();
}

test.describe('admin students', () => {
  test('a student opening /admin/students gets the 403 page', { tag: '@desktop' }, async ({ page }) => {
    await logIn(page, UNPAID_STUDENT);
    await expectPath(page, '/payment');
    const response = await page.goto('/admin/students');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByTestId('students-table')).toHaveCount(0);
  });

  test('from the sidebar: the seeded verified, paying student shows a check mark and CARD', async ({ page, baseURL }, testInfo) => {
    await logInAsAdmin(page);
    // A 40-character address (the longest allowed) with one long unbroken part must not widen the table.
    const longEmail = `${testInfo.project.name[0]}${Date.now().toString(36)}widecolumncheckaddr@example.com`.slice(-40);
    const created = await page.request.post('/api/users', {
      headers: { Origin: baseURL! },
      data: { username: 'Wide.Column', email: longEmail, password: 'Tester-pass-2026' },
    });
    expect(created.status()).toBe(201);
    const longId = ((await created.json()) as { user: { id: string } }).user.id;
    await openPortalMenuIfFolded(page);
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Students', exact: true }).click();
    await expectPath(page, '/admin/students');

    const table = page.getByTestId('students-table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Image', 'Student ID', 'Name', 'E-mail', 'Phone', 'Verify', 'Payment', 'Edit', 'Delete']);
    await expect(page.getByTestId('students-count')).toHaveText(/^\d+ students?$/);

    const priya = studentRow(page, PAID_STUDENT.email);
    await expect(priya.getByTestId('student-name')).toHaveText('Priya Raman');
    await expect(priya.getByTestId('student-id')).toHaveText(/^QA-\d+$/);
    await expect(priya.getByTestId('student-phone')).toHaveText('+12025550143');
    await expect(priya.getByRole('img', { name: 'Verified' })).toBeVisible();
    await expect(priya.getByTestId('verify-masked')).toHaveCount(0);
    await expect(priya.getByTestId('payment-method')).toHaveText('CARD');

    // Nothing sticks out sideways: cards on a phone, a table that fits the screen on a desktop.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    const deletePriya = priya.getByRole('button', { name: 'Delete Priya Raman' });
    await deletePriya.scrollIntoViewIfNeeded();
    await expect(deletePriya).toBeInViewport({ ratio: 1 });

    const marcus = studentRow(page, UNPAID_STUDENT.email);
    await expect(marcus.getByRole('img', { name: 'Not paid' })).toBeVisible();
    // Admins are not students: they are not listed.
    await expect(page.getByTestId('student-email').getByText(ADMIN.email)).toHaveCount(0);
    await expectNoA11yViolations(page);
    expect((await page.request.delete(`/api/users/${longId}`, { headers: { Origin: baseURL! } })).status()).toBe(200);
  });

  // The list's states read the same on any screen: desktop only (the phone runs the table's cards and the journey).
  test('loading state, then the spec message with a retry when the list fails, and a 401 logs out', { tag: '@desktop' }, async ({ page }) => {
    await logInAsAdmin(page);

    // These answers are played by the browser: the real list must stay intact for the other tests.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: 'Something went wrong. Please try again later.' } });
    });
    await page.goto('/admin/students');
    await expect(page.getByTestId('students-loading')).toHaveText(/Loading students…/);
    release();
    await expect(page.getByTestId('students-error')).toContainText(MSG.studentsFetchFailed);
    await expect(page.getByTestId('students-loading')).toHaveCount(0);

    await page.unroute('**/api/users');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(studentRow(page, PAID_STUDENT.email)).toBeVisible();
    await expect(page.getByTestId('students-error')).toHaveCount(0);

    await page.route('**/api/users', (route) => route.fulfill({ status: 401, json: { message: 'Please log in.' } }));
    await page.reload();
    await expectPath(page, '/login');
    await page.unroute('**/api/users');
    // It was a real logout: the server session has ended too.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('the empty list says so', { tag: '@desktop' }, async ({ page }) => {
    await logInAsAdmin(page);
    await page.route('**/api/users', (route) => route.fulfill({ status: 200, json: [] }));
    await page.goto('/admin/students');
    await expect(page.getByTestId('students-empty')).toContainText('No students yet.');
    await expect(page.getByTestId('students-count')).toHaveText('0 students');
  });

  test('register with a photo → resend code → edit → new password → delete', async ({ page, browser }, testInfo) => {
    await openStudentsAsAdmin(page);
    await expect(page.getByTestId('students-table')).toBeVisible();

    // Register Student: every message first, then a real registration with a photo.
    await page.getByRole('button', { name: 'Register Student' }).click();
    const dialog = page.getByTestId('register-student-dialog');
    await expect(dialog.getByRole('heading', { name: 'Register Student' })).toBeVisible();
    await expect(dialog.getByLabel('Username')).toBeFocused();
    await dialog.getByTestId('submit-register-student').click();
    await expect(dialog.getByText(MSG.usernameRequired)).toBeVisible();
    await expect(dialog.getByText(MSG.emailRequired)).toBeVisible();
    await expect(dialog.getByText(MSG.passwordRequired)).toBeVisible();

    const image = dialog.getByTestId('student-image-input');
    await image.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(dialog.getByText(MSG.imageType)).toBeVisible();
    await image.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([bannerPng(1), Buffer.alloc(4 * 1024 * 1024)]) });
    await expect(dialog.getByText(MSG.imageTooLarge)).toBeVisible();
    await dialog.getByLabel('Phone (optional)').fill('555-010-0199');
    await dialog.getByTestId('submit-register-student').click();
    await expect(dialog.getByText(MSG.phonePattern)).toBeVisible();
    await expectNoA11yViolations(page);

    const email = uniqueEmail('admin-made', testInfo.project.name);
    const password = 'Admin-made-2026';
    await dialog.getByLabel('Username').fill('Quinn Admin Made');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Phone (optional)').fill('+15551230000');
    await image.setInputFiles({ name: 'quinn.png', mimeType: 'image/png', buffer: bannerPng(3) });
    await expect(dialog.getByTestId('student-image-preview')).toBeVisible();
    await expect(dialog.getByText(MSG.imageTooLarge)).toHaveCount(0);
    await dialog.getByTestId('submit-register-student').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('notice-banner')).toHaveText('Student registered. A verification code was sent to their e-mail.');

    const row = studentRow(page, email);
    await expect(row.getByTestId('student-name')).toHaveText('Quinn Admin Made');
    await expect(row.getByTestId('student-id')).toHaveText(/^QA-\d+$/);
    await expect(row.getByTestId('student-phone')).toHaveText('+15551230000');
    await expect(row.getByRole('img', { name: 'Not paid' })).toBeVisible();
    const photo = row.getByRole('img', { name: 'Photo of Quinn Admin Made' });
    await expect(photo).toHaveAttribute('src', /^\/api\/profile\/[0-9a-f-]+\.png$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Not verified: a masked value (never the code) whose tooltip says so.
    const masked = row.getByTestId('verify-masked');
    await expect(masked).toHaveText(`${MASKED_CODE}Not verified`);
    await expect(masked).toHaveAccessibleDescription(NOT_VERIFIED_TIP);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeHidden();
    await masked.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(NOT_VERIFIED_TIP);
    await masked.press('Escape');
    await expect(tooltip).toBeHidden();

    // Resend code: a new mail reaches the student, and its code verifies the address.
    const firstCode = await latestCode(email);
    expect(await row.textContent()).not.toContain(firstCode);
    const before = await mailCount(email);
    await row.getByRole('button', { name: 'Resend code to Quinn Admin Made' }).click();
    await expect(page.getByTestId('notice-banner')).toHaveText('A new verification code was sent to the student.');
    const code = await latestCode(email, before);
    expect((await page.request.post('/api/auth/confirm-email', { data: { email, code } })).status()).toBe(200);
    await page.reload();
    await expect(studentRow(page, email).getByRole('img', { name: 'Verified' })).toBeVisible();
    await expect(studentRow(page, email).getByTestId('verify-masked')).toHaveCount(0);

    // Edit the name: the table shows it, before and after a reload.
    await studentRow(page, email).getByRole('button', { name: 'Edit Quinn Admin Made' }).click();
    const edit = page.getByTestId('edit-student-dialog');
    await expect(edit.getByLabel('Username')).toHaveValue('Quinn Admin Made');
    await expect(edit.getByLabel('E-mail')).toHaveValue(email);
    await edit.getByLabel('Username').fill('ab');
    await edit.getByTestId('save-edit-student').click();
    await expect(edit.getByText(MSG.usernameMin)).toBeVisible();
    await edit.getByLabel('Username').fill('Quinn Renamed');
    await edit.getByTestId('save-edit-student').click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('notice-banner')).toHaveText(MSG.profileUpdated);
    await expect(studentRow(page, email).getByTestId('student-name')).toHaveText('Quinn Renamed');
    await page.reload();
    await expect(studentRow(page, email).getByTestId('student-name')).toHaveText('Quinn Renamed');

    // A new password: the student logs in with it in a browser of their own, not with the old one.
    await studentRow(page, email).getByRole('button', { name: 'Change password of Quinn Renamed' }).click();
    const change = page.getByTestId('student-password-dialog');
    await change.getByLabel('New password').fill('abc');
    await change.getByTestId('submit-student-password').click();
    await expect(change.getByText(MSG.passwordMin)).toBeVisible();
    await change.getByLabel('New password').fill('Fresh-start-2026');
    await change.getByTestId('submit-student-password').click();
    await expect(change).toBeHidden();
    await expect(page.getByTestId('notice-banner')).toHaveText('Password changed. The student has been logged out everywhere.');

    const student = await freshPage(browser, page, testInfo);
    await logIn(student, { email, password });
    await expect(student.getByTestId('notice-banner')).toHaveText('Invalid email or password.');
    await logIn(student, { email, password: 'Fresh-start-2026' });
    await expectPath(student, '/payment');

    // Delete: the spec's prompt; Cancel keeps the student, Delete removes them for good.
    const deleteButton = studentRow(page, email).getByRole('button', { name: 'Delete Quinn Renamed' });
    await deleteButton.click();
    const confirm = page.getByTestId('delete-student-dialog');
    await expect(confirm).toHaveAccessibleDescription(DELETE_STUDENT_PROMPT);
    await expect(confirm.getByText(DELETE_STUDENT_PROMPT, { exact: true })).toBeVisible();
    await expect(confirm.getByTestId('delete-student-name')).toHaveText('Quinn Renamed');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(studentRow(page, email)).toHaveCount(1);

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('notice-banner')).toHaveText('Quinn Renamed was deleted.');
    await expect(studentRow(page, email)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('students-table')).toBeVisible();
    await expect(studentRow(page, email)).toHaveCount(0);

    // Their session ended with the account.
    expect((await student.request.get('/api/auth/me')).status()).toBe(401);
    await student.context().close();
  });
});
