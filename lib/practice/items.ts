// The practice exercises (docs/product.md#practice): the ones the lab hosts (docs/product.md#practice-lab), then
// any public practice site the lab does not host (none since it hosts the Employee SOAP service).
// Plain data and pure helpers: safe in server and client components alike. The hosted ones come from the
// registry (./registry.ts); this file adds only the public sites.

import { EXERCISES, HOSTED_EXERCISES } from './registry';

interface PracticeItemBase {
  /** Stable key, also the React key. */
  id: string;
  title: string;
  /** What the learner practises, shown under the title and searched by the practice filter. */
  description: string;
  /** The /student/practice/{link} segment. */
  link: string;
}

export interface InternalPracticeItem extends PracticeItemBase {
  external: false;
}

export interface ExternalPracticeItem extends PracticeItemBase {
  external: true;
  /** The public practice site the exercise uses. */
  href: string;
}

export type PracticeItem = InternalPracticeItem | ExternalPracticeItem;

/** The public practice sites the lab does not host yet: none. */
const EXTERNAL_ITEMS: readonly ExternalPracticeItem[] = [];

/** The hosted exercises first, in the registry's order (their names and descriptions are their descriptors'), then the public sites. */
export const PRACTICE_ITEMS: readonly PracticeItem[] = [
  ...HOSTED_EXERCISES.map((id): InternalPracticeItem => {
    const { name, description, link } = EXERCISES[id];
    return { id, title: name, description, link, external: false };
  }),
  ...EXTERNAL_ITEMS,
];

/**
 * Where a practice item leads. docs/product.md#practice: practice needs a login, so a visitor always goes to /login.
 * Logged in, the hosted exercise opens in the student area and the others at their public site.
 */
export function practiceHref(item: PracticeItem, loggedIn: boolean): string {
  if (!loggedIn) return '/login';
  return item.external ? item.href : `/student/practice/${item.link}`;
}

/** The items whose title or description contains the query, ignoring case; a blank query keeps all. */
export function filterPracticeItems<T extends Pick<PracticeItem, 'title' | 'description'>>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) => item.title.toLocaleLowerCase().includes(needle) || item.description.toLocaleLowerCase().includes(needle),
  );
}
