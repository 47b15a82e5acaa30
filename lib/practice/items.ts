// The practice exercises (docs/product.md#practice): every one is hosted by the practice lab
// (docs/product.md#practice-lab), so no practice item leads off the site. Plain data and pure helpers: safe in server
// and client components alike. The items come from the registry (./registry.ts): their names and descriptions are
// their descriptors'.

import { loginPathFor } from '../auth/next-path';
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
 * visitor goes to /login, which brings them back to the exercise afterwards; logged in, the exercise opens in the
 * student area.
 */
export function practiceHref(item: PracticeItem, loggedIn: boolean): string {
  const exercise = `/student/practice/${item.link}`;
  return loggedIn ? exercise : loginPathFor(exercise);
}

/** The items whose title or description contains the query, ignoring case; a blank query keeps all. */
export function filterPracticeItems<T extends Pick<PracticeItem, 'title' | 'description'>>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) => item.title.toLocaleLowerCase().includes(needle) || item.description.toLocaleLowerCase().includes(needle),
  );
}

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/** "Eight exercises": how many items the practice page lists, from the registry, in words up to twelve. */
export function exerciseCountText(count: number = PRACTICE_ITEMS.length): string {
  return `${COUNT_WORDS[count] ?? String(count)} ${count === 1 ? 'exercise' : 'exercises'}`;
}
