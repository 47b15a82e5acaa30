"""Grocery v1, as its task sheet describes it. The tests share one logged-in browser, opened once."""
import pytest

from pages.grocery_page import GroceryPage

DELIVERY = {'email': 'a.learner@example.com', 'phone': '+15551234567', 'country': 'Canada', 'state': 'Ontario', 'zip': 'M5V 2T6', 'address1': '290 Bremner Blvd'}


@pytest.fixture(scope='module')
def shop(driver, base_url, login):
    page = GroceryPage(driver, base_url)
    page.start(*login)
    return page


def test_search_shows_the_matching_products_and_says_how_many(shop):
    shop.search('potato')
    shop.wait().until(lambda d: shop.product_names() == ['Potato', 'Sweet Potato'], 'two potatoes')
    assert shop.text_of('product-count') == 'Showing 2 of 25 products'
    shop.search('')
    shop.wait_for_count('product-card', 25)


def test_plus_raises_a_quantity_and_the_totals_follow(shop):
    shop.add('tomato')
    shop.add('carrot')
    shop.wait_for_text('cart-count', '2')
    shop.open_cart()
    shop.click('increase-tomato')
    shop.wait_for_text('line-subtotal-tomato', '$45 x 2 = $90.00')
    shop.wait_for_text('cart-quantity', '3')
    assert shop.text_of('cart-total') == '$120'


def test_clear_cart_empties_the_cart(shop):
    shop.add('broccoli')
    shop.add('cucumber')
    shop.open_cart()
    shop.click('clear-cart')
    shop.wait_for_text('cart-empty', 'Your cart is empty.')
    assert shop.find_all('cart-line') == []
    shop.wait_for_text('cart-count', '0')
    assert shop.text_of('cart-total') == '$0'


def test_an_order_paid_cash_on_delivery_shows_under_my_orders(shop):
    shop.add('asparagus')
    shop.open_cart()
    shop.check_out(DELIVERY)
    shop.click('pay-cod')
    shop.click('confirm-payment')
    number = shop.find('success-order-number').text
    assert number.startswith('GR-')
    assert shop.text_of('success-total') == '$320'
    shop.click('close-success')
    shop.wait().until(lambda d: shop.text_of('order-number') == number, f'{number} on top of My orders')
    assert shop.text_of('order-items') == 'Asparagus x 1'
    assert shop.text_of('order-total') == '$320'
    assert shop.text_of('order-method') == 'Cash on Delivery'
