"""Web Elements v1: dynamic controls, the employee table, waits and the infinite list."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from pages.lab_page import LabPage, hook


class WebElementsPage(LabPage):
    path = '/student/practice/web-elements/v1'

    def ready(self):
        # The list loads its first ten items by itself once the page runs.
        self.wait_for_count('feed-item', 10)

    def input_box(self):
        return self.find('dynamic-input')

    def press_input_button(self, name):
        """'Enable' or 'Disable': the button beside the input, which says what it will do."""
        button = self.find('dynamic-input-toggle')
        assert button.text == name, f'the button says "{button.text}", not "{name}"'
        self.click_element(button)

    def sort_by_salary(self):
        self.click('table-sort-salary')
        header = self.driver.find_element(By.XPATH, '//th[.//*[@data-test="table-sort-salary"]]')
        self.wait().until(lambda d: header.get_attribute('aria-sort') == 'ascending', 'the Salary header to say aria-sort="ascending"')

    def shown_salaries(self):
        """The salaries of the rows shown, as numbers ("$49,000" becomes 49000)."""
        return [int(cell.text.replace('$', '').replace(',', '')) for cell in self.find_all('table-cell-salary')]

    def filter(self, text):
        self.type_into('table-filter', text)

    def shown_names_and_roles(self):
        names = [cell.text for cell in self.find_all('table-cell-name')]
        roles = [cell.text for cell in self.find_all('table-cell-role')]
        return [f'{name} {role}' for name, role in zip(names, roles)]

    def scroll_feed_to_end(self):
        """Scrolls the list box until its last line (the one that asks for more) is in view, as a wheel would."""
        ActionChains(self.driver).scroll_to_element(self.find('feed-sentinel')).perform()

    def feed_item_ids(self):
        return [item.get_attribute('data-item-id') for item in self.driver.find_elements(*hook('feed-item'))]
