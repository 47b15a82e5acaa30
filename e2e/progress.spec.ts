import fs from 'node:fs';
import { apiAs } from './api-session';
import { expectNoA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { ADMIN } from './helpers';
import { logInQuickly } from './practice/helpers';
import { findGroceryPhoneDefect, logInWithIdentity, markTopicsDone, placeGroceryOrder, setUpProgressWorld, type ProgressWorld } from './progress-setup';

// Progress and certificates (docs/product.md#progress, docs/product.md#certificates) on desktop and phone: what needs
// a browser. The rules themselves (idempotent events, seeking, issuing once, the PDF's text and QR code, CSV) are
// checked in tests/integration/progress/. Set-up goes through the API; each test has its own course and learner.

let world: ProgressWorld;

test.afterEach(async () => {
  await world?.cleanUp();
});

test('a learner reads topics, resumes a video, completes an exercise and earns the certificate', async ({ page, baseURL, context }, testInfo) => {
  // The video is played to its end in real time (20 s), on top of everything else this journey does.
  test.slow();
  world = await setUpProgressWorld(baseURL!, context, testInfo.project.name, { withVideo: true });
  await logInWithIdentity(page, world.learner);

  await page.goto('/student/progress');
  const card = page.getByTestId('course-progress').filter({ hasText: world.courseName });
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByTestId('requirement-topics')).toContainText('2 topics left');

  // Topics: the first opens and is read to its end; the second is opened, then ticked off and on by hand.
  await page.goto(`/learning/${world.courseId}`);
  await expect(page.getByTestId('topics-progress')).toContainText('1 of 2 topics done');
  await page.getByTestId('chunk-toggle').nth(1).click();
  await expect(page.getByTestId('topics-progress')).toContainText('2 of 2 topics done');
  const second = page.getByRole('checkbox', { name: 'Done: Session notes' });
  await second.uncheck();
  await expect(page.getByTestId('topics-progress')).toContainText('1 of 2 topics done');
  await second.check();
  await expect(page.getByTestId('chunk-toggle').nth(1)).toHaveAttribute('data-done', 'true');
  await expectNoA11yViolations(page);

  // A video: play a little, pause, reload; the player resumes where it stopped.
  await page.goto('/learning');
  const item = page.getByTestId('training-video').filter({ hasText: world.videoTitle });
  const player = item.locator('video');
  await expect(player).toHaveAttribute('data-ready', 'true');
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(1);
  const report = page.waitForResponse((response) => response.url().includes(`/api/progress/videos/${world.videoId}`) && response.request().method() === 'POST');
  const stoppedAt = await player.evaluate((video: HTMLVideoElement) => {
    video.pause();
    return video.currentTime;
  });
  expect((await (await report).json()).position).toBeCloseTo(stoppedAt, 1);
  await page.reload();
  await expect(player).toHaveAttribute('data-ready', 'true');
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeCloseTo(stoppedAt, 1);
  await expect(item.getByTestId('video-progress')).toContainText('resumes at 0:0');

  // Played on to the end at 1×: the server credits no more than its own clock allows between reports, and real
  // playback stays within that, so the whole video counts.
  const ended = page.waitForResponse(
    async (response) => response.url().includes(`/api/progress/videos/${world.videoId}`) && response.request().method() === 'POST' && (await response.json()).position >= 19.9,
    { timeout: 45_000 },
  );
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  expect(await (await ended).json()).toMatchObject({ watched: 1 });
  await page.goto('/student/progress');
  await expect(page.getByTestId('videos-progress').getByRole('listitem').filter({ hasText: world.videoTitle })).toContainText('100% watched');

  // An exercise completed through its API and a planted defect reported move the progress; with the topics read,
  // they earn the certificate.
  await placeGroceryOrder(page.request);
  await findGroceryPhoneDefect(page.request);
  await page.goto('/student/progress');
  await expect(page.getByTestId('defects-found')).toHaveText('1');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('exercises-completed')).toHaveText(/^1 of \d+$/);
  await expect(card.getByTestId('certificate-evidence-mine')).toContainText('Topics: 2 of 2 marked read by the learner (self-attested)');
  const code = (await card.getByTestId('certificate-code').textContent())!;
  const download = page.waitForEvent('download');
  await card.getByTestId('certificate-download').click();
  const file = await (await download).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoA11yViolations(page);

  await card.getByTestId('certificate-verify-link').click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));
  await expect(page.getByTestId('certificate-name')).toHaveText(world.learner.username);
  await expect(page.getByTestId('certificate-course')).toHaveText(world.courseName);
  await expect(page.getByTestId('certificate-evidence')).toContainText('Topics: 2 of 2 marked read by the learner (self-attested)');
  await expect(page.getByTestId('certificate-evidence')).toContainText("Practice exercises: 1 completed, checked by the server from the learner's stored work");
  await expectNoA11yViolations(page);
});

test('the admin finds the learner, revokes the certificate, and the verification page then says so', async ({ page, baseURL, context }, testInfo) => {
  world = await setUpProgressWorld(baseURL!, context, testInfo.project.name, { withVideo: false });
  const learner = await apiAs(baseURL!, world.learner);
  await markTopicsDone(learner, world.chunkIds);
  await placeGroceryOrder(learner);
  const mine = (await (await learner.get('/api/certificates')).json()) as { certificates: { code: string }[] };
  await learner.dispose();
  const code = mine.certificates[0].code;

  await logInQuickly(page, ADMIN);
  await page.goto(`/admin/progress?course=${world.courseId}`);
  await page.getByTestId('filter-q').fill(world.learner.email);
  await page.getByTestId('filter-apply').click();
  const row = page.getByTestId('progress-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('100%');
  await expect(row.getByTestId('row-certificate')).toHaveText('Issued');
  await expectNoA11yViolations(page);

  await row.getByTestId('learner-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(world.learner.username);
  await expect(page.getByTestId('timeline-entry').first()).toContainText(`Was issued the certificate ${code}`);
  await expectNoA11yViolations(page);

  await page.goto('/admin/certificates');
  const certificate = page.locator(`[data-test="certificate-row"][data-code="${code}"]`);
  await certificate.getByTestId('revoke-open').click();
  await certificate.getByTestId('revoke-reason').fill('Issued by mistake');
  await certificate.getByTestId('revoke-confirm').click();
  await expect(certificate.getByTestId('certificate-status')).toContainText('Revoked');
  await expect(certificate.getByTestId('certificate-status')).toContainText('Issued by mistake');
  await expectNoA11yViolations(page);

  // The verification page says the certificate is revoked, when and why: a verifier is told it is not valid.
  const verification = await page.goto(`/certificates/${code}`);
  expect(verification?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate revoked');
  await expect(page.getByTestId('certificate-revoked-reason')).toHaveText('Reason: Issued by mistake');
  await expect(page.getByTestId('certificate-verified')).toHaveCount(0);
  await expectNoA11yViolations(page);

  const unknown = await page.goto('/certificates/ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId('certificate-invalid')).toContainText('No valid QA Academy certificate has this code.');
});
