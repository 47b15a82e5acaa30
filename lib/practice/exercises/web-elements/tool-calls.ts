import { cy, java, javaBy, javaWait, pw, py, pyBy, pyWait } from '../../tool-call-code';
import type { WidgetCalls } from '../../task-sheet-types';

// Web Elements: how Playwright, Selenium (Python, Java) and Cypress drive each card (task sheet, "Calls per
// tool"; docs/practice/web-elements.md#calls-per-tool is generated from this list). Every widget works with each
// tool's own API; downloads and link statuses need a step of their own in Selenium, which has no download event
// and no request API.

export const TOOL_CALLS: readonly WidgetCalls[] = [
  {
    widget: 'Dynamic controls',
    hooks: ['dynamic-checkbox-toggle', 'dynamic-checkbox', 'dynamic-checkbox-message'],
    playwright: `await ${pw('dynamic-checkbox-toggle')}.click();\nawait expect(${pw('dynamic-checkbox')}).toHaveCount(0);\nawait expect(${pw('dynamic-checkbox-message')}).toHaveText("It's gone!");`,
    seleniumPython: `${py('dynamic-checkbox-toggle')}.click()\n${pyWait(`invisibility_of_element_located(${pyBy('dynamic-checkbox')})`)}`,
    seleniumJava: `${java('dynamic-checkbox-toggle')}.click();\n${javaWait(`invisibilityOfElementLocated(${javaBy('dynamic-checkbox')})`)};`,
  },
  {
    widget: 'Enable the input',
    hooks: ['dynamic-input-toggle', 'dynamic-input'],
    playwright: `await ${pw('dynamic-input-toggle')}.click();\nawait expect(${pw('dynamic-input')}).toBeEnabled();`,
    seleniumPython: `${py('dynamic-input-toggle')}.click()\n${pyWait(`element_to_be_clickable(${pyBy('dynamic-input')})`)}.send_keys('ready')`,
    seleniumJava: `${java('dynamic-input-toggle')}.click();\n${javaWait(`elementToBeClickable(${javaBy('dynamic-input')})`)}.sendKeys("ready");`,
    cypress: `${cy('dynamic-input-toggle')}.click();\n${cy('dynamic-input')}.should('be.enabled').type('ready');`,
  },
  {
    widget: 'Changing ids',
    hooks: ['changing-ids-{action}', 'changing-ids-note', 'changing-ids-result'],
    playwright: `await page.getByLabel('Note').fill('hi');\nawait page.getByRole('button', { name: 'Save' }).click();  // or ${pw('changing-ids-save')}\nawait expect(${pw('changing-ids-result')}).toContainText('You clicked Save');`,
    seleniumPython: `${py('changing-ids-note')}.send_keys('hi')\n${py('changing-ids-save')}.click()  # never By.ID: it changes on every click`,
    seleniumJava: `${java('changing-ids-note')}.sendKeys("hi");\n${java('changing-ids-save')}.click();`,
  },
  {
    widget: 'Waits',
    hooks: ['waits-start', 'waits-hello', 'waits-disappearing'],
    playwright: `await ${pw('waits-start')}.click();\nawait expect(${pw('waits-hello')}).toHaveText('Hello World!');\nawait expect(${pw('waits-disappearing')}).toHaveCount(0);`,
    seleniumPython: `${py('waits-start')}.click()\n${pyWait(`visibility_of_element_located(${pyBy('waits-hello')})`)}\n${pyWait(`invisibility_of_element_located(${pyBy('waits-disappearing')})`)}`,
    seleniumJava: `${java('waits-start')}.click();\n${javaWait(`visibilityOfElementLocated(${javaBy('waits-hello')})`)};\n${javaWait(`invisibilityOfElementLocated(${javaBy('waits-disappearing')})`)};`,
  },
  {
    widget: 'File upload',
    hooks: ['file-input', 'file-upload-submit', 'file-upload-status'],
    playwright: `await ${pw('file-input')}.setInputFiles('fixtures/note.txt');\nawait ${pw('file-upload-submit')}.click();\nawait expect(${pw('file-upload-status')}).toContainText('Uploaded note.txt');`,
    seleniumPython: `${py('file-input')}.send_keys(os.path.abspath('fixtures/note.txt'))\n${py('file-upload-submit')}.click()`,
    seleniumJava: `${java('file-input')}.sendKeys(Path.of("fixtures/note.txt").toAbsolutePath().toString());\n${java('file-upload-submit')}.click();`,
    cypress: `${cy('file-input')}.selectFile('cypress/fixtures/note.txt');\n${cy('file-upload-submit')}.click();`,
  },
  {
    widget: 'File download',
    hooks: ['file-sample-download', 'file-download'],
    playwright: `const downloaded = page.waitForEvent('download'); await ${pw('file-sample-download')}.click();\nconst download = await downloaded; expect(download.suggestedFilename()).toBe('sample.csv');\nconst path = await download.path();  // read its bytes from there`,
    seleniumPython: [
      "# made with options.add_experimental_option('prefs', {'download.default_directory': DOWNLOADS})",
      `${py('file-sample-download')}.click()`,
      "WebDriverWait(driver, 10).until(lambda d: os.path.exists(os.path.join(DOWNLOADS, 'sample.csv')))",
    ].join('\n'),
    seleniumJava: [
      '// made with options.setExperimentalOption("prefs", Map.of("download.default_directory", downloads));',
      `${java('file-sample-download')}.click();`,
      'new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> Files.exists(Path.of(downloads, "sample.csv")));',
    ].join('\n'),
    cypress: `${cy('file-sample-download')}.click();\ncy.readFile('cypress/downloads/sample.csv').should('contain', ',');`,
    note: "Selenium has no download event: give the browser a download folder and wait for the file there, or read the link's href and fetch it with the browser's session (see Broken images and links).",
  },
  {
    widget: 'Table: sort, filter, page',
    hooks: ['table-sort-{column}', 'table-filter', 'table-department', 'table-page-size', 'table-page-next', 'table-cell-{column}'],
    playwright: `await ${pw('table-sort-salary')}.click();\nawait ${pw('table-department')}.selectOption('Quality'); await ${pw('table-filter')}.fill('lead');\nconst salaries = await ${pw('table-cell-salary')}.allTextContents();`,
    seleniumPython: `${py('table-sort-salary')}.click()\nSelect(${py('table-department')}).select_by_visible_text('Quality')\nsalaries = [cell.text for cell in driver.find_elements(${pyBy('table-cell-salary').slice(1, -1)})]`,
    seleniumJava: `${java('table-sort-salary')}.click();\nnew Select(${java('table-department')}).selectByVisibleText("Quality");\nList<String> salaries = driver.findElements(${javaBy('table-cell-salary')}).stream().map(WebElement::getText).toList();`,
  },
  {
    widget: 'Infinite list',
    hooks: ['feed-box', 'feed-sentinel', 'feed-item', 'feed-load-more', 'feed-end'],
    playwright: [
      'for (let shown = 10; shown < 50; shown += 10) {',
      `  await expect(${pw('feed-item')}).toHaveCount(shown); await ${pw('feed-sentinel')}.scrollIntoViewIfNeeded();`,
      `}\nawait expect(${pw('feed-end')}).toBeVisible();`,
    ].join('\n'),
    seleniumPython: [
      'for shown in (10, 20, 30, 40):',
      `    WebDriverWait(driver, 10).until(lambda d: len(d.find_elements(${pyBy('feed-item').slice(1, -1)})) == shown)`,
      `    ActionChains(driver).scroll_to_element(${py('feed-sentinel')}).perform()`,
      pyWait(`visibility_of_element_located(${pyBy('feed-end')})`),
    ].join('\n'),
    seleniumJava: [
      'for (int shown = 10; shown < 50; shown += 10) {',
      `    ${javaWait(`numberOfElementsToBe(${javaBy('feed-item')}, shown)`)};`,
      `    new Actions(driver).scrollToElement(${java('feed-sentinel')}).perform();\n}`,
    ].join('\n'),
    cypress: `${cy('feed-item')}.should('have.length', 10);\n${cy('feed-box')}.scrollTo('bottom');\n${cy('feed-item')}.should('have.length', 20);  // and so on, up to 50`,
    note: 'The list loads when its last line (feed-sentinel) comes into view inside the box; wait for each batch before the next scroll. "Load more" (feed-load-more) loads the same batch without scrolling.',
  },
  {
    widget: 'Broken images and links',
    hooks: ['media-image-{name}', 'media-link-{name}'],
    playwright: `expect(await ${pw('media-image-map')}.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);\nconst href = await ${pw('media-link-coffee')}.evaluate((a: HTMLAnchorElement) => a.href);\nexpect((await page.request.get(href)).status()).toBe(418);`,
    seleniumPython: `driver.execute_script('return arguments[0].naturalWidth', ${py('media-image-map')})  # 0 when broken\ndriver.execute_script('return fetch(arguments[0].href).then((r) => r.status)', ${py('media-link-coffee')})  # 418`,
    seleniumJava: `((JavascriptExecutor) driver).executeScript("return arguments[0].naturalWidth", ${java('media-image-map')});\n((JavascriptExecutor) driver).executeScript("return fetch(arguments[0].href).then((r) => r.status)", ${java('media-link-coffee')});`,
    cypress: `${cy('media-image-map')}.should(([img]) => expect(img.naturalWidth).to.equal(0));\n${cy('media-link-coffee')}.invoke('prop', 'href').then((url) => cy.request({ url, failOnStatusCode: false }).its('status').should('eq', 418));`,
    note: "Selenium has no request API: let the page fetch the link (it sends the learner's session, which the practice API needs) and return the status, as above.",
  },
];
