"""Frames & Alert v1, as its task sheet describes it. The tests share one logged-in browser, opened once."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from pages.frames_alert_page import FramesAlertPage


@pytest.fixture(scope='module')
def lab(driver, base_url, login):
    page = FramesAlertPage(driver, base_url)
    page.start(*login)
    return page


def test_the_form_in_the_iframe_takes_a_message_and_tells_the_page(lab):
    lab.send_form('Ann Tester', 'ann@example.com', 'Test automation')
    lab.in_form_frame(lambda: lab.wait_for_text('frame-form-result', 'Thank you, Ann Tester! Your message about Test automation was received.'))
    lab.in_form_frame(lambda: lab.wait_for_text('frame-form-count', 'Submissions: 1'))
    lab.wait_for_text('frame-parent-result', 'Message from the frame: Ann Tester (ann@example.com) asked about Test automation. Submissions: 1')


def test_nested_frames_each_inner_button_counts_in_its_own_frame(lab):
    lab.in_inner_frame('left', lambda: lab.click('left-frame-button'))
    lab.in_inner_frame('left', lambda: lab.wait_for_text('left-frame-count', 'Left clicks: 1'))
    lab.in_inner_frame('right', lambda: lab.click('right-frame-button'))
    lab.in_inner_frame('right', lambda: lab.wait_for_text('right-frame-count', 'Right clicks: 1'))
    assert lab.in_inner_frame('left', lambda: lab.text_of('left-frame-count')) == 'Left clicks: 1'


def test_confirm_and_prompt_the_page_says_how_each_was_answered(lab):
    assert lab.answer_dialog('show-confirm', accept=False) == 'Do you want to continue?'
    lab.wait().until(lambda d: lab.text_of('dialog-result') != 'No dialog answered yet.', 'an answer on the page')
    assert lab.text_of('dialog-result') == 'You pressed Cancel'
    assert lab.answer_dialog('show-prompt', accept=True, text='Ann') == 'What is your name?'
    lab.wait().until(lambda d: lab.text_of('dialog-result') != 'You pressed Cancel', 'the prompt answer on the page')
    assert lab.text_of('dialog-result') == 'You entered: Ann'


def test_a_new_window_has_its_own_page_and_sends_a_message_back(lab):
    driver = lab.driver
    exercise = driver.current_window_handle
    lab.click('open-new-window')
    lab.wait().until(EC.number_of_windows_to_be(2))
    driver.switch_to.window(next(handle for handle in driver.window_handles if handle != exercise))
    try:
        assert lab.wait().until(EC.visibility_of_element_located((By.TAG_NAME, 'h1'))).text == 'New window'
        lab.click('new-window-send')
    finally:
        driver.close()
        driver.switch_to.window(exercise)
    lab.wait_for_text('window-message', 'Message from the new window: Hello from the new window')
