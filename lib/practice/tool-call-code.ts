// Building blocks of the task sheets' calls per tool (lib/practice/exercises/{exercise}/tool-calls.ts), so every
// sheet finds a hook the same way in each tool. The app's Playwright testIdAttribute is data-test.

/** Playwright: the locator of a data-test hook. */
export const pw = (hook: string) => `page.getByTestId('${hook}')`;
/** Selenium Python: the locator tuple of a hook, for find_element(*…) and expected conditions. */
export const pyBy = (hook: string) => `(By.CSS_SELECTOR, '[data-test="${hook}"]')`;
/** Selenium Python: the element of a hook. */
export const py = (hook: string) => `driver.find_element(By.CSS_SELECTOR, '[data-test="${hook}"]')`;
/** Selenium Python: wait up to 10 s for an expected condition. */
export const pyWait = (condition: string) => `WebDriverWait(driver, 10).until(EC.${condition})`;
/** Selenium Java: the By of a hook. */
export const javaBy = (hook: string) => `By.cssSelector("[data-test='${hook}']")`;
/** Selenium Java: the element of a hook. */
export const java = (hook: string) => `driver.findElement(${javaBy(hook)})`;
/** Selenium Java: wait up to 10 s for an ExpectedConditions condition. */
export const javaWait = (condition: string) => `new WebDriverWait(driver, Duration.ofSeconds(10)).until(ExpectedConditions.${condition})`;
/** Cypress: the subject of a hook. */
export const cy = (hook: string) => `cy.get('[data-test="${hook}"]')`;
