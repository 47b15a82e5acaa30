import { readFile } from 'node:fs/promises';
import { expectNoA11yViolations } from '../../axe';
import { expect, test, type Page } from '../../fixtures';
import { PAID_STUDENT } from '../../helpers';
import { logInQuickly, openExercise, watchForeignRequests } from '../helpers';

// The Book List's contract as a learner meets it (docs/practice/book-list.md#api-contract): the page links the
// reference and the Postman files; the reference (/practice/api-docs) is Swagger UI served from this site under
// its Content-Security-Policy (the fixtures fail a test on any violation), and "Try it out" calls the API with the
// token given under Authorize. That the collection runs green is checked by newman in `npm test`.

/**
 * Opens the reference and waits until Swagger UI has drawn it. Its script is over a megabyte: on a loaded CI machine
 * parsing it took longer than the default 10 s, so the wait for that state is longer (nothing else waits more).
 */
async function openReference(page: Page): Promise<void> {
  await page.goto('/practice/api-docs');
  await expect(page.getByTestId('api-reference')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
}

/** Opens "list books" in the reference, tries it out, sees its 200, and answers the Authorization header it sent. */
async function listBooksFromTheReference(page: Page): Promise<string | undefined> {
  const list = page.locator('#operations-Book_List-listBooks');
  await list.locator('.opblock-summary').click();
  await list.getByRole('button', { name: 'Try it out' }).click();
  const sent = page.waitForRequest((request) => request.url().includes('/api/practice/v1/books') && request.method() === 'GET');
  await list.getByRole('button', { name: 'Execute' }).click();
  const authorization = (await sent).headers().authorization;
  await expect(list.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  return authorization;
}

test('the exercise page links the reference and downloads the Postman collection', { tag: '@desktop' }, async ({ page }) => {
  await openExercise(page, PAID_STUDENT, 'book-list');
  const section = page.getByRole('region', { name: 'OpenAPI and Postman' });
  await expect(section.getByRole('link', { name: 'Browse the API reference' })).toHaveAttribute('href', '/practice/api-docs');
  const downloading = page.waitForEvent('download');
  await section.getByTestId('postman-collection-link').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('qa-academy-book-list-v1.postman_collection.json');
  const collection = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
});

test('the reference shows every Book List operation, loading nothing from another site', async ({ page, baseURL }) => {
  const foreign = watchForeignRequests(page, baseURL!);
  await openReference(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Practice API reference' })).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: /^\/books\/\{id\}$/ }).first()).toBeVisible();
  await expect(page.locator('[id^="operations-Book_List-"]')).toHaveCount(18);
  // The practice inbox's routes share the document (docs/architecture.md#practice-inbox).
  await expect(page.locator('[id^="operations-Practice_inbox-"]')).toHaveCount(11);
  // And the Employee SOAP service's endpoint: its WSDL and its POST (docs/practice/employee-wsdl.md#in-the-openapi-document).
  await expect(page.locator('[id^="operations-Employee_service"]')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
  expect(foreign).toEqual([]);
  // Swagger UI's markup, mended for axe (components/practice/swagger-ui-accessible.ts, api-reference.css), with an
  // operation open and its parameters shown.
  await page.locator('#operations-Book_List-listBooks .opblock-summary').click();
  await expect(page.locator('#operations-Book_List-listBooks tr[data-param-name="genre"] select')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('"Try it out" lists the learner\'s books with the token given under Authorize', async ({ page }) => {
  await logInQuickly(page, PAID_STUDENT);
  const created = await page.request.post('/api/practice/v1/tokens', { data: { name: 'Swagger UI' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, token } = (await created.json()) as { id: number; token: string };
  try {
    await openReference(page);
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    await page.getByLabel('auth-bearer-value').fill(token);
    await page.getByRole('button', { name: 'Apply credentials' }).first().click();
    await page.getByRole('button', { name: 'Close' }).first().click();

    expect(await listBooksFromTheReference(page)).toBe(`Bearer ${token}`);
    await expectNoA11yViolations(page);
  } finally {
    expect((await page.request.delete(`/api/practice/v1/tokens/${id}`)).status()).toBe(204);
  }
});

test('Authorize also takes an OAuth client, and Swagger UI fetches its access token itself', { tag: '@desktop' }, async ({ page }) => {
  await logInQuickly(page, PAID_STUDENT);
  const created = await page.request.post('/api/practice/v1/oauth/clients', { data: { name: 'Swagger UI' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, clientId, clientSecret } = (await created.json()) as { id: number; clientId: string; clientSecret: string };
  try {
    await openReference(page);
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    await page.getByLabel('client_id:').fill(clientId);
    await page.getByLabel('client_secret:').fill(clientSecret);
    const issued = page.waitForResponse((response) => response.url().endsWith('/api/practice/v1/oauth/token'));
    await page.getByRole('button', { name: 'Apply given OAuth2 credentials' }).click();
    expect((await issued).status()).toBe(200);
    await page.getByRole('button', { name: 'Close' }).first().click();

    expect(await listBooksFromTheReference(page)).toMatch(/^Bearer qao_/);
    await expectNoA11yViolations(page);
  } finally {
    expect((await page.request.delete(`/api/practice/v1/oauth/clients/${id}`)).status()).toBe(204);
  }
});
