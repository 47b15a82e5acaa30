import { cy, java, javaBy, javaWait, pw, py, pyBy, pyWait } from '../../tool-call-code';
import type { WidgetCalls } from '../../task-sheet-types';

// Reservation: how Playwright, Selenium (Python, Java) and Cypress drive each step (task sheet, "Calls per
// tool"; docs/practice/reservation.md#calls-per-tool is generated from this list). Every control is a plain
// select, input, radio or button, so each tool's own API drives it; only the date field is typed differently.

export const TOOL_CALLS: readonly WidgetCalls[] = [
  {
    widget: 'Search form',
    hooks: ['search-from', 'search-to', 'search-date', 'search-passengers', 'search-submit'],
    playwright: `await ${pw('search-from')}.selectOption('PAR'); await ${pw('search-to')}.selectOption('ROM');\nawait ${pw('search-date')}.fill('2026-12-01'); await ${pw('search-passengers')}.selectOption('2');\nawait ${pw('search-submit')}.click();`,
    seleniumPython: `Select(${py('search-from')}).select_by_value('PAR'); Select(${py('search-to')}).select_by_value('ROM')\n${py('search-date')}.send_keys('12012026')  # as the browser shows it: en-US MM/DD/YYYY\n${py('search-submit')}.click()`,
    seleniumJava: `new Select(${java('search-from')}).selectByValue("PAR"); new Select(${java('search-to')}).selectByValue("ROM");\n${java('search-date')}.sendKeys("12012026"); // as the browser shows it: en-US MM/DD/YYYY\n${java('search-submit')}.click();`,
    cypress: `${cy('search-from')}.select('PAR'); ${cy('search-to')}.select('ROM');\n${cy('search-date')}.type('2026-12-01');  // Cypress types a date as YYYY-MM-DD`,
    note: 'Pick a date inside the range shown under the field (search-date-range): the server\'s today up to 365 days ahead.',
  },
  {
    widget: 'Results: spinner, sorting and paging',
    hooks: ['results-loading', 'results-count', 'sort-{column}', 'flight-price', 'page-next'],
    playwright: `await expect(${pw('results-loading')}).toBeHidden();\nawait ${pw('sort-price')}.click();\nconst prices = await ${pw('flight-price')}.allTextContents(); await ${pw('page-next')}.click();`,
    seleniumPython: `${pyWait(`invisibility_of_element_located(${pyBy('results-loading')})`)}\n${py('sort-price')}.click()\nprices = [cell.text for cell in driver.find_elements(${pyBy('flight-price').slice(1, -1)})]`,
    seleniumJava: `${javaWait(`invisibilityOfElementLocated(${javaBy('results-loading')})`)};\n${java('sort-price')}.click();\nList<String> prices = driver.findElements(${javaBy('flight-price')}).stream().map(WebElement::getText).toList();`,
  },
  {
    widget: 'Flight and hotel',
    hooks: ['flight-select', 'hotel-{city}-H{n}', 'hotel-none', 'details-continue'],
    playwright: `await ${pw('flight-select')}.first().click();\nawait ${pw('hotel-ROM-H2')}.check(); await ${pw('details-continue')}.click();`,
    seleniumPython: `driver.find_elements(${pyBy('flight-select').slice(1, -1)})[0].click()\n${pyWait(`element_to_be_clickable(${pyBy('hotel-ROM-H2')})`)}.click()  # the hotels load first\n${py('details-continue')}.click()`,
    seleniumJava: `driver.findElements(${javaBy('flight-select')}).get(0).click();\n${javaWait(`elementToBeClickable(${javaBy('hotel-ROM-H2')})`)}.click(); // the hotels load first\n${java('details-continue')}.click();`,
    cypress: `${cy('flight-select')}.first().click();\n${cy('hotel-ROM-H2')}.check(); ${cy('details-continue')}.click();`,
  },
  {
    widget: 'Passengers',
    hooks: ['passenger-{n}-first-name', 'passengers-continue'],
    playwright: `await ${pw('passenger-1-first-name')}.fill('Ann');  // likewise -last-name, -email, -birth-date, -passport\nawait ${pw('passengers-continue')}.click();`,
    seleniumPython: `${py('passenger-1-first-name')}.send_keys('Ann')  # the birth date is typed MMDDYYYY, like the travel date\n${py('passengers-continue')}.click()`,
    seleniumJava: `${java('passenger-1-first-name')}.sendKeys("Ann");\n${java('passengers-continue')}.click();`,
  },
  {
    widget: 'Seat map',
    hooks: ['seat-{row}{letter}', 'chosen-seats', 'seats-continue'],
    playwright: [
      "const unchosen = page.getByRole('button', { name: /^Seat \\w+, available$/, pressed: false });",
      "const seat = page.getByTestId((await unchosen.first().getAttribute('data-test'))!);  // or getByTestId('seat-12C')",
      "await seat.click(); await expect(seat).toHaveAttribute('aria-pressed', 'true');",
      `await ${pw('seats-continue')}.click();  // once every passenger has a seat`,
    ].join('\n'),
    seleniumPython: [
      "seat = driver.find_element(By.CSS_SELECTOR, '[data-test^=\"seat-\"][data-status=\"available\"][aria-pressed=\"false\"]')  # free, not chosen yet",
      "seat.click(); assert seat.get_attribute('aria-pressed') == 'true'",
      `${py('seats-continue')}.click()`,
    ].join('\n'),
    seleniumJava: [
      'WebElement seat = driver.findElement(By.cssSelector("[data-test^=\'seat-\'][data-status=\'available\'][aria-pressed=\'false\']"));',
      'seat.click(); assertEquals("true", seat.getAttribute("aria-pressed"));',
      `${java('seats-continue')}.click();`,
    ].join('\n'),
  },
  {
    widget: 'Payment and confirmation',
    hooks: ['card-number', 'card-expiry', 'card-cvc', 'pay-button', 'booking-reference'],
    playwright: `await ${pw('card-number')}.fill('4242 4242 4242 4242'); await ${pw('card-expiry')}.fill('12/30');\nawait ${pw('card-cvc')}.fill('123'); await ${pw('pay-button')}.click();\nawait expect(${pw('booking-reference')}).toHaveText(/^QA-/);`,
    seleniumPython: `${py('card-number')}.send_keys('4242424242424242'); ${py('card-expiry')}.send_keys('12/30')\n${py('card-cvc')}.send_keys('123'); ${py('pay-button')}.click()\n${pyWait(`text_to_be_present_in_element(${pyBy('booking-reference')}, 'QA-')`)}`,
    seleniumJava: `${java('card-number')}.sendKeys("4242424242424242"); ${java('card-expiry')}.sendKeys("12/30");\n${java('card-cvc')}.sendKeys("123"); ${java('pay-button')}.click();\n${javaWait(`textToBePresentInElementLocated(${javaBy('booking-reference')}, "QA-")`)};`,
  },
  {
    widget: 'My bookings: cancel',
    hooks: ['cancel-booking', 'cancel-booking-confirm', 'booking-status'],
    playwright: `await ${pw('cancel-booking')}.first().click(); await ${pw('cancel-booking-confirm')}.click();\nawait expect(${pw('booking-status')}.first()).toHaveText('Cancelled');`,
    seleniumPython: `${py('cancel-booking')}.click(); ${py('cancel-booking-confirm')}.click()\n${pyWait(`text_to_be_present_in_element(${pyBy('booking-status')}, 'Cancelled')`)}`,
    seleniumJava: `${java('cancel-booking')}.click(); ${java('cancel-booking-confirm')}.click();\n${javaWait(`textToBePresentInElementLocated(${javaBy('booking-status')}, "Cancelled")`)};`,
  },
];
