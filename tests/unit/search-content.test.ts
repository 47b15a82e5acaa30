import { describe, expect, it } from 'vitest';
import {
  containsQuery,
  MAX_LINES_PER_CHUNK,
  MAX_QUERY_LENGTH,
  normalizeQuery,
  searchContent,
  splitHighlights,
  type SearchableCourse,
} from '@/lib/search/search-content';

const courses: SearchableCourse[] = [
  {
    course_id: 1,
    course_name: 'Manual Testing',
    course_title: 'Manual Testing: From Requirements to Release',
    chunks: [
      { chunk_id: 11, chunk_title: 'Test Design Techniques', chunk_contents: ['Boundary value analysis tests the edges.', 'Equivalence partitioning groups inputs.'] },
      { chunk_id: 12, chunk_title: 'Bug Reports', chunk_contents: ['A good bug report has steps to reproduce.'] },
    ],
  },
  {
    course_id: 2,
    course_name: 'Automation Testing',
    course_title: 'Selenium, APIs and CI with Java',
    chunks: [
      { chunk_id: 21, chunk_title: 'Selenium WebDriver Basics', chunk_contents: ['WebDriver drives a real browser.'] },
      { chunk_id: 22, chunk_title: 'Java Essentials', chunk_contents: ['Use C++ style comments? No: Java uses // and /* */.', 'Regex like a.*b is powerful.'] },
    ],
  },
];

const practiceItems = [
  { id: 'grocery', title: 'Grocery', description: 'Test a working grocery shop end to end.' },
  { id: 'mouse', title: 'Mouse Action', description: 'Automate drag-and-drop with Selenium Actions.' },
];

const search = (query: string) => searchContent(query, { courses, practiceItems });

describe('normalizeQuery', () => {
  it('trims, collapses whitespace and takes the first of repeated values', () => {
    expect(normalizeQuery('  test \n  case ')).toBe('test case');
    expect(normalizeQuery(['first', 'second'])).toBe('first');
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery([])).toBe('');
  });

  it('caps very long queries', () => {
    expect(normalizeQuery('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('searchContent', () => {
  it('finds nothing for a blank query', () => {
    expect(search('   ')).toEqual({ query: '', courses: [], chunks: [], practice: [], total: 0 });
  });

  it('matches course names and titles ignoring case', () => {
    expect(search('MANUAL').courses.map((course) => course.course_id)).toEqual([1]);
    expect(search('requirements to').courses.map((course) => course.course_id)).toEqual([1]);
    expect(search('testing').courses.map((course) => course.course_id)).toEqual([1, 2]);
  });

  it('matches topic titles and topic contents, keeping the matching lines', () => {
    const byTitle = search('bug reports');
    expect(byTitle.chunks).toEqual([
      { course_id: 1, course_name: 'Manual Testing', chunk_id: 12, chunk_title: 'Bug Reports', lines: [], moreLines: 0 },
    ]);
    const byContent = search('EQUIVALENCE');
    expect(byContent.chunks).toHaveLength(1);
    expect(byContent.chunks[0]).toMatchObject({ chunk_id: 11, course_id: 1, lines: ['Equivalence partitioning groups inputs.'] });
  });

  it('matches practice items by title or description', () => {
    expect(search('grocery').practice.map((item) => item.id)).toEqual(['grocery']);
    expect(search('drag-and-drop').practice.map((item) => item.id)).toEqual(['mouse']);
  });

  it('groups hits across kinds and counts them', () => {
    const results = search('selenium');
    expect(results.courses.map((course) => course.course_id)).toEqual([2]);
    expect(results.chunks.map((chunk) => chunk.chunk_id)).toEqual([21]);
    expect(results.practice.map((item) => item.id)).toEqual(['mouse']);
    expect(results.total).toBe(3);
  });

  it('treats regex characters in the query as text', () => {
    expect(search('c++').chunks.map((chunk) => chunk.chunk_id)).toEqual([22]);
    expect(search('a.*b').chunks[0].lines).toEqual(['Regex like a.*b is powerful.']);
    expect(search('.*').total).toBe(1);
    expect(search('(').total).toBe(0);
    expect(search('[').total).toBe(0);
  });

  it('answers no results for a query found nowhere', () => {
    expect(search('kubernetes').total).toBe(0);
  });

  it('lists at most a few matching lines per topic and counts the rest', () => {
    const lines = Array.from({ length: MAX_LINES_PER_CHUNK + 2 }, (_, index) => `Line ${index} about oracles.`);
    const results = searchContent('oracles', {
      courses: [{ course_id: 9, course_name: 'X', course_title: 'Y', chunks: [{ chunk_id: 91, chunk_title: 'Z', chunk_contents: lines }] }],
      practiceItems: [],
    });
    expect(results.chunks[0].lines).toHaveLength(MAX_LINES_PER_CHUNK);
    expect(results.chunks[0].moreLines).toBe(2);
  });

  it('lets a space in the query match any whitespace in the text', () => {
    expect(containsQuery('boundary\n  value', 'Boundary Value')).toBe(true);
  });
});

describe('splitHighlights', () => {
  const join = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');

  it('marks every occurrence ignoring case and keeps the original text', () => {
    const segments = splitHighlights('Test the test plan, TEST!', 'test');
    expect(segments).toEqual([
      { text: 'Test', match: true },
      { text: ' the ', match: false },
      { text: 'test', match: true },
      { text: ' plan, ', match: false },
      { text: 'TEST', match: true },
      { text: '!', match: false },
    ]);
    expect(join(segments)).toBe('Test the test plan, TEST!');
  });

  it('treats the query as text, not as a regular expression', () => {
    expect(splitHighlights('a.*b and axxb', 'a.*b')).toEqual([
      { text: 'a.*b', match: true },
      { text: ' and axxb', match: false },
    ]);
    expect(splitHighlights('Use C++ daily', 'c++')).toEqual([
      { text: 'Use ', match: false },
      { text: 'C++', match: true },
      { text: ' daily', match: false },
    ]);
    expect(splitHighlights('price $5 (approx)', '$5 (')).toEqual([
      { text: 'price ', match: false },
      { text: '$5 (', match: true },
      { text: 'approx)', match: false },
    ]);
  });

  it('returns the text as one plain segment when the query is blank or absent', () => {
    expect(splitHighlights('Selenium', '  ')).toEqual([{ text: 'Selenium', match: false }]);
    expect(splitHighlights('Selenium', 'cypress')).toEqual([{ text: 'Selenium', match: false }]);
    expect(splitHighlights('', 'x')).toEqual([]);
  });

  it('handles a match at the very start and end', () => {
    expect(splitHighlights('QA', 'qa')).toEqual([{ text: 'QA', match: true }]);
  });
});
