import { expectNoA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { watchForeignRequests } from './practice/helpers';

// docs/product.md#rest-api: the product API's reference at /api-docs, linked from every page's footer: Swagger UI
// served from this site (the fixtures fail a test on any CSP violation) reading /api/openapi.json, with an operation
// of each area of the API, and no accessibility violation with an operation open.

/** One operation of each area, as Swagger UI names its block: operations-{tag}-{operationId}. */
const ONE_PER_AREA = [
  'Auth-login',
  'Users-listStudents',
  'Profile-getProfilePhoto',
  'Payment-pay',
  'Courses-listCourses',
  'Learning-getLearningCourse',
  'Schedule-listSchedule',
  'Reviews-listStudentReviews',
  'Ads-listAds',
  'Trainings-streamTrainingVideo',
  'Progress-getProgress',
  'Certificates-downloadCertificate',
  'Trainer-getClassProgress',
  'Contact-sendContactMessage',
  'Captcha-getCaptchaChallenge',
  'Health-getHealth',
  'Practice_lab-setBugMode',
  'Practice_credentials-createPracticeToken',
  'Book_List-listBooks',
  'Bug_hunt-fileDefectReport',
];

test('the footer leads to the API reference, which shows an operation of every area from this site', async ({ page, baseURL }) => {
  const foreign = watchForeignRequests(page, baseURL!);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api-docs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(page.getByTestId('api-reference')).toHaveAttribute('data-state', 'ready');
  for (const id of ONE_PER_AREA) await expect(page.locator(`#operations-${id}`), id).toBeVisible();
  expect(foreign).toEqual([]);

  // An operation open: who may call it comes first, and its parameters are shown; axe finds nothing.
  const operation = page.locator('#operations-Users-getUser');
  await operation.locator('.opblock-summary').click();
  await expect(operation.locator('.opblock-description-wrapper')).toContainText('Access: user.');
  await expect(operation.locator('tr[data-param-name="userId"]')).toBeVisible();
  await expectNoA11yViolations(page);
});
