import { expect, type FrameLocator, type Page } from '@playwright/test';
import { LabPage } from '../support/lab-page';

/** Frames & Alert v1: a form in an iframe, nested frames, JavaScript dialogs and a new window. */
export class FramesAlertPage extends LabPage {
  constructor(page: Page) {
    super(page, '/student/practice/frames-alert/v1');
  }

  /** The iframe holding the contact form. */
  formFrame(): FrameLocator {
    return this.page.getByTestId('form-frame').contentFrame();
  }

  /** One of the two frames inside the outer nested frame. */
  innerFrame(side: 'left' | 'right'): FrameLocator {
    return this.page.getByTestId('nested-frame').contentFrame().getByTestId(`${side}-frame`).contentFrame();
  }

  protected async ready(timeout: number): Promise<void> {
    // Each frame is a page of its own: wait until every one has loaded and its button answers.
    await expect(this.formFrame().getByTestId('frame-form-submit')).toBeEnabled({ timeout });
    // The form's frame loads your earlier submissions from the server; until then its count says "Loading…".
    await expect(this.formFrame().getByTestId('frame-form-count')).toHaveText(/^Submissions: \d+$/, { timeout });
    await expect(this.innerFrame('left').getByTestId('left-frame-button')).toBeEnabled({ timeout });
    await expect(this.innerFrame('right').getByTestId('right-frame-button')).toBeEnabled({ timeout });
  }

  /** Clicks a button that opens a JavaScript dialog, and answers the dialog: accept (with text) or dismiss. */
  async answerDialog(buttonTestId: string, answer: { accept: boolean; text?: string }): Promise<string> {
    const dialog = this.page.waitForEvent('dialog');
    const click = this.page.getByTestId(buttonTestId).click();
    const opened = await dialog;
    const message = opened.message();
    await (answer.accept ? opened.accept(answer.text) : opened.dismiss());
    await click;
    return message;
  }
}
