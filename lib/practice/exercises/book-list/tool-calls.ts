import { java, pw, py } from '../../tool-call-code';
import type { WidgetCalls } from '../../task-sheet-types';

// Book List: how each tool reaches the API from the exercise page (task sheet, "Calls per tool";
// docs/practice/book-list.md#calls-per-tool is generated from this list). The page has no controls: it describes
// the API, so the one call a browser suite needs is reading the base URL and calling it with the page's session.
// Playwright's page.request shares the browser's cookies; Selenium has no request API, so its calls hand the
// session cookie to an HTTP client.

export const TOOL_CALLS: readonly WidgetCalls[] = [
  {
    widget: 'API base URL',
    hooks: ['api-base-url'],
    playwright: `const base = (await ${pw('api-base-url')}.textContent())!;\nconst reply = await page.request.get(base, { headers: { Accept: 'application/json' } });\nexpect(reply.headers()['x-total-count']).toBe('20');`,
    seleniumPython: `base = ${py('api-base-url')}.text\ncookies = {c['name']: c['value'] for c in driver.get_cookies()}\nreply = requests.get(urljoin(driver.current_url, base), cookies=cookies)`,
    seleniumJava: `String base = ${java('api-base-url')}.getText();\nString cookies = driver.manage().getCookies().stream().map(c -> c.getName() + "=" + c.getValue()).collect(Collectors.joining("; "));\nHttpRequest get = HttpRequest.newBuilder(URI.create(driver.getCurrentUrl()).resolve(base)).header("Cookie", cookies).build();`,
    cypress: `cy.get('[data-test="api-base-url"]').invoke('text').then((base) =>\n  cy.request(base).its('headers.x-total-count').should('eq', '20'));`,
    note: 'Selenium has no request API: read the base URL from the page and call it with an HTTP client (requests, java.net.http) and the browser\'s session cookie, or log in through POST /api/auth/login and send the token as Authorization: Bearer.',
  },
];
