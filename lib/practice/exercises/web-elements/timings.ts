// The fixed delays of the Web Elements exercise (docs/practice/web-elements.md). Plain data shared by the
// page, the API and the task sheet, so the numbers learners read are the numbers the code waits.

/** Dynamic controls: removing/adding the checkbox and enabling/disabling the input each take this long. */
export const CONTROL_DELAY_MS = 1000;
/** Waits: "Start" shows a spinner, then "Hello World!" after this long. */
export const HELLO_DELAY_MS = 1500;
/** Waits: "This message disappears" is removed this long after it was shown. */
export const DISAPPEAR_AFTER_MS = 2000;
/** Infinite scroll: the feed API answers each batch after this long. */
export const FEED_DELAY_MS = 500;
/** Infinite scroll: items per batch, and the whole feed. */
export const FEED_BATCH = 10;
export const FEED_TOTAL = 50;
