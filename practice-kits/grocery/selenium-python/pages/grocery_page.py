"""Grocery v1: the vegetable shop, its cart dropdown, the checkout and My orders."""
from selenium.webdriver.support.ui import Select

from pages.lab_page import LabPage


class GroceryPage(LabPage):
    path = '/student/practice/shopping/v1'

    def ready(self):
        self.wait().until(lambda d: self.find('shopping-demo').get_attribute('data-ready') == 'true', 'the shop to be ready')

    def search(self, text):
        self.type_into('product-search', text)

    def product_names(self):
        return [name.text for name in self.find_all('product-name')]

    def add(self, product):
        """Adds a product by its id, e.g. "tomato" (its button's hook is add-to-cart-tomato)."""
        self.click(f'add-to-cart-{product}')

    def open_cart(self):
        if not self.find_all('cart-panel'):
            self.click('cart-button')
        self.find('cart-panel')

    def check_out(self, delivery):
        """From the open cart through Buy & Enjoy and the delivery form to the payment step."""
        self.click('process-to-buy')
        self.click('place-order')
        for field in ('email', 'phone', 'state', 'zip', 'address1'):
            self.type_into(f'order-{field}', delivery[field])
        Select(self.find('order-country')).select_by_visible_text(delivery['country'])
        self.click('submit-order')
