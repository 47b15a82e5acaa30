"""Mouse Action v1, as its task sheet describes it. The tests share one logged-in browser and the board they
change: each test starts from the board the one before left."""
import pytest
from selenium.webdriver.common.keys import Keys

from pages.mouse_action_page import MouseActionPage


@pytest.fixture(scope='module')
def lab(driver, base_url, login):
    page = MouseActionPage(driver, base_url)
    page.start(*login)
    assert page.titles_in('backlog') == ['Login form', 'Search filter', 'Cart total is wrong', 'Export to CSV']
    return page


def test_move_to_sends_a_bug_card_to_bugs(lab):
    lab.move_with_buttons('cart-bug', 'bugs')
    lab.wait_for_text('board-status', '"Cart total is wrong" moved to Bugs, position 1.')
    assert lab.titles_in('bugs') == ['Cart total is wrong']
    assert lab.titles_in('backlog') == ['Login form', 'Search filter', 'Export to CSV']


def test_up_moves_a_card_one_place_up_in_its_list(lab):
    lab.click('card-export-up')
    lab.wait_for_text('board-status', '"Export to CSV" moved to Backlog, position 2.')
    assert lab.titles_in('backlog') == ['Login form', 'Export to CSV', 'Search filter']


def test_a_card_dragged_and_dropped_from_its_centre_goes_to_the_end_of_another_list(lab):
    lab.drag_login_to_the_end_of_sprint()
    lab.wait_for_text('board-status', '"Login form" moved to Sprint, position 3.')
    assert lab.titles_in('sprint') == ['Profile photo', 'Date picker skips a day', 'Login form']
    assert lab.titles_in('backlog') == ['Export to CSV', 'Search filter']


def test_a_card_held_moved_and_released_goes_to_the_end_of_another_list(lab):
    lab.hold_move_and_release('date-bug', 'bugs')
    lab.wait_for_text('board-status', '"Date picker skips a day" moved to Bugs, position 2.')
    assert lab.titles_in('bugs') == ['Cart total is wrong', 'Date picker skips a day']
    assert lab.titles_in('sprint') == ['Profile photo', 'Login form']


def test_a_card_dragged_by_its_grip_onto_a_card_of_another_list_takes_its_place(lab):
    lab.drag_by_grip('search', 'profile')
    lab.wait_for_text('board-status', '"Search filter" moved to Sprint, position 1.')
    assert lab.titles_in('sprint') == ['Search filter', 'Profile photo', 'Login form']


def test_the_double_click_box_counts_one_double_click_as_one(lab):
    assert lab.text_of('dblclick-count') == 'Double-clicked 0 times'
    lab.double_click('dblclick-target')
    lab.wait().until(lambda d: lab.text_of('dblclick-count') != 'Double-clicked 0 times', 'the count to change')
    assert lab.text_of('dblclick-count') == 'Double-clicked 1 time'


def test_the_slider_shows_its_value_from_the_keyboard_too(lab):
    assert lab.text_of('slider-value') == '50'
    lab.slider().send_keys(Keys.END)
    lab.wait().until(lambda d: lab.slider().get_attribute('value') == '100', 'the slider at 100')
    assert lab.text_of('slider-value') == '100'
