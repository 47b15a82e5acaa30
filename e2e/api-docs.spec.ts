import { expectNoA11yViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { watchForeignRequests } from './practice/helpers';

// docs/product.md#rest-api: the product API's reference at /api-docs, linked from every page's footer: Swagger UI
// served from this site (the fixtures fail a test on any CSP violation) reading /api/openapi.json, one group per
// area of the API, each opened on demand; an operation of each area, "Try it out", and no accessibility violation
// with an operation open.

/** An area of the API (its group in the reference) and one of its operations. */
const ONE_PER_AREA: [string, string][] = [
  ['Auth', 'login'],
  ['Users', 'listStudents'],
  ['Profile', 'getProfilePhoto'],
  ['Payment', 'pay'],
  ['Courses', 'listCourses'],
  ['Learning', 'getLearningCourse'],
  ['Schedule', 'listSchedule'],
  ['Reviews', 'listStudentReviews'],
  ['Ads', 'listAds'],
  ['Trainings', 'streamTrainingVideo'],
  ['Progress', 'getProgress'],
  ['Certificates', 'downloadCertificate'],
  ['Trainer', 'getClassProgress'],
  ['Contact', 'sendContactMessage'],
  ['Captcha', 'getCaptchaChallenge'],
  ['Health', 'getHealth'],
  ['Practice lab', 'setBugMode'],
  ['Practice credentials', 'createPracticeToken'],
  ['Book List', 'listBooks'],
  ['Bug hunt', 'fileDefectReport'],
];

// Swagger UI's ids: operations-{group, spaces as _}-{operationId}.
const operationIn = (area: string, operationId: string) => `#operations-${area.replace(/ /g, '_')}-${operationId}`;

/**
 * Waits until Swagger UI has drawn the reference: its script is over a megabyte, and on a loaded CI machine parsing
 * it takes longer than the default 10 s (as for the practice reference, e2e/practice/book-list/api-contract.spec.ts).
 */
const openReference = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(page.getByTestId('api-reference')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
};

// What does not depend on the viewport runs once, on desktop.
test('the footer leads to the API reference: an operation of every area, and "Try it out" calls this site', { tag: '@desktop' }, async ({ page, baseURL }) => {
  const foreign = watchForeignRequests(page, baseURL!);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api-docs$/);
  await openReference(page);
  // Each group opened alone: the list stays short of the length Swagger UI virtualizes.
  for (const [area, operationId] of ONE_PER_AREA) {
    const group = page.locator(`h3.opblock-tag[data-tag="${area}"]`);
    await group.click();
    await expect(page.locator(operationIn(area, operationId)), `${area}: ${operationId}`).toBeVisible();
    await group.click();
    await expect(group, area).toHaveAttribute('data-is-open', 'false');
  }

  // The document's server is the site itself.
  await page.locator('h3.opblock-tag[data-tag="Health"]').click();
  const health = page.locator(operationIn('Health', 'getHealth'));
  await health.locator('.opblock-summary').click();
  await health.getByRole('button', { name: 'Try it out' }).click();
  const sent = page.waitForRequest((request) => request.url() === `${baseURL}/api/health`);
  await health.getByRole('button', { name: 'Execute' }).click();
  await sent;
  await expect(health.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  expect(foreign).toEqual([]);
});

test('an operation open says who may call it, and axe finds nothing', async ({ page }) => {
  await page.goto('/api-docs');
  await openReference(page);
  await page.locator('h3.opblock-tag[data-tag="Users"]').click();
  const operation = page.locator(operationIn('Users', 'getUser'));
  await operation.locator('.opblock-summary').click();
  await expect(operation.locator('.opblock-description-wrapper')).toContainText('Access: user.');
  await expect(operation.locator('tr[data-param-name="userId"]')).toBeVisible();
  await expectNoA11yViolations(page);
});
