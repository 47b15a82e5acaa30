import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { MSG, TRAINING_MSG } from '../lib/messages';
import { expectPath, fillRegistration, logIn } from './helpers';
import { printedAdminLogin, startNewcomerServer, type NewcomerServer } from './newcomer-server';
import { newestOutboxMail, outboxCount } from './outbox';
import { uploadThroughForm } from './practice/web-elements/helpers';
import { recordVideo } from './recorded-video';

// Issue 10: a fresh `npm install && npm start` could not e-mail a single code while every test was
// green, because every test ran with an SMTP sink and relaxed rate limits. This journey runs the
// production server as a newcomer gets it (see newcomer-server.ts): no settings but PORT, empty data/
// and uploads/ folders, mail read from data/outbox/*.eml. Desktop only (playwright.config.ts).

// Its own port, so it does not meet a developer's `npm start` on 3000 or the suite's server.
const PORT = Number(process.env.E2E_NEWCOMER_PORT ?? 3700);
const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

let server: NewcomerServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startNewcomerServer(PORT);
});

test.afterAll(async () => {
  await server?.stop();
});

test.use({ baseURL: `http://localhost:${PORT}` });

/**
 * The fresh server's first request is a login: the fast path answers it and may build the auth instance every bundle
 * shares, whose errors a route used to miss, answering a wrong code as an unexpected error (lib/auth/auth-api-error.ts).
 */
async function wrongCodeAfterFirstLogin(request: APIRequestContext) {
  const origin = { origin: `http://localhost:${PORT}` };
  expect((await request.post('/api/auth/login', { headers: origin, data: { email: 'nobody.yet@example.com', password: 'Nobody-pass-2026' } })).status()).toBe(401);
  const email = `first.${Date.now().toString(36)}@example.com`;
  const registered = await request.post('/api/auth/register', {
    headers: origin,
    data: { username: 'First Learner', email, phone: '+15557654321', password: 'First-pass-2026', selectedCourses: [] },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const { code } = await newestOutboxMail(server.outboxDir, email);
  const wrong = await request.post('/api/auth/confirm-email', { headers: origin, data: { email, code: code === '000000' ? '111111' : '000000' } });
  expect(wrong.status(), await wrong.text()).toBe(400);
  expect((await wrong.json()).message).toBe(MSG.wrongCode);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
}

test('a newcomer install: admin uploads a video; a student registers, verifies, pays, watches it, resets the password', async ({ page, request }) => {
  test.setTimeout(240_000);
  // First, while the server has answered nothing yet (one test: the file's tests would run in parallel workers).
  await test.step("the fresh server's first request is a login; a wrong code after it is answered with its message", () => wrongCodeAfterFirstLogin(request));
  const title = `Welcome to QA Academy ${Date.now().toString(36)}`;
  const student = { email: `newcomer.${Date.now().toString(36)}@example.com`, password: 'Newcomer-pass-2026' };

  await test.step('the admin logs in with the printed password and uploads a training video', async () => {
    const admin = printedAdminLogin(server.log());
    const video = await recordVideo(page.context());
    await logIn(page, admin);
    await expectPath(page, '/admin');
    await page.getByRole('link', { name: 'Training Video' }).click();
    await expectPath(page, '/admin/training-video');
    await page.getByLabel('Video title').fill(title);
    await page.getByLabel('Video file').setInputFiles(video);
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await expect(page.getByTestId('notice-banner')).toHaveText(TRAINING_MSG.uploaded, { timeout: 30_000 });
    await expect(page.getByTestId('training-video-item').filter({ hasText: title })).toHaveCount(1);
    await logOut(page);
  });

  await test.step('a student registers and verifies with the code from data/outbox', async () => {
    await fillRegistration(page, student.email, student.password);
    await expectPath(page, '/verifyEmail');
    const mail = await newestOutboxMail(server.outboxDir, student.email);
    expect(mail.subject).toBe('Your QA Academy verification code');
    await page.getByTestId('verify-code').fill(mail.code!);
    await page.getByTestId('verify-submit').click();
    await expect(page.getByText(MSG.verified)).toBeVisible();
    await expectPath(page, '/login');
  });

  await test.step('logs in and pays with the sandbox card', async () => {
    await logIn(page, student);
    await expectPath(page, '/payment');
    await page.getByTestId('payment-card-number').fill('4242 4242 4242 4242');
    await page.getByTestId('payment-expiry').fill(FUTURE_EXPIRY);
    await page.getByTestId('payment-cvc').fill('123');
    await page.getByTestId('payment-submit').click();
    await expect(page.getByTestId('payment-status')).toHaveText('Payment Successful! Redirecting...');
    await expectPath(page, '/');
  });

  await test.step('stores a practice file in the lab: its bytes land in uploads/, and the practice API states its default limit', async () => {
    await page.goto('/student/practice/web-elements/v1');
    const content = Buffer.from('id,result\n1,passed\n');
    const status = await uploadThroughForm(page, { name: 'first-run.csv', mimeType: 'text/csv', buffer: content });
    await expect(status).toHaveText(`Uploaded first-run.csv (${content.length} bytes).`);
    expect(fs.readdirSync(path.join(server.dir, 'uploads', 'practice'))).toHaveLength(1);
    const reply = await page.request.get('/api/practice/v1/web-elements/files');
    expect(reply.headers()['ratelimit-limit']).toBe('200');
  });

  await test.step('plays the uploaded video', async () => {
    // The player may fetch the file as soon as the page loads (preload="metadata"): listen before.
    const mediaStatuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/trainings/videos/')) mediaStatuses.push(response.status());
    });
    await page.goto('/learning');
    const player = page.getByTestId('videos-panel').getByTestId('training-video').filter({ hasText: title }).locator('video');
    await expect(player).toHaveCount(1);
    // Muted, so the browser's autoplay policy lets play() start without a click on the controls.
    await player.evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    await expect.poll(() => mediaStatuses.length).toBeGreaterThan(0);
    expect(mediaStatuses.every((status) => status === 200 || status === 206)).toBe(true);
    // HAVE_CURRENT_DATA or better, and the playhead moved: the browser decoded and played real frames.
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);
    expect(await player.evaluate((video: HTMLVideoElement) => video.error?.message ?? null)).toBeNull();
    await logOut(page);
  });

  await test.step('resets the forgotten password with the code from data/outbox, and logs in with it', async () => {
    const before = outboxCount(server.outboxDir, student.email);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expectPath(page, '/forgot-password');
    await page.getByTestId('forgot-email').fill(student.email);
    await page.getByTestId('forgot-email-submit').click();
    await expect(page.getByTestId('forgot-step')).toHaveText('Step 2 of 3');
    const mail = await newestOutboxMail(server.outboxDir, student.email, before);
    expect(mail.subject).toBe('Your QA Academy password reset code');
    await page.getByTestId('forgot-code').fill(mail.code!);
    await page.getByTestId('forgot-code-submit').click();
    await expect(page.getByTestId('forgot-step')).toHaveText('Step 3 of 3');
    await page.getByTestId('forgot-password').fill('Renewed-pass-2026');
    await page.getByTestId('forgot-password-submit').click();
    await expect(page.getByText(MSG.resetDone)).toBeVisible();
    await expectPath(page, '/login');

    await logIn(page, { email: student.email, password: 'Renewed-pass-2026' });
    // Paid: the student's own portal, not the payment page.
    await expectPath(page, '/student');
    await logOut(page);
  });

  await test.step('the server log shows no mail failure and no unexpected error', async () => {
    const log = server.log();
    expect(log).toContain(`[mail] to=${student.email}`);
    expect(log).not.toContain('could not be e-mailed');
    expect(log).not.toContain('[api] unexpected error');
  });
});
