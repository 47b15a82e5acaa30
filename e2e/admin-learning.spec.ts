import { expect, test, type Locator, type Page, type TestInfo } from './fixtures';
import { LEARNING_CONTENT_MSG } from '../lib/messages';
import { expectNoA11yViolations } from './axe';
import { holdListReads, logInAsAdmin, openAdminPage } from './admin-helpers';
import { expectPath } from './helpers';

// Every course this spec creates carries RUN in its title, so the clean-up only ever deletes those:
// the seeded courses stay for public-learning.spec.ts and the home page.
const RUN = `e2e-learning-${Date.now().toString(36)}`;
const PAGE = '/admin/learning';

function uniqueTitle(testInfo: TestInfo, what: string): string {
  return `${what} ${testInfo.project.name} ${RUN}`;
}

async function openEditor(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'My Learning' })).toBeVisible();
  await expect(page.getByTestId('admin-course').first()).toBeVisible();
}

/** The course's button in the editor's list. */
function courseButton(page: Page, title: string): Locator {
  return page.getByTestId('admin-course').filter({ hasText: title });
}

async function addCourse(page: Page, title: string) {
  const form = page.getByTestId('add-course-form');
  await form.getByLabel('Course title').fill(title);
  await form.getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByTestId('notice-banner')).toHaveText(`Added the course “${title}”.`);
  // The new course opens at once.
  await expect(courseButton(page, title)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('course-detail-title')).toHaveText(title);
}

/** Opens the course in the editor (the first course is open when the page loads). */
async function pickCourse(page: Page, title: string) {
  await courseButton(page, title).click();
  await expect(page.getByTestId('course-detail-title')).toHaveText(title);
  await expect(page.getByTestId('course-detail-title')).toBeFocused();
}

/** Deletes (through the API) every course this test created, even when it failed half-way. */
async function removeCourses(page: Page, testInfo: TestInfo) {
  const reply = await page.request.get('/api/learning');
  const { data } = (await reply.json()) as { data: { course_id: number; course_title: string }[] };
  for (const course of data.filter((current) => current.course_title.includes(`${testInfo.project.name} ${RUN}`))) {
    await page.request.delete(`/api/learning/course/${course.course_id}`);
  }
}

/** Opens the public learning topic page and checks its title. */
async function openTopic(page: Page, href: string, title: string) {
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Learning Topic: ${title}`);
}

test.describe('admin learning editor', () => {
  test.afterEach(async ({ page }, testInfo) => {
    await removeCourses(page, testInfo);
  });

  test('a course and its chunk are added, edited and deleted, and the public pages follow', { tag: '@phone' }, async ({ page }, testInfo) => {
    const title = uniqueTitle(testInfo, 'Accessibility Testing');
    const renamed = uniqueTitle(testInfo, 'Accessibility Testing with axe');
    await openAdminPage(page, 'My Learning', PAGE);
    await expect(page.getByTestId('admin-course').first()).toBeVisible();

    await addCourse(page, title);
    await expect(page.getByTestId('no-chunks')).toBeVisible();

    const addChunk = page.getByTestId('add-chunk-form');
    await addChunk.getByLabel('Chunk title').fill('Getting started');
    await addChunk.getByLabel('Contents').fill('a; b; c');
    await expect(addChunk.getByTestId('chunk-preview').getByRole('listitem')).toHaveText(['a', 'b', 'c']);
    await addChunk.getByRole('button', { name: 'Add Chunk' }).click();
    await expect(page.getByTestId('notice-banner')).toHaveText('Added the chunk “Getting started”.');
    const chunk = page.getByTestId('admin-chunk');
    await expect(chunk).toHaveCount(1);
    await expect(chunk.getByTestId('admin-chunk-title')).toHaveText('Getting started');
    await expect(chunk.getByTestId('admin-chunk-items').getByRole('listitem')).toHaveText(['a', 'b', 'c']);
    // The add form is ready for the next chunk.
    await expect(addChunk.getByLabel('Chunk title')).toHaveValue('');
    await expect(addChunk.getByLabel('Contents')).toHaveValue('');
    await expect(courseButton(page, title)).toContainText('1 chunk');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoA11yViolations(page);

    // The public pages show the new course and its chunk at once.
    const href = await page.getByTestId('view-course-page').getAttribute('href');
    expect(href).toMatch(/^\/learning\/\d+$/);
    await openTopic(page, href!, title);
    await expect(page.getByTestId('chunk-title')).toHaveText(['Getting started']);
    await expect(page.getByTestId('chunk-panel').getByRole('listitem')).toHaveText(['a', 'b', 'c']);
    await page.goto('/learning');
    await expect(page.getByTestId('course-link').filter({ hasText: title })).toHaveAttribute('href', href!);

    // Edit the chunk title, then the course title.
    await page.goto(PAGE);
    await pickCourse(page, title);
    await page.getByRole('button', { name: 'Edit the chunk Getting started' }).click();
    const chunkDialog = page.getByRole('dialog', { name: 'Edit Chunk' });
    await expect(chunkDialog.getByLabel('Chunk title')).toHaveValue('Getting started');
    await expect(chunkDialog.getByLabel('Contents')).toHaveValue('a; b; c');
    await chunkDialog.getByLabel('Chunk title').fill('Getting started, revised');
    await chunkDialog.getByRole('button', { name: 'Save Chunk' }).click();
    await expect(chunkDialog).toBeHidden();
    await expect(chunk.getByTestId('admin-chunk-title')).toHaveText('Getting started, revised');
    await expect(chunk.getByTestId('admin-chunk-items').getByRole('listitem')).toHaveText(['a', 'b', 'c']);

    await page.getByRole('button', { name: 'Edit title' }).click();
    const courseDialog = page.getByRole('dialog', { name: 'Edit Course Title' });
    await expect(courseDialog.getByLabel('Course title')).toHaveValue(title);
    await courseDialog.getByLabel('Course title').fill(renamed);
    await courseDialog.getByRole('button', { name: 'Save Title' }).click();
    await expect(courseDialog).toBeHidden();
    await expect(page.getByTestId('course-detail-title')).toHaveText(renamed);
    await expect(courseButton(page, renamed)).toHaveAttribute('aria-pressed', 'true');

    await openTopic(page, href!, renamed);
    await expect(page.getByTestId('chunk-title')).toHaveText(['Getting started, revised']);
    await page.goto('/learning');
    await expect(page.getByTestId('course-link').filter({ hasText: renamed })).toBeVisible();

    // Delete the chunk, then the course (each after a confirmation).
    await page.goto(PAGE);
    await pickCourse(page, renamed);
    let prompt = '';
    page.once('dialog', (confirm) => {
      prompt = confirm.message();
      void confirm.accept();
    });
    await page.getByRole('button', { name: 'Delete the chunk Getting started, revised' }).click();
    await expect(page.getByTestId('no-chunks')).toBeVisible();
    expect(prompt).toContain('Are you sure you want to delete this chunk?');
    await openTopic(page, href!, renamed);
    await expect(page.getByTestId('chunk-toggle')).toHaveCount(0);

    await page.goto(PAGE);
    await pickCourse(page, renamed);
    // Dismissing the confirmation keeps the course.
    page.once('dialog', (confirm) => void confirm.dismiss());
    await page.getByRole('button', { name: 'Delete course' }).click();
    await expect(courseButton(page, renamed)).toHaveCount(1);
    page.once('dialog', (confirm) => {
      prompt = confirm.message();
      void confirm.accept();
    });
    await page.getByRole('button', { name: 'Delete course' }).click();
    await expect(page.getByTestId('notice-banner')).toHaveText(`Deleted the course “${renamed}” and its chunks.`);
    await expect(courseButton(page, renamed)).toHaveCount(0);
    expect(prompt).toContain('Are you sure you want to delete this course?');

    expect((await page.goto(href!))?.status()).toBe(404);
    await page.goto('/learning');
    await expect(page.getByTestId('course-link').first()).toBeVisible();
    await expect(page.getByTestId('course-link').filter({ hasText: renamed })).toHaveCount(0);
  });

  test('blank titles and contents show their messages and send nothing', { tag: '@phone' }, async ({ page }, testInfo) => {
    const title = uniqueTitle(testInfo, 'Usability Testing');
    await logInAsAdmin(page);
    await openEditor(page);
    const courseCount = await page.getByTestId('admin-course').count();
    // Whichever course is open, long words in its chunks wrap: the page never gets wider than the screen.
    for (let index = 0; index < courseCount; index++) {
      await page.getByTestId('admin-course').nth(index).click();
      await expect(page.getByTestId('admin-course').nth(index)).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    }

    const addCourseForm = page.getByTestId('add-course-form');
    await addCourseForm.getByRole('button', { name: 'Add Course' }).click();
    const titleField = addCourseForm.getByLabel('Course title');
    await expect(addCourseForm.getByText(LEARNING_CONTENT_MSG.courseTitle, { exact: true })).toBeVisible();
    await expect(titleField).toHaveAttribute('aria-invalid', 'true');
    await expect(titleField).toHaveAccessibleDescription(LEARNING_CONTENT_MSG.courseTitle);
    await expect(titleField).toBeFocused();
    await titleField.fill('   ');
    await addCourseForm.getByRole('button', { name: 'Add Course' }).click();
    await expect(addCourseForm.getByText(LEARNING_CONTENT_MSG.courseTitle, { exact: true })).toBeVisible();
    await expect(page.getByTestId('admin-course')).toHaveCount(courseCount);

    // Chunks on a course of this test's own, so a seeded course never changes.
    await addCourse(page, title);
    const addChunk = page.getByTestId('add-chunk-form');
    await addChunk.getByRole('button', { name: 'Add Chunk' }).click();
    await expect(addChunk.getByText(LEARNING_CONTENT_MSG.chunkTitle, { exact: true })).toBeVisible();
    await expect(addChunk.getByText(LEARNING_CONTENT_MSG.chunkContents, { exact: true })).toBeVisible();
    await expect(addChunk.getByLabel('Contents')).toHaveAccessibleDescription(new RegExp(LEARNING_CONTENT_MSG.chunkContents.replace(/[()]/g, '\\$&')));
    await expectNoA11yViolations(page);
    await addChunk.getByLabel('Chunk title').fill('Heuristics');
    await addChunk.getByLabel('Contents').fill(' ; ; ');
    await addChunk.getByRole('button', { name: 'Add Chunk' }).click();
    await expect(addChunk.getByText(LEARNING_CONTENT_MSG.chunkTitle, { exact: true })).toBeHidden();
    await expect(addChunk.getByText(LEARNING_CONTENT_MSG.chunkContents, { exact: true })).toBeVisible();
    await expect(page.getByTestId('no-chunks')).toBeVisible();

    await page.getByRole('button', { name: 'Edit title' }).click();
    const courseDialog = page.getByRole('dialog', { name: 'Edit Course Title' });
    await courseDialog.getByLabel('Course title').fill('');
    await courseDialog.getByRole('button', { name: 'Save Title' }).click();
    await expect(courseDialog.getByText(LEARNING_CONTENT_MSG.courseTitle, { exact: true })).toBeVisible();
    await courseDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(courseDialog).toBeHidden();
    await expect(page.getByTestId('course-detail-title')).toHaveText(title);
  });

  test('loading, failed reads and an ended session', { tag: '@desktop' }, async ({ page, context }, testInfo) => {
    await logInAsAdmin(page);
    // What the held GET answers; each step below changes it.
    const reads = await holdListReads(page, '**/api/learning', { status: 500, json: { message: 'Something went wrong. Please try again later.' } });

    await page.goto(PAGE);
    await expect(page.getByTestId('learning-loading')).toHaveText('Please wait to load data...');
    reads.release();
    await expect(page.getByTestId('learning-error')).toContainText('Failed to fetch learning data.');
    reads.answerWith({ json: { courses: [] } });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('learning-error')).toContainText('No data available.');
    reads.answerWith({ json: { data: [] } });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('no-courses')).toHaveText('No courses yet. Add the first course title above.');

    await page.unroute('**/api/learning');
    await page.reload();
    await expect(page.getByTestId('admin-course').first()).toBeVisible();
    // The session cookie is gone (expired, or logged out in another tab): the next change answers 401.
    await context.clearCookies();
    const form = page.getByTestId('add-course-form');
    await form.getByLabel('Course title').fill(uniqueTitle(testInfo, 'Never Stored'));
    await form.getByRole('button', { name: 'Add Course' }).click();
    await expectPath(page, '/login');
  });
});
