import { cy, java, javaBy, javaWait, pw, py, pyBy, pyWait } from '../../tool-call-code';
import type { WidgetCalls } from '../../task-sheet-types';

// Grocery: how Playwright, Selenium (Python, Java) and Cypress drive each part of the shop (task sheet, "Calls
// per tool"; docs/practice/grocery.md#calls-per-tool is generated from this list). Every control is a plain
// input, select, radio or button in the page or an in-page dialog, so each tool's own API drives it.

export const TOOL_CALLS: readonly WidgetCalls[] = [
  {
    widget: 'Ready to click',
    hooks: ['shopping-demo'],
    playwright: `await expect(${pw('shopping-demo')}).toHaveAttribute('data-ready', 'true');`,
    seleniumPython: `${pyWait(`presence_of_element_located((By.CSS_SELECTOR, '[data-test="shopping-demo"][data-ready="true"]'))`)}`,
    seleniumJava: `${javaWait(`attributeToBe(${javaBy('shopping-demo')}, "data-ready", "true")`)};`,
    cypress: `${cy('shopping-demo')}.should('have.attr', 'data-ready', 'true');`,
  },
  {
    widget: 'Product search',
    hooks: ['product-search', 'product-count', 'product-card'],
    playwright: `await ${pw('product-search')}.fill('pepper');\nawait expect(${pw('product-card')}).toHaveCount(2);  // and read ${pw('product-count')}`,
    seleniumPython: `${py('product-search')}.send_keys('pepper')\n${pyWait(`text_to_be_present_in_element(${pyBy('product-count')}, 'Showing')`)}`,
    seleniumJava: `${java('product-search')}.sendKeys("pepper");\n${javaWait(`textToBePresentInElementLocated(${javaBy('product-count')}, "Showing")`)};`,
  },
  {
    widget: 'Add to cart',
    hooks: ['add-to-cart-{id}', 'cart-count'],
    playwright: `await ${pw('add-to-cart-tomato')}.click();\nawait expect(${pw('cart-count')}).toHaveText('1');`,
    seleniumPython: `${py('add-to-cart-tomato')}.click()\n${pyWait(`text_to_be_present_in_element(${pyBy('cart-count')}, '1')`)}`,
    seleniumJava: `${java('add-to-cart-tomato')}.click();\n${javaWait(`textToBe(${javaBy('cart-count')}, "1")`)};`,
  },
  {
    widget: 'Cart dropdown: quantities',
    hooks: ['cart-button', 'increase-{id}', 'decrease-{id}', 'line-quantity-{id}', 'cart-total', 'process-to-buy'],
    playwright: `await ${pw('cart-button')}.click(); await ${pw('increase-tomato')}.click();\nawait expect(${pw('line-quantity-tomato')}).toHaveText('2');\nawait ${pw('process-to-buy')}.click();`,
    seleniumPython: `${py('cart-button')}.click(); ${py('increase-tomato')}.click()\n${pyWait(`text_to_be_present_in_element(${pyBy('line-quantity-tomato')}, '2')`)}\n${py('process-to-buy')}.click()`,
    seleniumJava: `${java('cart-button')}.click(); ${java('increase-tomato')}.click();\n${javaWait(`textToBe(${javaBy('line-quantity-tomato')}, "2")`)};\n${java('process-to-buy')}.click();`,
  },
  {
    widget: 'Buy & Enjoy dialog',
    hooks: ['buy-modal', 'remove-{id}', 'buy-total', 'place-order'],
    playwright: `await expect(${pw('buy-modal')}).toBeVisible();\nawait ${pw('place-order')}.click();`,
    seleniumPython: `${pyWait(`visibility_of_element_located(${pyBy('buy-modal')})`)}\n${py('place-order')}.click()`,
    seleniumJava: `${javaWait(`visibilityOfElementLocated(${javaBy('buy-modal')})`)};\n${java('place-order')}.click();`,
  },
  {
    widget: 'Place Order form',
    hooks: ['order-email', 'order-phone', 'order-country', 'order-state', 'order-zip', 'order-address1', 'submit-order'],
    playwright: `await ${pw('order-email')}.fill('ann@example.com'); await ${pw('order-phone')}.fill('+4915112345678');\nawait ${pw('order-country')}.selectOption({ label: 'Germany' });  // likewise state, zip, address1\nawait ${pw('submit-order')}.click();`,
    seleniumPython: `${py('order-email')}.send_keys('ann@example.com'); ${py('order-phone')}.send_keys('+4915112345678')\nSelect(${py('order-country')}).select_by_visible_text('Germany')\n${py('submit-order')}.click()`,
    seleniumJava: `${java('order-email')}.sendKeys("ann@example.com"); ${java('order-phone')}.sendKeys("+4915112345678");\nnew Select(${java('order-country')}).selectByVisibleText("Germany");\n${java('submit-order')}.click();`,
    cypress: `${cy('order-country')}.select('Germany');  // select() takes the visible text or the value`,
  },
  {
    widget: 'Payment method',
    hooks: ['pay-card', 'pay-wallet', 'pay-cod', 'card-number', 'card-expiry', 'card-cvv', 'wallet-email', 'confirm-payment'],
    playwright: `await ${pw('pay-wallet')}.check(); await ${pw('wallet-email')}.fill('ann@example.com');\nawait ${pw('confirm-payment')}.click();`,
    seleniumPython: `${py('pay-wallet')}.click(); ${py('wallet-email')}.send_keys('ann@example.com')\n${py('confirm-payment')}.click()`,
    seleniumJava: `${java('pay-wallet')}.click(); ${java('wallet-email')}.sendKeys("ann@example.com");\n${java('confirm-payment')}.click();`,
    cypress: `${cy('pay-wallet')}.check(); ${cy('wallet-email')}.type('ann@example.com');\n${cy('confirm-payment')}.click();`,
  },
  {
    widget: 'Order Success',
    hooks: ['order-success', 'success-order-number', 'close-success'],
    playwright: `await expect(${pw('success-order-number')}).toHaveText(/^GR-\\d{4}$/);\nawait ${pw('close-success')}.click();`,
    seleniumPython: `${pyWait(`text_to_be_present_in_element(${pyBy('success-order-number')}, 'GR-')`)}\n${py('close-success')}.click()`,
    seleniumJava: `${javaWait(`textToBePresentInElementLocated(${javaBy('success-order-number')}, "GR-")`)};\n${java('close-success')}.click();`,
  },
  {
    widget: 'My orders',
    hooks: ['order-row', 'order-number', 'order-total'],
    playwright: `await expect(${pw('order-row')}.first()).toHaveAttribute('data-order-number', 'GR-0001');`,
    seleniumPython: `rows = ${pyWait(`presence_of_all_elements_located(${pyBy('order-row')})`)}\nnumbers = [row.get_attribute('data-order-number') for row in rows]`,
    seleniumJava: `List<WebElement> rows = ${javaWait(`presenceOfAllElementsLocatedBy(${javaBy('order-row')})`)};\nrows.get(0).getAttribute("data-order-number");`,
  },
];
