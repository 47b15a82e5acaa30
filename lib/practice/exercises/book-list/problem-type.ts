import { BOOK_LIST_EXERCISE } from './descriptor';

// A problem detail's `type` (RFC 9457, 3.1.1) names its code's row in the error table of the exercise page, so the
// URI resolves, on this site, to the documentation a person can read. Plain, so the page draws the same anchors.

export const problemAnchor = (code: string) => `problem-${code.toLowerCase().replace(/_/g, '-')}`;

export const problemType = (code: string) => `/student/practice/${BOOK_LIST_EXERCISE.link}/v1#${problemAnchor(code)}`;
