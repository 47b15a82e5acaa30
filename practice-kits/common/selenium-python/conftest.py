"""Shared fixtures: one Chromium for the whole run, the site's address and the learner's login (README.md)."""
import os

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# Headless Chromium; --no-sandbox lets it run as root in a container, the others keep it quiet and local.
CHROME_FLAGS = ('--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--window-size=1280,900')


@pytest.fixture(scope='session')
def driver():
    options = webdriver.ChromeOptions()
    for flag in CHROME_FLAGS:
        options.add_argument(flag)
    # CHROME_BINARY and CHROMEDRIVER are optional: without them Selenium looks for Chrome and its driver itself.
    if os.environ.get('CHROME_BINARY'):
        options.binary_location = os.environ['CHROME_BINARY']
    service = Service(os.environ['CHROMEDRIVER']) if os.environ.get('CHROMEDRIVER') else Service()
    browser = webdriver.Chrome(service=service, options=options)
    yield browser
    browser.quit()


@pytest.fixture(scope='session')
def base_url():
    return os.environ.get('QA_ACADEMY_URL', 'http://localhost:3000').rstrip('/')


@pytest.fixture(scope='session')
def login():
    email = os.environ.get('QA_ACADEMY_EMAIL')
    password = os.environ.get('QA_ACADEMY_PASSWORD')
    if not email or not password:
        pytest.exit('Set QA_ACADEMY_EMAIL and QA_ACADEMY_PASSWORD to your QA Academy login (see README.md).', returncode=2)
    return email, password


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed test leaves a screenshot of the page in screenshots/, named after the test."""
    outcome = yield
    report = outcome.get_result()
    browser = item.funcargs.get('driver') if hasattr(item, 'funcargs') else None
    if report.failed and report.when == 'call' and browser is not None:
        os.makedirs('screenshots', exist_ok=True)
        browser.save_screenshot(os.path.join('screenshots', f'{item.name}.png'))
