import { describe, expect, it } from 'vitest';
import { EXERCISES, HOSTED_EXERCISES } from '@/lib/practice/registry';
import { exerciseCountText, filterPracticeItems, PRACTICE_ITEMS, practiceHref, type PracticeItem } from '@/lib/practice/items';

const byTitle = (title: string): PracticeItem => {
  const item = PRACTICE_ITEMS.find((candidate) => candidate.title === title);
  if (!item) throw new Error(`no practice item "${title}"`);
  return item;
};

describe('PRACTICE_ITEMS', () => {
  it('holds the eight practice items in order, each with a description', () => {
    expect(PRACTICE_ITEMS.map((item) => item.title)).toEqual([
      'Grocery',
      'Reservation',
      'Mouse Action',
      'Frames & Alert',
      'Web Elements',
      'Book List',
      'Practice Bank',
      // The SPEC's name for the item.
      'Employee WSDL file',
    ]);
    for (const item of PRACTICE_ITEMS) expect(item.description.length).toBeGreaterThan(40);
    expect(new Set(PRACTICE_ITEMS.map((item) => item.id)).size).toBe(PRACTICE_ITEMS.length);
  });

  it('hosts Grocery under the link "shopping" and the lab exercises under their ids', () => {
    expect(byTitle('Grocery')).toMatchObject({ link: 'shopping' });
    for (const id of HOSTED_EXERCISES) expect(PRACTICE_ITEMS.find((item) => item.id === id)).toMatchObject({ link: EXERCISES[id].link });
    expect(PRACTICE_ITEMS.map((item) => item.id)).toEqual([...HOSTED_EXERCISES]);
  });
});

describe('practiceHref', () => {
  it('never leads off the site, logged in or not', () => {
    for (const item of PRACTICE_ITEMS) {
      for (const loggedIn of [false, true]) {
        const href = practiceHref(item, loggedIn);
        expect(new URL(href, 'https://this-site.test').origin, `${item.title}: ${href}`).toBe('https://this-site.test');
        expect(href, item.title).toMatch(/^\/(?!\/)/);
      }
    }
  });

  // Issue 41: the visitor comes back to the exercise after logging in (lib/auth/next-path.ts).
  it('sends a visitor to /login for every item (practice needs a login), with the exercise to come back to', () => {
    for (const item of PRACTICE_ITEMS) {
      const href = new URL(practiceHref(item, false), 'https://site.test');
      expect(href.pathname).toBe('/login');
      expect(href.searchParams.get('next')).toBe(practiceHref(item, true));
    }
    expect(practiceHref(byTitle('Grocery'), false)).toBe('/login?next=%2Fstudent%2Fpractice%2Fshopping');
  });

  it('opens the hosted exercise in the student area when logged in', () => {
    expect(practiceHref(byTitle('Grocery'), true)).toBe('/student/practice/shopping');
    expect(practiceHref(byTitle('Reservation'), true)).toBe('/student/practice/reservation');
    expect(practiceHref(byTitle('Web Elements'), true)).toBe('/student/practice/web-elements');
    expect(practiceHref(byTitle('Book List'), true)).toBe('/student/practice/book-list');
    expect(practiceHref(byTitle('Employee WSDL file'), true)).toBe('/student/practice/employee-wsdl');
  });
});

describe('filterPracticeItems', () => {
  it('keeps every item for a blank query', () => {
    expect(filterPracticeItems(PRACTICE_ITEMS, '')).toHaveLength(8);
    expect(filterPracticeItems(PRACTICE_ITEMS, '   ')).toHaveLength(8);
  });

  it('matches the title ignoring case', () => {
    expect(filterPracticeItems(PRACTICE_ITEMS, 'gRoCeRy').map((item) => item.title)).toEqual(['Grocery']);
    expect(filterPracticeItems(PRACTICE_ITEMS, 'FRAMES &').map((item) => item.title)).toEqual(['Frames & Alert']);
  });

  it('matches the description too, and ignores surrounding spaces', () => {
    const items = [
      { title: 'Alpha', description: 'Drag the card' },
      { title: 'Beta', description: 'Accept the alert' },
    ];
    expect(filterPracticeItems(items, '  DRAG ')).toEqual([items[0]]);
    expect(filterPracticeItems(items, 'alert')).toEqual([items[1]]);
  });

  it('returns nothing when no title or description matches', () => {
    expect(filterPracticeItems(PRACTICE_ITEMS, 'no such exercise xyz')).toEqual([]);
  });

  it('treats the query as text, not as a pattern', () => {
    expect(filterPracticeItems(PRACTICE_ITEMS, '.*')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const copy = [...PRACTICE_ITEMS];
    filterPracticeItems(PRACTICE_ITEMS, 'book');
    expect(PRACTICE_ITEMS).toEqual(copy);
  });
});

// Issue 41: /practice said "Six exercises" over a list of eight; the count now comes from the registry.
describe('exerciseCountText', () => {
  it('counts the listed items in words', () => {
    expect(exerciseCountText()).toBe('Eight exercises');
    expect(exerciseCountText(PRACTICE_ITEMS.length)).toBe(exerciseCountText());
    expect(exerciseCountText(1)).toBe('One exercise');
    expect(exerciseCountText(13)).toBe('13 exercises');
  });
});
