import { expect, type Locator, type Page } from '@playwright/test';
import { LabPage } from '../support/lab-page';

/** Web Elements v1: dynamic controls, the employee table, waits and the infinite list. */
export class WebElementsPage extends LabPage {
  readonly checkboxToggle: Locator;
  readonly checkboxMessage: Locator;
  readonly input: Locator;
  readonly inputMessage: Locator;
  readonly tableSummary: Locator;
  readonly salaryCells: Locator;
  readonly feedItems: Locator;

  constructor(page: Page) {
    super(page, '/student/practice/web-elements/v1');
    this.checkboxToggle = page.getByTestId('dynamic-checkbox-toggle');
    this.checkboxMessage = page.getByTestId('dynamic-checkbox-message');
    this.input = page.getByLabel('Type here once enabled');
    this.inputMessage = page.getByTestId('dynamic-input-message');
    this.tableSummary = page.getByTestId('table-summary');
    this.salaryCells = page.getByTestId('table-cell-salary');
    this.feedItems = page.getByTestId('feed-item');
  }

  protected async ready(timeout: number): Promise<void> {
    // The list loads its first ten items by itself once the page runs.
    await expect(this.feedItems).toHaveCount(10, { timeout });
  }

  async pressInputButton(name: 'Enable' | 'Disable'): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  /** Sorts the table by salary, ascending (one click on the header's button). */
  async sortBySalary(): Promise<void> {
    await this.page.getByTestId('table-sort-salary').click();
    await expect(this.page.getByRole('columnheader', { name: 'Salary' })).toHaveAttribute('aria-sort', 'ascending');
  }

  /** The salaries of the rows shown, as numbers ("$49,000" → 49000). */
  async shownSalaries(): Promise<number[]> {
    return (await this.salaryCells.allTextContents()).map((text) => Number(text.replace(/[$,]/g, '')));
  }

  async filter(text: string): Promise<void> {
    await this.page.getByTestId('table-filter').fill(text);
  }

  /** "Name role" of every row shown. */
  async shownNamesAndRoles(): Promise<string[]> {
    const names = await this.page.getByTestId('table-cell-name').allTextContents();
    const roles = await this.page.getByTestId('table-cell-role').allTextContents();
    return names.map((name, i) => `${name} ${roles[i]}`);
  }
}
