import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { setUpBatch, type BatchWorld } from './enrol-setup';
import { expect, test } from './fixtures';
import { PAID_STUDENT, expectPath, latestCode, logIn, mailSubjects } from './helpers';
import { fillCart, goToPayment, payByCard } from './practice/grocery/helpers';
import { logInWithIdentity } from './progress-setup';
import { timedVideo } from './timed-video';

// From a schedule row to a course (docs/product.md#home-page, #registration, #payment, #my-learning), desktop and phone
// (@phone): what needs a browser. The batch rules (checked on the server, recorded, 404 for a missing batch) are in
// tests/integration/enrolment-batch.test.ts, My learning's data in tests/integration/progress/my-learning.test.ts.
// Set-up goes through the API (./enrol-setup.ts); each test has its own course and batch, removed afterwards.

const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
let world: BatchWorld | undefined;

test.afterEach(async () => {
  await world?.cleanUp();
  world = undefined;
});

async function verifyAndLogIn(page: Page, email: string, password: string) {
  await expectPath(page, '/verifyEmail');
  await page.getByTestId('verify-code').fill(await latestCode(email));
  await page.getByTestId('verify-submit').click();
  await expectPath(page, '/login');
  await logIn(page, { email, password });
  await expectPath(page, '/payment');
}

// Issue 41's whole way: from a schedule row to the certificate, on the default install's mail and notices.
test('@phone a visitor enrols from a schedule row, pays for the batch, watches its video, completes an exercise and is told of the certificate', async ({ page, baseURL, context }, testInfo) => {
  test.slow();
  // A course with a video of its own and a rule of one exercise; no topics, so Continue leads to the video first.
  const video = await timedVideo(context, 3);
  world = await setUpBatch(baseURL!, testInfo.project.name, { topics: [], video, rule: { exercises: 1 } });
  const { courseName, batchCode, startDate, videoTitle } = world;

  await page.goto('/');
  await page.getByRole('link', { name: `Enrol in ${courseName} starting ${startDate}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/register' && url.searchParams.get('batch') === String(world!.batchId));
  const named = page.getByTestId('register-batch');
  await expect(named.getByTestId('batch-course')).toHaveText(courseName);
  await expect(named.getByTestId('batch-code')).toHaveText(batchCode);
  await expect(page.getByRole('checkbox', { name: courseName })).toBeChecked();
  await expectNoA11yViolations(page);

  const email = `enrol.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;
  const password = 'Enrol-pass-2026';
  await page.getByTestId('register-first-name').fill('Eden');
  await page.getByTestId('register-last-name').fill('Enroller');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-phone').fill('+15550001111');
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-retype-password').fill(password);
  await page.getByTestId('register-submit').click();
  await verifyAndLogIn(page, email, password);

  // The batch was kept on the server through verification and login: the payment page names it and its fee.
  await expect(page.getByTestId('payment-batch').getByTestId('batch-course')).toHaveText(courseName);
  await expect(page.getByTestId('payment-batch').getByTestId('batch-fee')).toHaveText('$349');
  await expect(page.getByTestId('payment-unlocks')).toContainText('Today: $10.00 enrolment');
  await expect(page.getByTestId('payment-submit')).toHaveText('Pay $10.00');
  await expectNoA11yViolations(page);
  await page.getByTestId('payment-card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('payment-expiry').fill(FUTURE_EXPIRY);
  await page.getByTestId('payment-cvc').fill('123');
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('payment-status')).toHaveText('Payment Successful! Redirecting...');
  await expectPath(page, '/');

  await page.getByTestId('home-my-learning').click();
  await expectPath(page, '/student/learning');
  const card = page.getByTestId('learning-course').filter({ hasText: courseName });
  await expect(card.getByTestId('learning-batch')).toHaveText(`Batch ${batchCode}, starting ${startDate}`);
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expectNoA11yViolations(page);

  // Continue: the course's video, played to its end (3 s, real time); the server measures what was played.
  await card.getByRole('link', { name: new RegExp(`^Continue: Watch “${videoTitle}”`) }).click();
  await expectPath(page, '/learning');
  const player = page.getByTestId('training-video').filter({ hasText: videoTitle! }).locator('video');
  const played = page.waitForResponse(
    async (response) => response.url().includes('/api/progress/videos/') && response.request().method() === 'POST' && (await response.json()).position >= 2.9,
  );
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await played;

  // Continue: the first exercise the rule counts, whose app is in the first screen without opening anything.
  await page.goto('/student/learning');
  await card.getByRole('link', { name: /^Continue: Practise “Grocery”/ }).click();
  const app = page.getByTestId('shopping-demo');
  await expect(app).toHaveAttribute('data-ready', 'true');
  expect((await app.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
  await fillCart(page);
  await goToPayment(page);
  await payByCard(page);
  await expect(page.getByTestId('order-success').getByRole('heading', { name: 'Order Success' })).toBeVisible();

  // The rule is met: the certificate is issued, and the learner is told by e-mail and in the portal.
  await page.goto('/student/learning');
  await expect(card.getByRole('link', { name: /^Continue: See your certificate/ })).toBeVisible();
  await expect.poll(() => mailSubjects(email)).toContain(`Certificate issued: ${courseName}`);
  await page.goto('/student/notices');
  const notice = page.getByTestId('notice').filter({ hasText: `Certificate issued: ${courseName}` });
  await expect(notice).toHaveAttribute('data-kind', 'certificate-issued');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('notices.png'), fullPage: true });
});

test('@phone My learning: the empty state, a course view, and refusals', async ({ page, baseURL, browser }, testInfo) => {
  world = await setUpBatch(baseURL!, `v${testInfo.project.name}`);
  const learner = { email: `mine.${testInfo.project.name}.${Date.now().toString(36)}@example.com`, password: 'Mine-pass-2026', username: 'Mina Learner' };
  expect((await world.admin.post('/api/users', { data: learner })).status()).toBe(201);
  await logInWithIdentity(page, learner);

  await page.goto('/student/learning');
  await expect(page.getByTestId('learning-empty')).toContainText('You are not enrolled in a course yet.');
  await expectNoA11yViolations(page);

  // A course the learner is not enrolled in is a 404.
  expect((await page.request.get(`/student/learning/${world.courseId}`)).status()).toBe(404);

  // Enrol as the paid learner's "Enrol in this batch" does, then open the course view.
  expect((await page.request.post('/api/enrolments', { data: { scheduleId: world.batchId } })).status()).toBe(200);
  await page.goto(`/student/learning/${world.courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: world.courseName })).toBeVisible();
  await expect(page.getByTestId('learning-topics-item')).toHaveCount(2);
  await expect(page.getByTestId('learning-videos')).toContainText('Locked until you pay');
  await expect(page.getByTestId('learning-rule-none')).toBeVisible();
  await expect(page.getByTestId('learning-continue')).toHaveAttribute('href', `/learning/${world.courseId}`);
  await expectNoA11yViolations(page);

  // A visitor is sent to log in.
  const visitor = await browser.newPage();
  await visitor.goto(new URL('/student/learning', baseURL).toString());
  await expectPath(visitor, '/login');
  await visitor.close();
});

test('@phone a paid student’s Enrol on the home page leads to payment with the batch, and enrols without a charge', async ({ page, baseURL }, testInfo) => {
  world = await setUpBatch(baseURL!, `p${testInfo.project.name}`);
  await logInWithIdentity(page, PAID_STUDENT);
  // Followed before the page's script turned it into the way to payment, the visitor's link leads there all the same.
  const early = await page.request.get(`/register?batch=${world.batchId}`, { maxRedirects: 0 });
  expect({ status: early.status(), location: early.headers().location }).toEqual({ status: 307, location: `/payment?batch=${world.batchId}` });
  // The home page is one document for everyone: the stored identity turns a row's Enrol into the way to payment.
  await page.goto('/');
  await page.getByRole('link', { name: `Enrol in ${world.courseName} starting ${world.startDate}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/payment' && url.searchParams.get('batch') === String(world!.batchId));
  await expect(page.getByTestId('payment-success-panel').getByRole('link', { name: 'My learning' })).toBeVisible();
  await expect(page.getByTestId('payment-batch').getByTestId('batch-course')).toHaveText(world.courseName);
  await expectNoA11yViolations(page);
  await page.getByTestId('payment-enrol-batch').click();
  await expect(page.getByTestId('payment-enrol-status')).toHaveText('You are enrolled in this batch.');
  expect((await page.request.get(`/student/learning/${world.courseId}`)).status()).toBe(200);
});
