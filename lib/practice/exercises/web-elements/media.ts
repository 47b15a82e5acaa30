// The "Broken images and links" section (docs/practice/web-elements.md#broken-images-and-links). Every
// address is on our own origin: the working images come from the exercise's image route, the broken ones
// name files that route does not have (404), and the links lead to the status route or a missing page.

const BASE = '/api/practice/v1/web-elements';

export interface PracticeImage {
  /** The `media-image-{key}` hook. */
  key: string;
  src: string;
  alt: string;
  caption: string;
}

export const PRACTICE_IMAGES: readonly PracticeImage[] = [
  { key: 'badge', src: `${BASE}/images/badge.svg`, alt: 'QA Academy badge: a blue shield with a check mark', caption: 'Course badge' },
  { key: 'chart', src: `${BASE}/images/chart.svg`, alt: 'Bar chart of passed tests per week, rising from 12 to 30', caption: 'Weekly results' },
  { key: 'team', src: `${BASE}/images/team-photo.jpg`, alt: 'The QA Academy trainers in front of the office', caption: 'Our trainers' },
  { key: 'map', src: `${BASE}/images/missing.png`, alt: 'Map of the way to the training room', caption: 'How to find us' },
];

/** The status codes the status route answers (one of each kind); anything else is a 404. */
export const PRACTICE_STATUS_CODES = [200, 201, 400, 403, 404, 410, 418, 503] as const;
export type PracticeStatusCode = (typeof PRACTICE_STATUS_CODES)[number];

export function isPracticeStatusCode(code: number): code is PracticeStatusCode {
  return (PRACTICE_STATUS_CODES as readonly number[]).includes(code);
}

export const STATUS_TITLES: Record<PracticeStatusCode, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  418: "I'm a teapot",
  503: 'Service Unavailable',
};

export interface PracticeLink {
  /** The `media-link-{key}` hook. */
  key: string;
  href: string;
  label: string;
}

export const PRACTICE_LINKS: readonly PracticeLink[] = [
  { key: 'overview', href: '/student/practice', label: 'Practice overview' },
  { key: 'reports', href: `${BASE}/status/200`, label: 'Test reports' },
  { key: 'handbook', href: `${BASE}/status/404`, label: 'Tester handbook' },
  { key: 'archive', href: `${BASE}/status/410`, label: 'Results archive' },
  { key: 'coffee', href: `${BASE}/status/418`, label: 'Coffee machine' },
  { key: 'status-board', href: `${BASE}/status/503`, label: 'Status board' },
  { key: 'release-notes', href: '/student/practice/web-elements/v1/release-notes', label: 'Release notes' },
];
