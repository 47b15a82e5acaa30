import { cy, java, javaBy, javaWait, pw, py, pyBy, pyWait } from '../../tool-call-code';
import type { WidgetCalls } from '../../task-sheet-types';

// The Employee service: how each browser tool reaches the service from the exercise page (task sheet, "Calls per
// tool"; docs/practice/employee-wsdl.md#calls-per-tool is generated from this list). The service takes practice
// credentials only, so a browser suite creates a personal access token on the page (shown once), reads the WSDL's
// address, and hands both to a SOAP client (zeep, the soap package, SoapUI's runner): the session cookie is refused.
// The calls of the SOAP tools themselves (SoapUI, Postman, zeep) are on the page, in ./client-calls.ts.

export const TOOL_CALLS: readonly WidgetCalls[] = [
  {
    widget: 'Personal access token',
    hooks: ['token-name-input', 'token-create', 'secret-value'],
    playwright: `await ${pw('token-name-input')}.fill('soap suite');\nawait ${pw('token-create')}.click();\nconst token = await ${pw('secret-value')}.inputValue();`,
    seleniumPython: `${py('token-name-input')}.send_keys('soap suite')\n${py('token-create')}.click()\ntoken = ${pyWait(`visibility_of_element_located(${pyBy('secret-value')})`)}.get_attribute('value')`,
    seleniumJava: `${java('token-name-input')}.sendKeys("soap suite");\n${java('token-create')}.click();\nString token = ${javaWait(`visibilityOfElementLocated(${javaBy('secret-value')})`)}.getAttribute("value");`,
    cypress: `${cy('token-name-input')}.type('soap suite');\n${cy('token-create')}.click();\n${cy('secret-value')}.invoke('val').as('token');`,
    note: 'The token is shown once: keep it for the run. A suite with no page can create one with POST /api/practice/v1/tokens {"name": "suite"} and the session of POST /api/auth/login (the reply\'s token field).',
  },
  {
    widget: 'WSDL link',
    hooks: ['wsdl-link'],
    playwright: `const wsdl = await ${pw('wsdl-link')}.getAttribute('href');\nconst reply = await page.request.get(wsdl!);\nexpect(await reply.text()).toContain('EmployeeService');`,
    seleniumPython: `wsdl = ${py('wsdl-link')}.get_attribute('href')\nsession = requests.Session()\nsession.headers['Authorization'] = f'Bearer {token}'\nclient = zeep.Client(wsdl, transport=zeep.Transport(session=session))`,
    seleniumJava: `String wsdl = ${java('wsdl-link')}.getAttribute("href");\nHttpRequest get = HttpRequest.newBuilder(URI.create(wsdl)).build();`,
    cypress: `${cy('wsdl-link')}.invoke('attr', 'href').then((wsdl) => cy.request(wsdl).its('body').should('contain', 'EmployeeService'));`,
    note: 'Selenium drives no SOAP: read the WSDL\'s address from the page and give it to a SOAP client (zeep in Python, JAX-WS or SoapUI\'s runner in Java) with the token as Authorization: Bearer. The browser\'s session cookie is not a practice token: the service answers it with a 401 fault.',
  },
];
