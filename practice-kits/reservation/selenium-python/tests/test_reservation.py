"""Reservation v1, as its task sheet describes it. The tests share one logged-in browser and walk through one
booking together: each test goes on from the step the one before reached."""
from datetime import date, datetime, timezone

import pytest

from pages.reservation_page import ReservationPage, day_from_today

EXPIRY = f'12/{(datetime.now(timezone.utc).year + 2) % 100:02d}'


@pytest.fixture(scope='module')
def lab(driver, base_url, login):
    page = ReservationPage(driver, base_url)
    page.start(*login)
    return page


def test_a_search_lists_twelve_flights_five_a_page(lab):
    lab.search('LIS', 'PAR', day_from_today(30))
    lab.wait_for_text('results-count', 'Showing 1–5 of 12 flights')
    lab.wait_for_count('flight-row', 5)
    lab.wait_for_count('results-loading', 0)


def test_sorted_by_price_the_pages_show_every_flight_once_cheapest_first(lab):
    lab.click('sort-price')
    header = lab.find('sort-price').find_element('xpath', './ancestor::th')
    lab.wait().until(lambda d: header.get_attribute('aria-sort') == 'ascending', 'the Price header to say ascending')
    flights = lab.shown_flights()
    for n in (2, 3):
        lab.go_to_page(n)
        flights += lab.shown_flights()
    assert len({number for number, _ in flights}) == 12
    prices = [price for _, price in flights]
    assert prices == sorted(prices)
    lab.go_to_page(1)


def test_on_the_seat_map_a_taken_seat_cannot_be_chosen_and_a_free_one_can(lab):
    lab.click_element(lab.find_all('flight-select')[0])
    lab.click('details-continue')
    lab.fill_passenger(1, 'Ada', 'Lovelace', 'ada@example.com', date(1990, 12, 10), 'AB1234567')
    lab.click('passengers-continue')
    lab.find('seat-map')
    taken = lab.seats('taken')
    assert taken and not taken[0].is_enabled()
    seat = lab.seats('available')[0]
    seat_id = seat.get_attribute('aria-label').split(',')[0].replace('Seat ', '')
    lab.click_element(seat)
    lab.wait().until(lambda d: seat.get_attribute('aria-pressed') == 'true', f'seat {seat_id} to be chosen')
    assert seat_id in lab.text_of('chosen-seats')


def test_a_paid_booking_gets_a_reference_and_shows_under_my_bookings(lab):
    lab.click('seats-continue')
    lab.type_into('card-number', '4242 4242 4242 4242')
    lab.type_into('card-expiry', EXPIRY)
    lab.type_into('card-cvc', '123')
    lab.click('pay-button')
    lab.wait().until(lambda d: (lab.text_of('booking-reference') or '').strip(), 'a booking reference')
    ref = lab.text_of('booking-reference').strip()
    lab.click('go-to-bookings')
    lab.wait().until(lambda d: lab.booking(ref).text == 'Confirmed', f'booking {ref} confirmed in My bookings')
