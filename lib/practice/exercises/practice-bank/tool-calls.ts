import { cy, java, javaBy, pw, py, pyBy, pyWait } from '../../tool-call-code';
import type { WidgetCalls } from '../../task-sheet-types';

// Practice Bank: how each tool drives the bank's forms and reads a code from the practice inbox (task sheet, "Calls
// per tool"; docs/practice/practice-bank.md#calls-per-tool is generated from this list). The code is read through the
// inbox API with a practice token (`token`, made in the credentials panel), as a suite would, or from the inbox panel.

const INBOX = '/api/practice/v1/inbox';

export const TOOL_CALLS: readonly WidgetCalls[] = [
  {
    widget: 'Open an account',
    hooks: ['bank-signup-name', 'bank-signup-email', 'bank-signup-submit'],
    playwright: `await ${pw('bank-signup-name')}.fill('Ana Lima');\nawait ${pw('bank-signup-email')}.fill(email);\nawait ${pw('bank-signup-submit')}.click();`,
    seleniumPython: `${py('bank-signup-name')}.send_keys('Ana Lima')\n${py('bank-signup-email')}.send_keys(email)\n${py('bank-signup-submit')}.click()`,
    seleniumJava: `${java('bank-signup-name')}.sendKeys("Ana Lima");\n${java('bank-signup-email')}.sendKeys(email);\n${java('bank-signup-submit')}.click();`,
  },
  {
    widget: 'Read the code (inbox API)',
    hooks: [],
    playwright: `const reply = await page.request.get(\`${INBOX}?since=\${lastId}&wait=20&to=\${email}\`, { headers: { Authorization: \`Bearer \${token}\` } });\nconst { messages } = await reply.json();\nconst code = messages[0].text.match(/\\b\\d{6}\\b/)[0];`,
    seleniumPython: `# driver is done for now: read the inbox with requests\nmessages = requests.get(urljoin(driver.current_url, '${INBOX}'), params={'since': last_id, 'wait': 20, 'to': email}, headers={'Authorization': f'Bearer {token}'}).json()['messages']\ncode = re.search(r'\\b\\d{6}\\b', messages[0]['text']).group()`,
    seleniumJava: `// driver is done for now: read the inbox with java.net.http\nHttpRequest read = HttpRequest.newBuilder(URI.create(driver.getCurrentUrl()).resolve("${INBOX}?wait=20&since=" + lastId)).header("Authorization", "Bearer " + token).build();\nString body = HttpClient.newHttpClient().send(read, HttpResponse.BodyHandlers.ofString()).body();`,
    cypress: `cy.request({ url: \`${INBOX}?since=\${lastId}&wait=20\`, headers: { Authorization: \`Bearer \${token}\` } })\n  .its('body.messages.0.text').then((text) => cy.wrap(text.match(/\\b\\d{6}\\b/)[0]).as('code'));`,
    note: 'No tool reads mail: call the inbox API from the test, with a practice token. Take lastId from a read before the step that mails (GET /api/practice/v1/inbox), so the long-poll answers with the new message only. The inbox panel (inbox-message-text) shows the same text.',
  },
  {
    widget: 'Enter the code',
    hooks: ['bank-code-input', 'bank-code-submit', 'bank-resend'],
    playwright: `await ${pw('bank-code-input')}.fill(code);\nawait ${pw('bank-code-submit')}.click();\nawait expect(${pw('bank-welcome')}).toBeVisible();`,
    seleniumPython: `${py('bank-code-input')}.send_keys(code)\n${py('bank-code-submit')}.click()\n${pyWait(`visibility_of_element_located(${pyBy('bank-welcome')})`)}`,
    seleniumJava: `${java('bank-code-input')}.sendKeys(code);\n${java('bank-code-submit')}.click();\nnew WebDriverWait(driver, Duration.ofSeconds(10)).until(ExpectedConditions.visibilityOfElementLocated(${javaBy('bank-welcome')}));`,
    note: 'bank-resend asks for a new code: the cooldown refuses it for 30 s after the last code of its kind.',
  },
  {
    widget: 'Sign in and out',
    hooks: ['bank-signin-email', 'bank-signin-submit', 'bank-signout'],
    playwright: `await ${pw('bank-signout')}.click();\nawait ${pw('bank-signin-email')}.fill(email);\nawait ${pw('bank-signin-submit')}.click();`,
    seleniumPython: `${py('bank-signout')}.click()\n${py('bank-signin-email')}.send_keys(email)\n${py('bank-signin-submit')}.click()`,
    seleniumJava: `${java('bank-signout')}.click();\n${java('bank-signin-email')}.sendKeys(email);\n${java('bank-signin-submit')}.click();`,
    cypress: `${cy('bank-signout')}.click();\n${cy('bank-signin-email')}.type(email);\n${cy('bank-signin-submit')}.click();`,
  },
];
