import { expect, type Locator, type Page } from '@playwright/test';
import { LabPage } from '../support/lab-page';

/** Mouse Action v1: the card board (drag and drop, or each card's buttons) and the mouse widgets. */
export class MouseActionPage extends LabPage {
  readonly status: Locator;

  constructor(page: Page) {
    super(page, '/student/practice/mouse-action/v1');
    this.status = page.getByTestId('board-status');
  }

  protected async ready(timeout: number): Promise<void> {
    // The board is loaded from the server; it says when it is ready.
    await expect(this.page.getByTestId('board')).toHaveAttribute('data-ready', 'true', { timeout });
  }

  /** A card by its id, e.g. "login" (data-test="card-login"). */
  card(id: string): Locator {
    return this.page.getByTestId(`card-${id}`);
  }

  /** The titles of the cards in a list: backlog, sprint, bugs or trash. */
  titlesIn(list: string): Locator {
    return this.page.getByTestId(`list-${list}`).getByTestId('card-title');
  }

  /** The card's own "Move to" control: choose the list, press Move. */
  async moveWithButtons(id: string, list: string): Promise<void> {
    await this.page.getByTestId(`card-${id}-target`).selectOption(list);
    await this.page.getByTestId(`card-${id}-move`).click();
  }

  /** Drags a card from its centre onto another card with the mouse: it takes that card's place. */
  async drag(id: string, ontoId: string): Promise<void> {
    await this.card(id).dragTo(this.card(ontoId));
  }

  /** The task sheet's call, as printed: the Login card from its centre to Sprint's dashed slot (it goes last). */
  async dragLoginToTheEndOfSprint(): Promise<void> {
    const page = this.page;
    await page.getByTestId('card-login').dragTo(page.getByTestId('list-sprint-end'));
  }
}
