import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { MSG } from '../lib/messages';
import { bannerPng } from '../lib/db/seed/media/banner-art';
import { expectPath, fillRegistration, latestCode, logIn, mailCount, registerVerifiedStudent, uniqueEmail } from './helpers';

function scratchFile(name: string, bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qa-e2e-')), name);
  fs.writeFileSync(file, bytes);
  return file;
}

test.describe('accounts', () => {
  test('register shows every validation message on bad input', async ({ page }) => {
    await page.goto('/register');
    await page.getByTestId('register-submit').click();
    await expect(page.getByText(MSG.nameRequired)).toHaveCount(2);
    await expect(page.getByText(MSG.emailRequired)).toBeVisible();
    await expect(page.getByText(MSG.phoneRequired)).toBeVisible();
    await expect(page.getByText(MSG.passwordRequired)).toBeVisible();

    await page.getByTestId('register-first-name').fill('Al');
    await page.getByTestId('register-last-name').fill('T3ster');
    await page.getByTestId('register-email').fill('a@b');
    await page.getByTestId('register-phone').fill('12345');
    await page.getByTestId('register-password').fill('abc');
    await page.getByTestId('register-retype-password').fill('abd');
    await page.getByTestId('register-submit').click();
    await expect(page.getByText(MSG.nameMin)).toBeVisible();
    await expect(page.getByText(MSG.namePattern)).toBeVisible();
    await expect(page.getByText(MSG.emailMin)).toBeVisible();
    await expect(page.getByText(MSG.phoneMin)).toBeVisible();
    await expect(page.getByText(MSG.passwordMin)).toBeVisible();
    await expect(page.getByText(MSG.passwordMismatch)).toBeVisible();

    await page.getByTestId('register-first-name').fill('A'.repeat(31));
    await page.getByTestId('register-email').fill('bad address@example');
    await page.getByTestId('register-phone').fill('555-123-4567');
    await page.getByTestId('register-submit').click();
    await expect(page.getByText(MSG.nameMax)).toBeVisible();
    await expect(page.getByText(MSG.emailPattern)).toBeVisible();
    await expect(page.getByText(MSG.phonePattern)).toBeVisible();

    await page.getByTestId('register-phone').fill('1'.repeat(21));
    await page.getByTestId('register-submit').click();
    await expect(page.getByText(MSG.phoneMax)).toBeVisible();
    await expectPath(page, '/register');
    await expect(page.getByRole('link', { name: "Don't have ID?" })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Have an Account !' })).toHaveAttribute('href', '/login');
  });

  test('register → code from the SMTP sink → verify → login lands on /payment; the same e-mail cannot register twice', async ({ page }, info) => {
    const email = uniqueEmail('new', info.project.name);
    await fillRegistration(page, email);
    await expectPath(page, '/verifyEmail');
    await expect(page.getByTestId('verify-email-address')).toHaveText(email);
    const resend = page.getByTestId('resend-code');
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/Resend Code in \d+s/);

    await page.getByTestId('verify-code').fill('12a');
    await page.getByTestId('verify-submit').click();
    await expect(page.getByText(MSG.codeLength)).toBeVisible();

    await page.getByTestId('verify-code').fill(await latestCode(email));
    await page.getByTestId('verify-submit').click();
    await expect(page.getByText(MSG.verified)).toBeVisible();
    await expectPath(page, '/login');
    // Issue 41: the login form carries on with the e-mail just verified; only the password is left to type.
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await logIn(page, { email, password: 'Tester-pass-2026' });
    await expectPath(page, '/payment');

    await page.context().clearCookies();
    await fillRegistration(page, email);
    await expect(page.getByTestId('notice-banner')).toHaveText(MSG.alreadyRegistered);
  });

  test('profile: rename, photo upload with refusals, e-mail change with re-verification', async ({ page }, info) => {
    const { email, password } = await registerVerifiedStudent(page, uniqueEmail('profile', info.project.name));
    await page.goto('/student');
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await expect(page.getByTestId('profile-payment')).toContainText('Not Pay');
    await expect(page.getByTestId('profile-student-id')).toHaveText(/^QA-\d+$/);

    await page.getByTestId('edit-profile').click();
    await page.getByTestId('profile-username-input').fill('Quinn Renamed');
    await page.getByTestId('save-profile').click();
    await expect(page.getByTestId('notice-banner')).toHaveText(MSG.profileUpdated);
    await expect(page.getByTestId('profile-username')).toHaveText('Quinn Renamed');

    // A text file dressed as a PNG is refused by the server, which reads the bytes.
    await page.getByTestId('change-photo').click();
    await page.getByTestId('photo-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>'.repeat(20)) });
    await page.getByTestId('upload-photo').click();
    await expect(page.getByText(MSG.imageType)).toBeVisible();

    // A 5 MB image is refused before any upload.
    const big = scratchFile('big.png', Buffer.concat([bannerPng(1), Buffer.alloc(5 * 1024 * 1024)]));
    await page.getByTestId('photo-input').setInputFiles(big);
    await page.getByTestId('upload-photo').click();
    await expect(page.getByText(MSG.profilePhoto)).toBeVisible();

    await page.getByTestId('photo-input').setInputFiles(scratchFile('me.png', bannerPng(2)));
    await page.getByTestId('upload-photo').click();
    await expect(page.getByText('PROFILE PHOTO UPDATED SUCCESSFULLY')).toBeVisible();
    const photo = page.getByTestId('profile-photo');
    await expect(photo).toHaveAttribute('src', /\/api\/profile\/[0-9a-f-]+\.png/);
    const src = await photo.getAttribute('src');
    const served = await page.request.get(src!);
    expect(served.headers()['content-type']).toBe('image/png');

    const newEmail = uniqueEmail('moved', info.project.name);
    const before = await mailCount(newEmail);
    await page.getByTestId('edit-profile').click();
    await page.getByTestId('profile-email-input').fill(newEmail);
    // An e-mail change asks for the current password; a wrong one is said under the field.
    await page.getByTestId('profile-current-password-input').fill('not-my-password');
    await page.getByTestId('save-profile').click();
    await expect(page.getByText(MSG.currentPasswordWrong)).toBeVisible();
    await page.getByTestId('profile-current-password-input').fill(password);
    await page.getByTestId('save-profile').click();
    await expectPath(page, '/verifyEmail');
    await expect(page.getByTestId('verify-email-address')).toHaveText(newEmail);
    await page.getByTestId('verify-code').fill(await latestCode(newEmail, before));
    await page.getByTestId('verify-submit').click();
    await expect(page.getByText(MSG.verified)).toBeVisible();
    // The account now logs in with the new address only.
    await logIn(page, { email: newEmail, password });
    await expectPath(page, '/payment');
  });

  test('change password logs out, and the new password works', async ({ page }, info) => {
    const { email, password } = await registerVerifiedStudent(page, uniqueEmail('pw', info.project.name));
    await page.goto('/student');
    await page.getByTestId('change-password').click();
    await page.getByTestId('current-password').fill('abc');
    await page.getByTestId('new-password').fill('x');
    await page.getByTestId('submit-password').click();
    await expect(page.getByText(MSG.passwordChange)).toBeVisible();
    await page.getByTestId('current-password').fill(password);
    await page.getByTestId('new-password').fill('Changed-pass-2026');
    await page.getByTestId('submit-password').click();
    await expectPath(page, '/login');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    await logIn(page, { email, password });
    await expect(page.getByTestId('notice-banner')).toHaveText('Invalid email or password.');
    await logIn(page, { email, password: 'Changed-pass-2026' });
    await expectPath(page, '/payment');
  });

  test('forgot password end to end, including a wrong code', async ({ page }, info) => {
    const { email } = await registerVerifiedStudent(page, uniqueEmail('forgot', info.project.name));
    await page.context().clearCookies();
    const before = await mailCount(email);
    await page.goto('/forgot-password');
    await expect(page.getByTestId('forgot-step')).toHaveText('Step 1 of 3');
    await page.getByTestId('forgot-email').fill(email);
    await page.getByTestId('forgot-email-submit').click();
    await expect(page.getByTestId('forgot-step')).toHaveText('Step 2 of 3');
    const code = await latestCode(email, before);

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByTestId('forgot-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('forgot-code-submit').click();
    await expect.poll(() => alerts).toEqual([MSG.wrongCode]);
    await expect(page.getByTestId('forgot-step')).toHaveText('Step 2 of 3');

    await page.getByTestId('forgot-code').fill(code);
    await page.getByTestId('forgot-code-submit').click();
    await expect(page.getByTestId('forgot-step')).toHaveText('Step 3 of 3');
    await page.getByTestId('forgot-password').fill('Reset-pass-2026');
    await page.getByTestId('forgot-password-submit').click();
    await expect(page.getByText(MSG.resetDone)).toBeVisible();
    await expectPath(page, '/login');
    await logIn(page, { email, password: 'Reset-pass-2026' });
    await expectPath(page, '/payment');
  });
});
