// Which panel an exercise page opens on (docs/product.md#task-sheets): the exercise itself, or its task sheet.
//
// Remembered per learner in a cookie of this browser whose name carries the learner's id, not in the database: the
// learner's own automated browsers (their suites, the starter kits, our e2e) start without it and always find the
// exercise first, whatever the learner last chose by hand; and the server reads it, so the page is drawn with the
// chosen panel from its first byte and never swaps panels after it loads. Client-safe: both sides import it.

export const EXERCISE_VIEWS = ['exercise', 'sheet'] as const;
export type ExerciseView = (typeof EXERCISE_VIEWS)[number];

/** Only the practice pages read it; it rides on no other request. */
export const EXERCISE_VIEW_COOKIE_PATH = '/student/practice';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** One cookie per learner, so two learners sharing a browser keep their own choice. */
export function exerciseViewCookieName(userId: string | number): string {
  return `qa-exercise-view-${String(userId).replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/** Anything but "sheet" (none, a stale or forged value) opens the exercise. */
export function parseExerciseView(value: string | undefined): ExerciseView {
  return value === 'sheet' ? 'sheet' : 'exercise';
}

/** The Set-Cookie line the browser stores the choice with (document.cookie). */
export function exerciseViewCookie(userId: string | number, view: ExerciseView): string {
  return `${exerciseViewCookieName(userId)}=${view}; Path=${EXERCISE_VIEW_COOKIE_PATH}; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** In the browser: stores the learner's choice for their next visit. */
export function rememberExerciseView(userId: string | number, view: ExerciseView): void {
  document.cookie = exerciseViewCookie(userId, view);
}

/**
 * The learner's choice as a request's Cookie header carries it. The fast path keeps a learner's exercise pages per
 * choice (lib/fast-path/serve-learner-page.ts), since the page is drawn with the chosen panel.
 */
export function exerciseViewInCookieHeader(cookieHeader: string | undefined, userId: string): ExerciseView {
  const name = `${exerciseViewCookieName(userId)}=`;
  const pair = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name));
  return parseExerciseView(pair?.slice(name.length));
}
