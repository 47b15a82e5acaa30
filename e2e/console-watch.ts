import { expect, type Page } from './fixtures';

// What a learner's first "no console errors" check sees (issue 21): console errors, uncaught page
// errors and requests that failed, from the page's own load and use.

/** Requests the browser itself cancels in normal use: a navigation away, a media element that stops reading. */
const CANCELLED = 'net::ERR_ABORTED';

/** Starts watching `page`; `problems()` lists what was seen so far, one line each. */
export function watchConsole(page: Page): { problems(): string[] } {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error: ${message.text()} (${message.location().url || 'no source'})`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    if (failure !== CANCELLED) seen.push(`request failed: ${request.method()} ${request.url()} (${failure})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) seen.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return { problems: () => [...seen] };
}

/** Fails the test with every problem seen on `page`, but those that name one of the `expected` failures. */
export function expectConsoleClean(watch: { problems(): string[] }, expected: RegExp[] = []) {
  const unexpected = watch.problems().filter((problem) => !expected.some((pattern) => pattern.test(problem)));
  expect(unexpected, 'console errors and failed requests').toEqual([]);
}
