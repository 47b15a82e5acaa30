import type { Book } from './book-schemas';
import type { Review } from './review-schemas';

// The shelf every learner starts with and a reset brings back (docs/practice/book-list.md#seed-books): 20 made-up
// books with fixed ids 1–20, fixed dates and valid ISBN-13s (the unit tests check each against the schema), and
// a few reviews. Deterministic, so a learner's test can rely on every value.

type SeedRow = [title: string, author: string, isbn: string, year: number, pages: number, genre: Book['genre'], price: number, inStock: boolean, tags: string[]];

const ROWS: readonly SeedRow[] = [
  ['The Flaky Test', 'Mara Lindqvist', '9781999010379', 2019, 312, 'mystery', 18.99, true, ['automation', 'ci']],
  ['Boundaries and Equivalence', 'Daniel Okafor', '9781999010744', 2015, 248, 'technology', 34.5, true, ['test-design', 'techniques']],
  ['A Bug in the Orchard', 'Elena Marquez', '9781999011116', 2008, 184, 'fiction', 12, false, ['novel']],
  ['The Regression Season', 'Mara Lindqvist', '9781999011482', 2021, 356, 'mystery', 21.5, true, ['automation']],
  ['Pairwise', 'Hiro Tanaka', '9781999011857', 2012, 200, 'science', 29.99, true, ['combinatorics', 'test-design']],
  ['Clockwork Assertions', 'Priya Raman', '9781999012229', 2017, 420, 'science-fiction', 15.75, true, ['robots']],
  ["The Tester's Notebook", 'Daniel Okafor', '9781999012595', 2020, 176, 'business', 24, false, ['career', 'exploratory']],
  ['Under the Staging Server', 'Jonas Weber', '9781999012960', 2011, 512, 'fantasy', 19.99, true, ['dragons']],
  ['Ada and the Missing Semicolon', 'Lucy Brennan', '9781999013332', 2022, 48, 'children', 9.99, true, ['picture-book', 'coding']],
  ['Margins of Error', 'Samuel Adeyemi', '9781999013707', 2005, 388, 'history', 27.5, false, ['engineering', 'failures']],
  ['Exploratory Journeys', 'Priya Raman', '9781999014070', 2023, 290, 'technology', 39, true, ['exploratory', 'heuristics']],
  ['The Last Release Candidate', 'Jonas Weber', '9781999014445', 2024, 344, 'science-fiction', 17.25, true, ['space']],
  ['Grace Under Load', 'Lucy Brennan', '9781999014810', 2016, 264, 'biography', 22, true, ['performance', 'pioneers']],
  ['Mutants in the Codebase', 'Hiro Tanaka', '9781999015183', 2018, 230, 'technology', 31.99, false, ['mutation-testing']],
  ['The Quiet Defect', 'Elena Marquez', '9781999015558', 2014, 298, 'mystery', 14.5, true, ['novel']],
  ['Selectors and Shadows', 'Samuel Adeyemi', '9781999015923', 2010, 460, 'fantasy', 18, true, ['magic']],
  ['Shipping on Fridays', 'Nadia Petrova', '9781999016296', 2021, 212, 'business', 26.75, true, ['devops', 'risk']],
  ['The Oracle Problem', 'Nadia Petrova', '9781999016661', 2009, 330, 'science', 33, false, ['philosophy', 'oracles']],
  ['Letters from the Test Lab', 'Daniel Okafor', '9781999017033', 1998, 280, 'biography', 16.5, true, ['memoir']],
  ['When the Build Went Green', 'Mara Lindqvist', '9781999017408', 2013, 32, 'children', 8.5, true, ['picture-book', 'ci']],
];

/** Book n was created on 2025-01-n at 09:00 UTC and never changed since. */
const seedTime = (id: number) => `2025-01-${String(id).padStart(2, '0')}T09:00:00.000Z`;

export function seedBooks(): Book[] {
  return ROWS.map(([title, author, isbn, year, pages, genre, price, inStock, tags], index) => {
    const id = index + 1;
    return { id, title, author, isbn, year, pages, genre, price, inStock, tags: [...tags], createdAt: seedTime(id), updatedAt: seedTime(id) };
  });
}

type SeedReview = [bookId: number, reviewer: string, rating: number, text: string];

const REVIEWS: readonly SeedReview[] = [
  [1, 'Ada', 5, 'A whodunit where the culprit is a race condition. I reran it three times.'],
  [1, 'Grace', 3, 'Fun, but the ending only passes on the second try.'],
  [2, 'Linus', 4, 'The clearest chapter on boundary values I have read.'],
  [5, 'Margaret', 5, 'Covers every pair without testing every combination.'],
  [11, 'Ada', 4, 'Good charters and heuristics; bring a notebook.'],
];

export function seedReviews(): Review[] {
  return REVIEWS.map(([bookId, reviewer, rating, text], index) => ({
    id: index + 1,
    bookId,
    reviewer,
    rating,
    text,
    createdAt: `2025-02-${String(index + 1).padStart(2, '0')}T12:00:00.000Z`,
  }));
}
