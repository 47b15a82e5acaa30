import { cy, java, javaBy, pw, py, pyBy, pyWait } from '../../tool-call-code';
import type { WidgetCalls } from '../../task-sheet-types';

// Book List: how each tool reaches the API from the exercise page (task sheet, "Calls per tool";
// docs/practice/book-list.md#calls-per-tool is generated from this list). The API takes practice tokens only, so a
// browser suite creates a personal access token on the page (shown once), reads the base URL, and calls the API
// with the token as a bearer token, from its own HTTP client: the page's session cookie is refused.

export const TOOL_CALLS: readonly WidgetCalls[] = [
  {
    widget: 'Personal access token',
    hooks: ['token-name-input', 'token-create', 'secret-value'],
    playwright: `await ${pw('token-name-input')}.fill('suite');\nawait ${pw('token-create')}.click();\nconst token = await ${pw('secret-value')}.inputValue();`,
    seleniumPython: `${py('token-name-input')}.send_keys('suite')\n${py('token-create')}.click()\ntoken = ${pyWait(`visibility_of_element_located(${pyBy('secret-value')})`)}.get_attribute('value')`,
    seleniumJava: `${java('token-name-input')}.sendKeys("suite");\n${java('token-create')}.click();\nString token = new WebDriverWait(driver, Duration.ofSeconds(10)).until(ExpectedConditions.visibilityOfElementLocated(${javaBy('secret-value')})).getAttribute("value");`,
    cypress: `${cy('token-name-input')}.type('suite');\n${cy('token-create')}.click();\n${cy('secret-value')}.invoke('val').as('token');`,
    note: 'The token is shown once: keep it for the run. A suite with no page can create one with POST /api/practice/v1/tokens {"name": "suite"} and the session of POST /api/auth/login (the reply\'s token field).',
  },
  {
    widget: 'API base URL',
    hooks: ['api-base-url'],
    playwright: `const base = (await ${pw('api-base-url')}.textContent())!;\nconst reply = await page.request.get(base, { headers: { Authorization: \`Bearer \${token}\` } });\nexpect(reply.headers()['x-total-count']).toBe('20');`,
    seleniumPython: `base = ${py('api-base-url')}.text\nreply = requests.get(urljoin(driver.current_url, base), headers={'Authorization': f'Bearer {token}'})`,
    seleniumJava: `String base = ${java('api-base-url')}.getText();\nHttpRequest get = HttpRequest.newBuilder(URI.create(driver.getCurrentUrl()).resolve(base)).header("Authorization", "Bearer " + token).build();`,
    cypress: `${cy('api-base-url')}.invoke('text').then(function (base) {\n  cy.request({ url: base, headers: { Authorization: \`Bearer \${this.token}\` } }).its('headers.x-total-count').should('eq', '20');\n});`,
    note: 'Selenium has no request API: read the base URL from the page and call it with an HTTP client (requests, java.net.http) and the token. The browser\'s session cookie is not a practice token: the API answers it 401.',
  },
];
