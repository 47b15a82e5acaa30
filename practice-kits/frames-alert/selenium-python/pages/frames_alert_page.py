"""Frames & Alert v1: a form in an iframe, nested frames, JavaScript dialogs and a new window."""
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from pages.lab_page import LabPage, hook


class FramesAlertPage(LabPage):
    path = '/student/practice/frames-alert/v1'

    def ready(self):
        # Each frame is a page of its own: wait until every one has loaded and its button answers.
        self.in_form_frame(lambda: self.wait().until(EC.element_to_be_clickable(hook('frame-form-submit'))))
        # The form's frame loads your earlier submissions from the server; until then its count says "Loading...".
        self.in_form_frame(lambda: self.wait().until(lambda d: (self.text_of('frame-form-count') or '').startswith('Submissions:'), 'the earlier submissions to load'))
        for side in ('left', 'right'):
            self.in_inner_frame(side, lambda side=side: self.wait().until(EC.element_to_be_clickable(hook(f'{side}-frame-button'))))

    def in_form_frame(self, step):
        """Runs `step` inside the form's iframe, then comes back to the page; answers what `step` answered."""
        self.driver.switch_to.frame(self.find('form-frame'))
        try:
            return step()
        finally:
            self.driver.switch_to.default_content()

    def in_inner_frame(self, side, step):
        """Runs `step` in the left or right frame inside the outer nested frame, then comes back to the page."""
        self.driver.switch_to.frame(self.find('nested-frame'))
        try:
            self.driver.switch_to.frame(self.find(f'{side}-frame'))
            return step()
        finally:
            self.driver.switch_to.default_content()

    def send_form(self, name, email, topic):
        def fill():
            self.type_into('frame-form-name', name)
            self.type_into('frame-form-email', email)
            Select(self.find('frame-form-topic')).select_by_visible_text(topic)
            self.click('frame-form-submit')

        self.in_form_frame(fill)

    def answer_dialog(self, button, accept, text=None):
        """Clicks a button that opens a JavaScript dialog and answers it; answers the dialog's message."""
        self.click(button)
        dialog = self.wait().until(EC.alert_is_present())
        message = dialog.text
        if text is not None:
            dialog.send_keys(text)
        dialog.accept() if accept else dialog.dismiss()
        return message
