"""Reservation v1: flight search, results, details, passengers, seats, payment, confirmation and My bookings."""
from datetime import date, datetime, timedelta, timezone

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from pages.lab_page import LabPage, hook


def day_from_today(days):
    """A day counted from today in UTC (the site's calendar)."""
    return datetime.now(timezone.utc).date() + timedelta(days=days)


class ReservationPage(LabPage):
    path = '/student/practice/reservation/v1'

    def ready(self):
        self.find('my-bookings')
        self.wait().until(lambda d: self.find('search-submit').is_enabled(), 'the search form to answer')

    def type_date(self, test_id, day: date):
        """A date field takes the digits in the browser's order: month, day, year for US English Chromium."""
        self.find(test_id).send_keys(day.strftime('%m%d%Y'))

    def search(self, origin, destination, day, passengers=1):
        Select(self.find('search-from')).select_by_value(origin)
        Select(self.find('search-to')).select_by_value(destination)
        self.type_date('search-date', day)
        Select(self.find('search-passengers')).select_by_value(str(passengers))
        self.click('search-submit')

    def go_to_page(self, n):
        self.click(f'page-{n}')
        self.wait().until(lambda d: self.find(f'page-{n}').get_attribute('aria-current') == 'page', f'page {n}')

    def shown_flights(self):
        """(flight number, price) of the rows shown; "$1,020" becomes 1020."""
        numbers = [cell.text for cell in self.find_all('flight-number')]
        prices = [int(cell.text.replace('$', '').replace(',', '')) for cell in self.find_all('flight-price')]
        return list(zip(numbers, prices))

    def fill_passenger(self, n, first, last, email, birth, passport):
        self.type_into(f'passenger-{n}-first-name', first)
        self.type_into(f'passenger-{n}-last-name', last)
        self.type_into(f'passenger-{n}-email', email)
        self.type_date(f'passenger-{n}-birth-date', birth)
        self.type_into(f'passenger-{n}-passport', passport)

    def seats(self, state):
        """Seats by what the seat map says of them: "Seat 12C, available" or "Seat 12C, taken"."""
        seat_map = self.find('seat-map')
        return seat_map.find_elements(By.CSS_SELECTOR, f'button[aria-label$=", {state}"]')

    def booking(self, ref):
        return self.driver.find_element(By.CSS_SELECTOR, f'[data-test="booking-item"][data-ref="{ref}"]').find_element(*hook('booking-status'))
