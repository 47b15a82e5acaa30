import { expectNoA11yViolations } from '../axe';
import { expectConsoleClean, watchConsole } from '../console-watch';
import { expect, test } from '../fixtures';
import { PAID_STUDENT } from '../helpers';
import { logInQuickly, resetExercise, setBugMode } from './helpers';

// Employee WSDL v1 (docs/practice/employee-wsdl.md): the exercise is a SOAP service called with practice credentials,
// so the page starts with the credentials panel, then the WSDL. One journey, desktop and phone: the page passes axe
// with a clean console and fits the screen, its WSDL link serves the WSDL, and a token made on the page sends the
// page's own sample envelope to the running server. Everything else about the service is in the integration tests.

test('Employee WSDL: the page, its WSDL link, and a sample envelope sent with a token made on it', async ({ page, request }) => {
  const consoleWatch = watchConsole(page);
  await logInQuickly(page, PAID_STUDENT);
  await setBugMode(page.request, false);
  await resetExercise(page.request, 'employee-wsdl');
  // The learner may keep five tokens; drop what earlier runs on this server made.
  for (const { id } of (await (await page.request.get('/api/practice/v1/tokens')).json()).tokens) {
    expect((await page.request.delete(`/api/practice/v1/tokens/${id}`)).status()).toBe(204);
  }
  await page.goto('/student/practice/employee-wsdl/v1');
  await expect(page.getByRole('heading', { level: 1, name: 'Employee SOAP Service' })).toBeVisible();
  await expect(page.getByTestId('practice-body')).toHaveAttribute('data-bug-mode', 'off');
  await expect(page.getByTestId('service-url')).toHaveText('/api/practice/soap/employees');
  // The addresses in the tools' calls are this site's, filled in once the page is live.
  await expect(page.getByTestId('client-zeep-code')).toContainText(`Client('${new URL(page.url()).origin}/api/practice/soap/employees?wsdl'`);
  // Its one starter kit is the SOAP client suite, no browser kit (docs/practice/employee-wsdl.md#starter-kit-a-soap-client-suite).
  const kits = page.getByRole('region', { name: 'Starter kits' }).getByRole('link');
  await expect(kits).toHaveText(['Download the zeep SOAP client (Python + pytest) starter kit']);
  await expect(kits).toHaveAttribute('href', '/api/practice/v1/employee-wsdl/starter-kit/soap-python');
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  const wsdlHref = await page.getByTestId('wsdl-link').getAttribute('href');
  expect(wsdlHref).toBe('/api/practice/soap/employees?wsdl');
  const wsdl = await request.get(wsdlHref!);
  expect(wsdl.status()).toBe(200);
  expect(wsdl.headers()['content-type']).toBe('text/xml; charset=utf-8');
  expect(await wsdl.text()).toMatch(/<wsdl:service name="EmployeeService">.*soap12:address location="http[^"]+\/api\/practice\/soap\/employees"/s);

  await page.getByTestId('token-name-input').fill('soap suite');
  await page.getByTestId('token-create').click();
  const token = await page.getByTestId('secret-value').inputValue();
  const envelope = await page.getByTestId('sample-envelope-GetEmployee').textContent();
  const reply = await request.post('/api/practice/soap/employees', {
    data: envelope!,
    headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '"urn:qa-academy:practice:employees:v1#GetEmployee"', Authorization: `Bearer ${token}` },
  });
  expect(reply.status()).toBe(200);
  expect(await reply.text()).toContain('<firstName>Amara</firstName>');
  // The page's own session is not a credential: the service answers it with a 401 fault.
  const byCookie = await page.request.post('/api/practice/soap/employees', { data: envelope!, headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '""' } });
  expect(byCookie.status()).toBe(401);
  expect(await byCookie.text()).toContain('<emp:code>UNAUTHENTICATED</emp:code>');
  expectConsoleClean(consoleWatch);
});
