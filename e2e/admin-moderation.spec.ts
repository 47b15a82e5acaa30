import { apiAs } from './api-session';
import { logInAsAdmin } from './admin-helpers';
import { expectNoA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { ADMIN, expectPath, openPortalMenuIfFolded, PAID_STUDENT } from './helpers';
import { newLearner } from './practice/bug-hunt/helpers';

// The trainer's cockpit as an admin on the default install (docs/product.md#admin-reviews, #admin-schedule,
// #admin-bug-hunt, #certificates), on desktop and on a phone: a review hidden leaves the home carousel, a batch is
// edited in the add form with its course picked from the catalogue, a planted defect is read by what is wrong, and the
// certificates page names the courses without a rule. Everything is set up through the API, each page is loaded once
// and checked with axe with data in it. The rules themselves are in the integration tests
// (tests/integration/review-moderation.test.ts, schedule-admin-api.test.ts).

test('the admin hides a review, edits a batch, reads a defect by its title and sees which courses lack a certificate rule', { tag: '@phone' }, async ({ page, baseURL }, testInfo) => {
  const unique = `${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}`;
  const admin = await apiAs(baseURL!, ADMIN);
  const student = await apiAs(baseURL!, PAID_STUDENT);
  const { userId } = (await (await student.get('/api/auth/me')).json()) as { userId: string };
  const content = `The bug hunt taught me to read specs ${unique}`;
  const posted = await student.post(`/api/reviews/${userId}`, { data: { content } });
  expect(posted.status(), await posted.text()).toBe(200);
  const reviewId = ((await posted.json()) as { review: { id: number } }).review.id;

  // The catalogue's names as they are now: another spec on this server may have renamed a course (admin-learning).
  const catalogue = (await (await admin.get('/api/courses')).json()) as { id: number; name: string }[];
  const [first, second] = catalogue;
  const projectId = `CK-${Date.now().toString(36).toUpperCase()}`;
  const batch = await admin.post('/api/schedule', {
    data: { Project_id: projectId, catalogue_course_id: first.id, 'Start Date': '2027-09-06', Weekdays: 'Mon, Wed', 'Demo Date': '2027-09-01', Duration: '8 weeks', 'Meeting Time': '7:00 PM - 9:00 PM EST', Fee: 500 },
  });
  expect(batch.status(), await batch.text()).toBe(200);
  const batchId = ((await batch.json()) as { id: number }).id;

  // A learner's report, so the bug hunt's list has a Change verdict button for axe to check (WCAG 2.5.3).
  const learner = await newLearner(page, baseURL!, testInfo, 'cockpit');
  const hunter = await apiAs(baseURL!, learner);
  expect((await hunter.put('/api/practice/settings', { data: { bugMode: true } })).status()).toBe(200);
  const filed = await hunter.post('/api/practice/v1/bug-hunt/reports', {
    data: { exercise: 'mouse-action', area: 'board-lists', title: `Cockpit check ${unique}`, steps: 'Drag Search onto Bugs.', expected: 'Refused.', actual: 'It stayed there.', severity: 'low' },
  });
  expect(filed.status(), await filed.text()).toBe(201);

  const extraCourse = `Accessibility Testing ${unique}`;
  const created = await admin.post('/api/learning', { data: { title: extraCourse } });
  expect(created.status(), await created.text()).toBe(200);
  const extraCourseId = ((await created.json()) as { course_id: number }).course_id;

  try {
    // Reviews: the new review is published at once (the default); hiding it takes it off the home page.
    // Through the sidebar (the dashboard has a Reviews figure of its own, so the link is the sidebar's).
    await logInAsAdmin(page);
    await openPortalMenuIfFolded(page);
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Reviews' }).click();
    await expectPath(page, '/admin/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const review = page.locator(`[data-test="moderated-review"][data-review="${reviewId}"]`);
    await expect(review.getByTestId('review-status')).toHaveText('Published');
    await expect(review.getByTestId('review-content')).toHaveText(content);
    await expect(page.getByTestId('review-approve-first')).not.toBeChecked();
    await review.getByTestId('review-delete').click();
    await expect(review.getByTestId('review-delete-dialog')).toBeVisible();
    await expectNoA11yViolations(page);
    await review.getByTestId('review-delete-cancel').click();
    await review.getByRole('button', { name: /^Hide/ }).click();
    await expect(review.getByTestId('review-status')).toHaveText('Hidden');
    await expect(review.getByRole('button', { name: /^Show again/ })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto('/');
    await expect(page.getByTestId('comment-card').first()).toBeAttached();
    await expect(page.getByTestId('comment-content').filter({ hasText: content })).toHaveCount(0);

    // Schedule: the batch opens in the add form, filled in; another course and fee are saved in place.
    await page.goto('/admin/course-schedule');
    const row = page.getByTestId('admin-schedule-row').filter({ hasText: projectId });
    await row.getByRole('button', { name: `Edit ${first.name} (${projectId})` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Course Schedule' });
    await expect(dialog.getByLabel('Course Id')).toHaveValue(projectId);
    await expect(dialog.getByLabel('Fee')).toHaveValue('500');
    await dialog.getByLabel('Course Name').selectOption({ label: second.name });
    await dialog.getByLabel('Fee').fill('650');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save Course Schedule' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(second.name);
    await expect(row).toContainText('$650');
    await expect(page.getByTestId('notice-banner')).toContainText(`Saved the ${second.name} batch (${projectId})`);

    // Bug hunt: each defect by exercise, named by what is wrong and its kind; axe with reports in the list.
    await page.goto('/admin/bug-hunt');
    const mouse = page.locator('[data-test="defect-exercise"][data-exercise="mouse-action"]');
    await expect(mouse.getByRole('heading', { level: 3 })).toContainText(/Mouse Action\s*\d+ of 7 planted defects found/);
    const defect = mouse.locator('[data-test="defect-table-row"][data-defect="MOU-02"]');
    await expect(defect.getByTestId('defect-title')).toHaveText('The Bugs zone accepts story cards: dropping a story there is stored instead of refused.');
    await expect(defect.getByTestId('defect-kind')).toHaveText('Validation, easy');
    await expect(page.getByTestId('trainer-report').first().getByRole('button', { name: /^Change verdict of report \d+$/ })).toBeVisible();
    await expectNoA11yViolations(page);

    // Certificates: the seeded courses have rules; the course just added is named as having none.
    await page.goto('/admin/certificates');
    const without = page.getByTestId('courses-without-rule');
    await expect(without).toContainText(extraCourse);
    // The seeded three (ids 1–3), by the names they have now.
    for (const seeded of catalogue.filter((course) => course.id <= 3)) await expect(without).not.toContainText(seeded.name);
    await expectNoA11yViolations(page);
  } finally {
    await admin.delete(`/api/trainer/reviews/${reviewId}`);
    await admin.delete('/api/schedule', { data: { course_id: batchId } });
    await admin.delete(`/api/learning/course/${extraCourseId}`);
    await Promise.all([admin.dispose(), student.dispose(), hunter.dispose()]);
  }
});

test('the new admin pages refuse students and visitors', async ({ baseURL }) => {
  const student = await apiAs(baseURL!, PAID_STUDENT);
  const visitor = await apiAs(baseURL!);
  for (const path of ['/admin/reviews', '/admin/course-schedule', '/admin/bug-hunt', '/admin/certificates']) {
    expect((await student.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
    const refused = await visitor.get(path, { maxRedirects: 0 });
    expect(refused.status(), path).toBe(307);
    expect(refused.headers().location, path).toMatch(/\/login$/);
  }
  await Promise.all([student.dispose(), visitor.dispose()]);
});
