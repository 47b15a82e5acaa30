import { expect, type Locator, type Page } from '@playwright/test';
import { LabPage } from '../support/lab-page';

export interface Delivery {
  email: string;
  phone: string;
  country: string;
  state: string;
  zip: string;
  address1: string;
}

/** Grocery v1: the vegetable shop, its cart dropdown, the checkout and My orders. */
export class GroceryPage extends LabPage {
  readonly search: Locator;
  readonly productNames: Locator;
  readonly productCount: Locator;
  readonly cartPanel: Locator;
  readonly cartCount: Locator;
  readonly cartTotal: Locator;

  constructor(page: Page) {
    super(page, '/student/practice/shopping/v1');
    this.search = page.getByRole('searchbox', { name: 'Search products' });
    this.productNames = page.getByTestId('product-card').getByTestId('product-name');
    this.productCount = page.getByTestId('product-count');
    this.cartPanel = page.getByTestId('cart-panel');
    this.cartCount = page.getByTestId('cart-count');
    this.cartTotal = page.getByTestId('cart-total');
  }

  protected async ready(timeout: number): Promise<void> {
    await expect(this.page.getByTestId('shopping-demo')).toHaveAttribute('data-ready', 'true', { timeout });
  }

  /** Adds a product by its id, e.g. "tomato" (its button's hook is add-to-cart-tomato). */
  async add(product: string): Promise<void> {
    await this.page.getByTestId(`add-to-cart-${product}`).click();
  }

  async openCart(): Promise<void> {
    if (!(await this.cartPanel.isVisible())) await this.page.getByTestId('cart-button').click();
    await expect(this.cartPanel).toBeVisible();
  }

  /** From the open cart through Buy & Enjoy and the delivery form to the payment step. */
  async checkOut(delivery: Delivery): Promise<void> {
    await this.page.getByTestId('process-to-buy').click();
    await this.page.getByTestId('place-order').click();
    await this.page.getByTestId('order-email').fill(delivery.email);
    await this.page.getByTestId('order-phone').fill(delivery.phone);
    await this.page.getByTestId('order-country').selectOption(delivery.country);
    await this.page.getByTestId('order-state').fill(delivery.state);
    await this.page.getByTestId('order-zip').fill(delivery.zip);
    await this.page.getByTestId('order-address1').fill(delivery.address1);
    await this.page.getByTestId('submit-order').click();
  }
}
