import { describe, expect, it } from 'vitest';
import { BOOK_LIST_CHALLENGES } from '@/lib/practice/exercises/book-list/challenges';
import { BOOK_LIST_CHALLENGE_CHECKS, CHECKED_CHALLENGE_IDS } from '@/lib/practice/exercises/book-list/server/challenge-checks';
import { SERVER_EXERCISES } from '@/lib/practice/server-registry';

// The public list of Book List challenges and the server's checks stay in step: every challenge the page shows can
// be met, and nothing is checked that the page does not show.

describe('Book List challenges', () => {
  it('are 20, with stable unique ids BKL-C01 to BKL-C20, a title and a description each', () => {
    expect(BOOK_LIST_CHALLENGES.map((challenge) => challenge.id)).toEqual(Array.from({ length: 20 }, (_, i) => `BKL-C${String(i + 1).padStart(2, '0')}`));
    for (const challenge of BOOK_LIST_CHALLENGES) {
      expect(challenge.title.length).toBeGreaterThan(3);
      expect(challenge.description).toMatch(/^[A-Z].*[.)]$/);
    }
  });

  it('each have exactly one server-side check, and every check a public challenge', () => {
    expect([...CHECKED_CHALLENGE_IDS].sort()).toEqual(BOOK_LIST_CHALLENGES.map((challenge) => challenge.id).sort());
    for (const check of BOOK_LIST_CHALLENGE_CHECKS) expect(typeof check.metBy).toBe('function');
  });

  it('are what the server registry lists for the exercise', () => {
    expect(SERVER_EXERCISES['book-list'].challenges).toBe(BOOK_LIST_CHALLENGES);
  });
});
