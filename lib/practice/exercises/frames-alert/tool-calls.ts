import { cy, java, javaBy, javaWait, pw, py, pyBy, pyWait } from '../../tool-call-code';
import type { WidgetCalls } from '../../task-sheet-types';
import { FRAME_PATHS } from './ui/paths';

// Frames & Alert: how Playwright, Selenium (Python, Java) and Cypress drive each part (task sheet, "Calls per
// tool"; docs/practice/frames-alert.md#calls-per-tool is generated from this list). Every frame and window here
// is same-origin. Cypress runs a test in one tab and answers the browser's dialogs itself, so the new tab, the
// new window and the dialogs have their own Cypress recipes.

const pyOtherWindow = 'driver.switch_to.window(next(h for h in driver.window_handles if h != main))';
const javaOtherWindow = 'driver.switchTo().window(driver.getWindowHandles().stream().filter(h -> !h.equals(main)).findFirst().orElseThrow());';

export const TOOL_CALLS: readonly WidgetCalls[] = [
  {
    widget: 'Frame with a form',
    hooks: ['form-frame', 'frame-form-name', 'frame-form-email', 'frame-form-topic', 'frame-form-submit', 'frame-form-result'],
    playwright: [
      `const form = ${pw('form-frame')}.contentFrame();`,
      "await form.getByTestId('frame-form-name').fill('Ann'); await form.getByTestId('frame-form-email').fill('ann@example.com');",
      "await form.getByTestId('frame-form-topic').selectOption('API testing'); await form.getByTestId('frame-form-submit').click();",
    ].join('\n'),
    seleniumPython: [
      "driver.switch_to.frame('form-frame')  # by its name; or pass the iframe element",
      `${py('frame-form-name')}.send_keys('Ann')`,
      `Select(${py('frame-form-topic')}).select_by_visible_text('API testing')`,
      'driver.switch_to.default_content()',
    ].join('\n'),
    seleniumJava: [
      'driver.switchTo().frame("form-frame");',
      `${java('frame-form-name')}.sendKeys("Ann");`,
      `new Select(${java('frame-form-topic')}).selectByVisibleText("API testing");`,
      'driver.switchTo().defaultContent();',
    ].join('\n'),
    cypress: [
      `${cy('form-frame')}.its('0.contentDocument.body').should('not.be.empty')`,
      "  .then(cy.wrap).find('[data-test=\"frame-form-name\"]').type('Ann');",
    ].join('\n'),
    note: "Cypress has no frame command: it reaches a frame's document through the iframe element, which works because every frame on this page is same-origin. A cross-origin frame would be out of Cypress's reach (cy.origin() visits another site, it does not enter a frame); this exercise has none.",
  },
  {
    widget: 'Nested frames',
    hooks: ['nested-frame', 'left-frame', 'left-frame-button', 'left-frame-count'],
    playwright: [
      `const left = ${pw('nested-frame')}.contentFrame().getByTestId('left-frame').contentFrame();`,
      "await left.getByTestId('left-frame-button').click();",
      "await expect(left.getByTestId('left-frame-count')).toHaveText('Left clicks: 1');",
    ].join('\n'),
    seleniumPython: [
      "driver.switch_to.frame('nested-frame'); driver.switch_to.frame('left')",
      `${py('left-frame-button')}.click()`,
      'driver.switch_to.parent_frame()  # back to the outer frame; default_content() for the page',
    ].join('\n'),
    seleniumJava: [
      'driver.switchTo().frame("nested-frame").switchTo().frame("left");',
      `${java('left-frame-button')}.click();`,
      'driver.switchTo().parentFrame();',
    ].join('\n'),
    cypress: [
      `${cy('nested-frame')}.its('0.contentDocument.body').should('not.be.empty').then(cy.wrap)`,
      "  .find('[data-test=\"left-frame\"]').its('0.contentDocument.body').should('not.be.empty').then(cy.wrap)",
      "  .find('[data-test=\"left-frame-button\"]').click();",
    ].join('\n'),
  },
  {
    widget: 'New tab',
    hooks: ['open-new-tab', 'new-tab-heading'],
    playwright: [
      "const tabOpened = page.context().waitForEvent('page');",
      `await ${pw('open-new-tab')}.click(); const tab = await tabOpened;`,
      "await expect(tab.getByTestId('new-tab-heading')).toHaveText('New tab');",
    ].join('\n'),
    seleniumPython: [
      `main = driver.current_window_handle; ${py('open-new-tab')}.click()`,
      pyWait('number_of_windows_to_be(2)'),
      pyOtherWindow,
    ].join('\n'),
    seleniumJava: [
      `String main = driver.getWindowHandle(); ${java('open-new-tab')}.click();`,
      `${javaWait('numberOfWindowsToBe(2)')};`,
      javaOtherWindow,
    ].join('\n'),
    cypress: [
      `${cy('open-new-tab')}.should('have.attr', 'target', '_blank')`,
      "  .invoke('attr', 'href').then((href) => cy.visit(href));  // the same page, in Cypress's one tab",
      `${cy('new-tab-heading')}.should('have.text', 'New tab');`,
    ].join('\n'),
    note: "Cypress cannot follow a new tab. The link's address is on the page (href), so check target=\"_blank\" and visit that address instead.",
  },
  {
    widget: 'New window',
    hooks: ['open-new-window', 'new-window-heading', 'new-window-send', 'window-message'],
    playwright: [
      `const popupOpened = page.waitForEvent('popup'); await ${pw('open-new-window')}.click();`,
      "const popup = await popupOpened; await popup.getByTestId('new-window-send').click();",
      `await expect(${pw('window-message')}).toHaveText('Message from the new window: Hello from the new window');`,
    ].join('\n'),
    seleniumPython: [
      `main = driver.current_window_handle; ${py('open-new-window')}.click()`,
      `${pyWait('number_of_windows_to_be(2)')}; ${pyOtherWindow}`,
      `${py('new-window-send')}.click(); driver.switch_to.window(main)`,
    ].join('\n'),
    seleniumJava: [
      `String main = driver.getWindowHandle(); ${java('open-new-window')}.click();`,
      `${javaWait('numberOfWindowsToBe(2)')}; ${javaOtherWindow}`,
      `${java('new-window-send')}.click(); driver.switchTo().window(main);`,
    ].join('\n'),
    cypress: [
      "cy.window().then((win) => cy.stub(win, 'open').as('open'));",
      `${cy('open-new-window')}.click();`,
      `cy.get('@open').should('have.been.calledWith', '${FRAME_PATHS.popup}');`,
    ].join('\n'),
    note: `The window's heading shows once the page's script has run: wait for it to be visible (or for the text you expect) before reading it. Cypress cannot drive a second window. Stub window.open and check the address it is given, then cy.visit('${FRAME_PATHS.popup}') to test the window's own page. Its message back needs window.opener, which a visited page does not have (it says so), so check the round trip with Playwright or Selenium.`,
  },
  {
    widget: 'Alert',
    hooks: ['show-alert', 'dialog-result'],
    playwright: `page.once('dialog', (dialog) => dialog.accept());\nawait ${pw('show-alert')}.click();\nawait expect(${pw('dialog-result')}).toHaveText('You accepted the alert');`,
    seleniumPython: `${py('show-alert')}.click()\nalert = ${pyWait('alert_is_present()')}  # alert.text is its message\nalert.accept()`,
    seleniumJava: `${java('show-alert')}.click();\nAlert alert = ${javaWait('alertIsPresent()')};\nalert.accept();`,
    cypress: `cy.on('window:alert', (text) => expect(text).to.equal('This is an alert from the practice lab.'));\n${cy('show-alert')}.click();  // Cypress accepts alerts itself`,
  },
  {
    widget: 'Confirm',
    hooks: ['show-confirm', 'dialog-result'],
    playwright: `page.once('dialog', (dialog) => dialog.dismiss());\nawait ${pw('show-confirm')}.click();\nawait expect(${pw('dialog-result')}).toHaveText('You pressed Cancel');`,
    seleniumPython: `${py('show-confirm')}.click()\n${pyWait('alert_is_present()')}.dismiss()`,
    seleniumJava: `${java('show-confirm')}.click();\n${javaWait('alertIsPresent()')}.dismiss();`,
    cypress: `cy.on('window:confirm', () => false);  // Cypress presses OK unless a handler returns false\n${cy('show-confirm')}.click();`,
  },
  {
    widget: 'Prompt',
    hooks: ['show-prompt', 'dialog-result'],
    playwright: `page.once('dialog', (dialog) => dialog.accept('Ann'));\nawait ${pw('show-prompt')}.click();\nawait expect(${pw('dialog-result')}).toHaveText('You entered: Ann');`,
    seleniumPython: `${py('show-prompt')}.click()\nprompt = ${pyWait('alert_is_present()')}\nprompt.send_keys('Ann'); prompt.accept()`,
    seleniumJava: `${java('show-prompt')}.click();\nAlert prompt = ${javaWait('alertIsPresent()')};\nprompt.sendKeys("Ann"); prompt.accept();`,
    cypress: `cy.window().then((win) => cy.stub(win, 'prompt').returns('Ann'));  // Cypress shows no prompt\n${cy('show-prompt')}.click();`,
  },
  {
    widget: 'Delayed alert',
    hooks: ['show-delayed-alert', 'dialog-result'],
    playwright: `page.once('dialog', (dialog) => dialog.accept());\nawait ${pw('show-delayed-alert')}.click();\nawait expect(${pw('dialog-result')}).toHaveText('You accepted the delayed alert');`,
    seleniumPython: `${py('show-delayed-alert')}.click()\n${pyWait('alert_is_present()')}.accept()  # opens after 2000 ms`,
    seleniumJava: `${java('show-delayed-alert')}.click();\n${javaWait('alertIsPresent()')}.accept();`,
    cypress: `cy.clock(); ${cy('show-delayed-alert')}.click();\ncy.tick(2000);  // the alert opens, and Cypress accepts it`,
  },
  {
    widget: 'Open shadow root',
    hooks: ['open-shadow-host', 'open-shadow-input', 'open-shadow-button', 'open-shadow-output'],
    playwright: `await ${pw('open-shadow-input')}.fill('Ann');  // locators pierce open roots\nawait ${pw('open-shadow-button')}.click();`,
    seleniumPython: [
      `root = ${py('open-shadow-host')}.shadow_root`,
      `root.find_element(${pyBy('open-shadow-input').slice(1, -1)}).send_keys('Ann')`,
      `root.find_element(${pyBy('open-shadow-button').slice(1, -1)}).click()`,
    ].join('\n'),
    seleniumJava: [
      `SearchContext root = ${java('open-shadow-host')}.getShadowRoot();`,
      `root.findElement(${javaBy('open-shadow-input')}).sendKeys("Ann");`,
      `root.findElement(${javaBy('open-shadow-button')}).click();`,
    ].join('\n'),
    cypress: `${cy('open-shadow-host')}.shadow().find('[data-test="open-shadow-input"]').type('Ann');`,
    note: 'Selenium: a shadow root is searched with CSS selectors only.',
  },
  {
    widget: 'Closed shadow root',
    hooks: ['closed-shadow-host', 'closed-shadow-result'],
    playwright: `await ${pw('closed-shadow-host')}.focus();  // delegatesFocus moves focus to its input\nawait page.keyboard.type('1234'); await page.keyboard.press('Enter');`,
    seleniumPython: `${py('closed-shadow-host')}.click()\nActionChains(driver).send_keys('1234', Keys.ENTER).perform()`,
    seleniumJava: `${java('closed-shadow-host')}.click();\nnew Actions(driver).sendKeys("1234", Keys.ENTER).perform();`,
    cypress: `${cy('closed-shadow-host')}.realClick();\ncy.realType('1234{enter}');`,
    note: "No tool's selectors reach inside a closed root: focus the host and type with the keyboard; the result shows on the page (closed-shadow-result). Cypress's type() only simulates keys on the element it is given, so it needs real key presses: cy.realClick() and cy.realType() of the cypress-real-events plugin.",
  },
  {
    widget: 'Modal dialog',
    hooks: ['open-dialog', 'practice-dialog', 'dialog-confirm', 'dialog-cancel', 'modal-result'],
    playwright: `await ${pw('open-dialog')}.click(); await page.keyboard.press('Escape');\nawait expect(${pw('modal-result')}).toHaveText('Dialog cancelled');`,
    seleniumPython: `${py('open-dialog')}.click()\nActionChains(driver).send_keys(Keys.ESCAPE).perform()`,
    seleniumJava: `${java('open-dialog')}.click();\nnew Actions(driver).sendKeys(Keys.ESCAPE).perform();`,
    cypress: `${cy('open-dialog')}.click();\n${cy('dialog-cancel')}.click();  // a simulated Escape does not close a native <dialog>`,
  },
];
