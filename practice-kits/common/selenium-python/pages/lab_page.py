"""What every exercise page of the practice lab has: its address, the login and "Reset my practice data"."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

# How long a step may take before the test fails, in seconds: the page answers in well under a second, but a CI
# runner with several suites at once took over 5 s to store an order.
WAIT = 10
# How long each step of the start may take (the login page, the exercise's first load, the reset and the reload after
# it): the first visit pays for what later steps find ready, and on a busy machine, such as a CI runner running several
# suites at once, that took over 10 s.
FIRST_LOAD_WAIT = 30


def hook(test_id):
    """A locator for the site's stable data-test hooks."""
    return By.CSS_SELECTOR, f'[data-test="{test_id}"]'


class LabPage:
    # e.g. /student/practice/web-elements/v1: the version is part of the address, so the page never changes under the tests.
    path = ''

    def __init__(self, driver, base_url):
        self.driver = driver
        self.base_url = base_url
        # Every wait's bound unless one is given: FIRST_LOAD_WAIT during start(), WAIT after it.
        self.step_wait = WAIT

    # --- finding and waiting -------------------------------------------------------------------------------
    def wait(self, seconds=None):
        return WebDriverWait(self.driver, seconds or self.step_wait)

    def find(self, test_id):
        return self.wait().until(EC.presence_of_element_located(hook(test_id)))

    def find_all(self, test_id):
        return self.driver.find_elements(*hook(test_id))

    def click(self, test_id):
        self.click_element(self.wait().until(EC.element_to_be_clickable(hook(test_id))))

    def click_element(self, element):
        # WebDriver scrolls the element into view itself; the site never animates scrolling, so it is still there.
        element.click()

    def wait_for_text(self, test_id, text, seconds=None):
        """Waits until the element's text is exactly `text`; answers the element."""
        self.wait(seconds).until(lambda d: self.text_of(test_id) == text, f'{test_id} to say "{text}" (it says "{self.text_of(test_id)}")')
        return self.driver.find_element(*hook(test_id))

    def type_into(self, test_id, text):
        """Replaces the field's text as a user does: select all, delete, type (the page sees every key)."""
        field = self.find(test_id)
        field.send_keys(Keys.CONTROL, 'a')
        field.send_keys(Keys.DELETE)
        if text:
            field.send_keys(text)
        return field

    def text_of(self, test_id):
        found = self.find_all(test_id)
        return found[0].text if found else None

    def wait_for_count(self, test_id, count, seconds=None):
        self.wait(seconds).until(lambda d: len(self.find_all(test_id)) == count, f'{count} elements {test_id} (found {len(self.find_all(test_id))})')

    # --- the lab ---------------------------------------------------------------------------------------------
    def log_in(self, email, password):
        """Logs in through the API from a page of the site: the browser keeps the session cookie."""
        self.driver.get(f'{self.base_url}/login')
        status = self.driver.execute_async_script(
            """const [email, password, done] = arguments;
            fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, password }) }).then((reply) => done(reply.status), () => done(0));""",
            email,
            password,
        )
        assert status == 200, f'login answered {status}: check QA_ACADEMY_EMAIL and QA_ACADEMY_PASSWORD'

    def open(self):
        self.driver.get(f'{self.base_url}{self.path}')
        self.ready()

    def ready(self):
        """Waits until the exercise's own parts have loaded and answer clicks (each page says how)."""

    def reset_practice_data(self):
        self.click('reset-practice-data')
        # The question opens in a modal <dialog>: click its button once the dialog is shown as a modal.
        dialog = self.find('reset-practice-dialog')
        self.wait().until(lambda d: d.execute_script('return arguments[0].matches(":modal")', dialog), 'the reset dialog to open')
        self.click('reset-practice-confirm')
        self.wait_for_text('practice-controls-status', 'Your practice data is back to its start state.')

    def start(self, email, password):
        """Logs in, opens the exercise and resets its data: where every test module starts."""
        self.step_wait = FIRST_LOAD_WAIT
        try:
            self.log_in(email, password)
            self.open()
            self.reset_practice_data()
            # The reset reloads the exercise's data from the server: ready again before the first test's first step.
            self.ready()
        finally:
            self.step_wait = WAIT
