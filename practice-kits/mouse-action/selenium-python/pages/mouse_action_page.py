"""Mouse Action v1: the card board (drag and drop, each card's buttons, or its grip) and the mouse widgets."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from pages.lab_page import LabPage, hook


class MouseActionPage(LabPage):
    path = '/student/practice/mouse-action/v1'

    def ready(self):
        # The board is loaded from the server; it says when it is ready.
        self.wait().until(lambda d: self.find('board').get_attribute('data-ready') == 'true', 'the board to be ready')

    def titles_in(self, board_list):
        """The titles of the cards in a list: backlog, sprint, bugs or trash."""
        zone = self.find(f'list-{board_list}')
        return [title.text for title in zone.find_elements(*hook('card-title'))]

    def move_with_buttons(self, card, board_list):
        """The card's own "Move to" control: choose the list, press Move."""
        Select(self.find(f'card-{card}-target')).select_by_value(board_list)
        self.click(f'card-{card}-move')

    def drag_login_to_the_end_of_sprint(self):
        """The task sheet's call, as printed: Actions' drag and drop from the card's centre to Sprint's dashed slot."""
        driver = self.driver
        card, end = driver.find_element(By.CSS_SELECTOR, '[data-test="card-login"]'), driver.find_element(By.CSS_SELECTOR, '[data-test="list-sprint-end"]')
        ActionChains(driver).drag_and_drop(card, end).perform()

    def hold_move_and_release(self, card_id, board_list):
        """The task sheet's other call: press on the card's centre, move to the list's dashed slot, release."""
        driver = self.driver
        card, end = self.find(f'card-{card_id}'), self.find(f'list-{board_list}-end')
        ActionChains(driver).click_and_hold(card).move_to_element(end).release().perform()

    def drag_by_grip(self, card, onto_card):
        """Drags a card by its grip onto another card, with a touch pointer.

        The grip is how a finger drags on a touch screen; WebDriver sends touch as pointer events.
        """
        grip = self.find(f'card-{card}-grip')
        target = self.find(f'card-{onto_card}')
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", target)
        finger = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_TOUCH, 'finger'))
        finger.pointer_action.move_to(grip).pointer_down().move_to(target, 0, -5).move_to(target).pointer_up()
        finger.perform()

    def double_click(self, test_id):
        element = self.find(test_id)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
        ActionChains(self.driver).double_click(element).perform()

    def slider(self):
        return self.driver.find_element(By.CSS_SELECTOR, '[data-test="slider"]')
