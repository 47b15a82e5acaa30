"""Web Elements v1, as its task sheet describes it. The tests share one logged-in browser, opened once."""
import pytest

from pages.web_elements_page import WebElementsPage

UNFILTERED = 'Showing 1–10 of 45 employees'


@pytest.fixture(scope='module')
def lab(driver, base_url, login):
    page = WebElementsPage(driver, base_url)
    page.start(*login)
    return page


def test_table_sorts_salaries_in_numeric_order(lab):
    lab.sort_by_salary()
    salaries = lab.shown_salaries()
    assert len(salaries) == 10
    assert salaries == sorted(salaries)


def test_table_filter_ignores_case(lab):
    lab.filter('qa')
    lab.wait().until(lambda d: lab.text_of('table-summary') != UNFILTERED, 'the summary to change')
    rows = lab.shown_names_and_roles()
    assert rows, f'no row matches "qa": {lab.text_of("table-summary")}'
    assert all('qa' in row.lower() for row in rows), rows
    lab.filter('')
    lab.wait_for_text('table-summary', UNFILTERED)


def test_load_more_adds_ten_items_at_a_time_each_once(lab):
    lab.click('feed-load-more')
    lab.wait_for_count('feed-item', 20)
    lab.click('feed-load-more')
    lab.wait_for_count('feed-item', 30)
    lab.wait_for_text('feed-count', 'Showing 30 of 50 items')
    assert len(set(lab.feed_item_ids())) == 30


def test_scrolling_to_the_end_of_the_list_loads_ten_more(lab):
    lab.scroll_feed_to_end()
    lab.wait_for_count('feed-item', 40)
    lab.scroll_feed_to_end()
    lab.wait_for_count('feed-item', 50)
    lab.wait_for_text('feed-count', 'Showing 50 of 50 items')


def test_dynamic_controls_remove_the_checkbox_and_enable_the_input(lab):
    lab.click('dynamic-checkbox-toggle')
    lab.wait_for_text('dynamic-checkbox-message', "It's gone!")
    assert lab.find_all('dynamic-checkbox') == []

    assert not lab.input_box().is_enabled()
    lab.press_input_button('Enable')
    # The task sheet: enabled about one second after the click.
    lab.wait_for_text('dynamic-input-message', "It's enabled!", seconds=3)
    box = lab.input_box()
    assert box.is_enabled()
    box.send_keys('typed while enabled')
    assert box.get_attribute('value') == 'typed while enabled'


def test_the_message_disappears_by_itself(lab):
    lab.click('waits-show-again')
    lab.wait_for_text('waits-disappearing', 'This message disappears')
    lab.wait_for_count('waits-disappearing', 0)
