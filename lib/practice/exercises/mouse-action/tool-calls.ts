import { cy, java, javaBy, javaWait, pw, py, pyBy, pyWait } from '../../tool-call-code';
import type { WidgetCalls } from '../../task-sheet-types';

// Mouse Action: how Playwright, Selenium (Python, Java) and Cypress drive each widget (task sheet, "Calls per
// tool"; docs/practice/mouse-action.md#calls-per-tool is generated from this list). The card drag calls are the
// ones e2e/practice/mouse-action/board.spec.ts and the starter kits run (tests/unit/practice/tool-calls.test.ts
// holds them to it): every tool's standard drag, from the card's centre. Cypress has no drag command; the grip
// (pointer events, for touch and pen) and the card's buttons are the page's other ways.

export const TOOL_CALLS: readonly WidgetCalls[] = [
  {
    widget: 'Board: drag a card',
    hooks: ['card-{card}', 'card-{card}-grip', 'list-{zone}-end'],
    playwright: `await ${pw('card-login')}.dragTo(${pw('list-sprint-end')});`,
    seleniumPython: [
      `card, end = ${py('card-login')}, ${py('list-sprint-end')}`,
      'ActionChains(driver).drag_and_drop(card, end).perform()',
      '# or: ActionChains(driver).click_and_hold(card).move_to_element(end).release().perform()',
    ].join('\n'),
    seleniumJava: [
      `WebElement card = ${java('card-login')}, end = ${java('list-sprint-end')};`,
      'new Actions(driver).dragAndDrop(card, end).perform();',
      '// or: new Actions(driver).clickAndHold(card).moveToElement(end).release().perform();',
    ].join('\n'),
    cypress: [
      'const dataTransfer = new DataTransfer();  // no drag command: fire the HTML5 drag events',
      `${cy('card-login')}.trigger('dragstart', { dataTransfer });`,
      `${cy('list-sprint-end')}.trigger('dragover', { dataTransfer }).trigger('drop', { dataTransfer });`,
    ].join('\n'),
    note:
      "Each tool's standard drag moves the card it presses, from anywhere on the card, its centre included: the page takes the browser's HTML5 drag and drop, and follows the mouse itself where no HTML5 drag starts. Drop on a card to take its place, on a list's dashed slot (list-{zone}-end) to go last. On a touch screen, drag by the card's grip (card-{card}-grip); every drag also has the card's buttons (Board: the card buttons). A script that fires dragstart, dragover and drop works too: the page takes a drop whose dataTransfer is empty.",
  },
  {
    widget: 'Board: the card buttons',
    hooks: ['card-{card}-up', 'card-{card}-down', 'card-{card}-target', 'card-{card}-move', 'card-{card}-delete', 'card-{card}-restore', 'board-status'],
    playwright: [
      `await ${pw('card-login-target')}.selectOption('sprint');`,
      `await ${pw('card-login-move')}.click();`,
      `await expect(${pw('board-status')}).toContainText('moved to Sprint');`,
    ].join('\n'),
    seleniumPython: [
      `Select(${py('card-login-target')}).select_by_value('sprint')`,
      `${py('card-login-move')}.click()`,
      pyWait(`text_to_be_present_in_element(${pyBy('board-status')}, 'moved to Sprint')`),
    ].join('\n'),
    seleniumJava: [
      `new Select(${java('card-login-target')}).selectByValue("sprint");`,
      `${java('card-login-move')}.click();`,
      `${javaWait(`textToBePresentInElementLocated(${javaBy('board-status')}, "moved to Sprint")`)};`,
    ].join('\n'),
    note: 'Works the same in every tool: Up and Down reorder, "Move to" with Move sends a card to the end of a zone, Delete and Restore use the Trash.',
  },
  {
    widget: 'Hover menu and tooltip',
    hooks: ['hover-menu-trigger', 'hover-item-{report}', 'tooltip-trigger', 'tooltip'],
    playwright: `await ${pw('hover-menu-trigger')}.hover();\nawait ${pw('hover-item-weekly')}.click();`,
    seleniumPython: `ActionChains(driver).move_to_element(${py('hover-menu-trigger')}).perform()\n${pyWait(`element_to_be_clickable(${pyBy('hover-item-weekly')})`)}.click()`,
    seleniumJava: `new Actions(driver).moveToElement(${java('hover-menu-trigger')}).perform();\n${javaWait(`elementToBeClickable(${javaBy('hover-item-weekly')})`)}.click();`,
    cypress: `${cy('hover-menu-trigger')}.trigger('mouseover');  // Cypress has no hover command\n${cy('hover-item-weekly')}.click();`,
  },
  {
    widget: 'Double-click',
    hooks: ['dblclick-target', 'dblclick-count'],
    playwright: `await ${pw('dblclick-target')}.dblclick();\nawait expect(${pw('dblclick-count')}).toHaveText('Double-clicked 1 time');`,
    seleniumPython: `ActionChains(driver).double_click(${py('dblclick-target')}).perform()`,
    seleniumJava: `new Actions(driver).doubleClick(${java('dblclick-target')}).perform();`,
  },
  {
    widget: 'Context menu (right-click)',
    hooks: ['context-area', 'context-item-{action}', 'context-result'],
    playwright: `await ${pw('context-area')}.click({ button: 'right' });\nawait ${pw('context-item-rename')}.click();`,
    seleniumPython: `ActionChains(driver).context_click(${py('context-area')}).perform()\n${py('context-item-rename')}.click()`,
    seleniumJava: `new Actions(driver).contextClick(${java('context-area')}).perform();\n${java('context-item-rename')}.click();`,
    cypress: `${cy('context-area')}.rightclick();\n${cy('context-item-rename')}.click();`,
  },
  {
    widget: 'Click-and-hold',
    hooks: ['hold-button', 'hold-status'],
    playwright: `await ${pw('hold-button')}.hover();\nawait page.mouse.down();\nawait expect(${pw('hold-status')}).toHaveText('Confirmed');\nawait page.mouse.up();`,
    seleniumPython: [
      `ActionChains(driver).click_and_hold(${py('hold-button')}).perform()`,
      pyWait(`text_to_be_present_in_element(${pyBy('hold-status')}, 'Confirmed')`),
      'ActionChains(driver).release().perform()',
    ].join('\n'),
    seleniumJava: [
      `new Actions(driver).clickAndHold(${java('hold-button')}).perform();`,
      `${javaWait(`textToBe(${javaBy('hold-status')}, "Confirmed")`)};`,
      'new Actions(driver).release().perform();',
    ].join('\n'),
    cypress: [
      `${cy('hold-button')}.trigger('keydown', { key: ' ' });`,
      `${cy('hold-status')}.should('have.text', 'Confirmed');`,
      `${cy('hold-button')}.trigger('keyup', { key: ' ' });`,
    ].join('\n'),
    note: "Cypress: a triggered pointerdown has no real pointer for the button to capture, so hold Space instead (keydown, then keyup): the button holds on Space and Enter as it does on a pointer.",
  },
  {
    widget: 'Range slider',
    hooks: ['slider', 'slider-value'],
    playwright: `await ${pw('slider')}.fill('70');\nawait expect(${pw('slider-value')}).toHaveText('70');`,
    seleniumPython: `${py('slider')}.send_keys(Keys.END)  # or Keys.HOME, Keys.ARROW_RIGHT`,
    seleniumJava: `${java('slider')}.sendKeys(Keys.END); // or Keys.HOME, Keys.ARROW_RIGHT`,
    cypress: [
      `${cy('slider')}.then(([input]) => {  // type() cannot move a range: set it as React expects`,
      "  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, '70');",
      "  input.dispatchEvent(new Event('input', { bubbles: true }));\n});",
    ].join('\n'),
  },
  {
    widget: 'Key presses',
    hooks: ['key-input', 'key-result', 'key-details'],
    playwright: `await ${pw('key-input')}.press('Shift+A');\nawait expect(${pw('key-result')}).toHaveText('You pressed: Shift + A');`,
    seleniumPython: `${py('key-input')}.send_keys(Keys.SHIFT, 'a')`,
    seleniumJava: `${java('key-input')}.sendKeys(Keys.chord(Keys.SHIFT, "a"));`,
    cypress: `${cy('key-input')}.type('{shift}A');`,
  },
  {
    widget: 'Scroll into view',
    hooks: ['scroll-target', 'scroll-seen', 'scroll-target-button'],
    playwright: `await ${pw('scroll-target')}.scrollIntoViewIfNeeded();\nawait expect(${pw('scroll-seen')}).toHaveText('Seen');`,
    seleniumPython: `ActionChains(driver).scroll_to_element(${py('scroll-target')}).perform()\n${pyWait(`text_to_be_present_in_element(${pyBy('scroll-seen')}, 'Seen')`)}`,
    seleniumJava: `new Actions(driver).scrollToElement(${java('scroll-target')}).perform();\n${javaWait(`textToBe(${javaBy('scroll-seen')}, "Seen")`)};`,
  },
];
