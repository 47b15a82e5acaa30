// The practice exercises (docs/product.md#practice): every one is hosted by the practice lab
// (docs/product.md#practice-lab), so no practice item leads off the site. Plain data and pure helpers: safe in server
// and client components alike. The items come from the registry (./registry.ts): their names and descriptions are
// their descriptors'.

import { EXERCISES, HOSTED_EXERCISES } from './registry';

export interface PracticeItem {
  /** Stable key, also the React key. */
  id: string;
  title: string;
  /** What the learner practises, shown under the title and searched by the practice filter. */
  description: string;
  /** The /student/practice/{link} segment. */
  link: string;
}

/** The hosted exercises, in the registry's order. */
export const PRACTICE_ITEMS: readonly PracticeItem[] = HOSTED_EXERCISES.map((id): PracticeItem => {
  const { name, description, link } = EXERCISES[id];
  return { id, title: name, description, link };
});

/**
 * Where a practice item leads: always a page of this site. docs/product.md#practice: practice needs a login, so a
 * visitor goes to /login; logged in, the exercise opens in the student area.
 */
export function practiceHref(item: PracticeItem, loggedIn: boolean): string {
  return loggedIn ? `/student/practice/${item.link}` : '/login';
}

/** The items whose title or description contains the query, ignoring case; a blank query keeps all. */
export function filterPracticeItems<T extends Pick<PracticeItem, 'title' | 'description'>>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) => item.title.toLocaleLowerCase().includes(needle) || item.description.toLocaleLowerCase().includes(needle),
  );
}
