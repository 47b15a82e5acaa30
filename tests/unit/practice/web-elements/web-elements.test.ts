import { describe, expect, it } from 'vitest';
import { EMPLOYEES, formatSalary } from '@/lib/practice/exercises/web-elements/employees';
import { feedPage } from '@/lib/practice/exercises/web-elements/feed';
import { cleanFileName, formatBytes } from '@/lib/practice/exercises/web-elements/file-rules';
import { detectFileType } from '@/lib/practice/exercises/web-elements/file-type-check';
import { filterEmployees, paginate, sortEmployees } from '@/lib/practice/exercises/web-elements/table';

// The Web Elements exercise's pure rules (docs/practice/web-elements.md): the table's data, filter, sort
// and pages (with the planted defects WEB-02–04), the upload's type and name checks, and the feed.

describe('the employee data', () => {
  it('has 45 fixed employees with unique names, five departments, and five- and six-digit salaries', () => {
    expect(EMPLOYEES).toHaveLength(45);
    expect(new Set(EMPLOYEES.map((e) => e.name)).size).toBe(45);
    expect(new Set(EMPLOYEES.map((e) => e.department)).size).toBe(5);
    const salaries = EMPLOYEES.map((e) => e.salary);
    expect(Math.min(...salaries)).toBe(49_000);
    expect(Math.max(...salaries)).toBe(140_000);
    expect(salaries.filter((s) => s >= 100_000).length).toBeGreaterThan(5);
    expect(EMPLOYEES.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.startDate))).toBe(true);
    expect(EMPLOYEES[0]).toEqual({ id: 1, name: 'Ada Lovelace', department: 'Engineering', role: 'Software Engineer', salary: 59_000, startDate: '2015-01-18' });
    expect(formatSalary(142_000)).toBe('$142,000');
  });
});

describe('the table rules', () => {
  it('filters by name or role ignoring case, and by department exactly (WEB-03 makes the text case-sensitive)', () => {
    expect(filterEmployees(EMPLOYEES, 'ada', 'all').map((e) => e.name)).toEqual(['Ada Lovelace']);
    expect(filterEmployees(EMPLOYEES, '  LOVELACE ', 'all')).toHaveLength(1);
    const qa = filterEmployees(EMPLOYEES, 'qa', 'all');
    expect(qa.length).toBeGreaterThan(0);
    expect(qa.every((e) => /qa/i.test(e.role))).toBe(true);
    expect(filterEmployees(EMPLOYEES, '', 'Quality').every((e) => e.department === 'Quality')).toBe(true);
    expect(filterEmployees(EMPLOYEES, '', 'Quality')).toHaveLength(9);
    expect(filterEmployees(EMPLOYEES, 'ada', 'all', true)).toEqual([]);
    expect(filterEmployees(EMPLOYEES, 'Ada', 'all', true)).toHaveLength(1);
  });

  it('sorts salary as a number both ways (WEB-02 sorts the formatted text)', () => {
    const up = sortEmployees(EMPLOYEES, { key: 'salary', direction: 'ascending' }).map((e) => e.salary);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(up[0]).toBe(49_000);
    const down = sortEmployees(EMPLOYEES, { key: 'salary', direction: 'descending' }).map((e) => e.salary);
    expect(down[0]).toBe(140_000);
    const buggy = sortEmployees(EMPLOYEES, { key: 'salary', direction: 'ascending' }, true).map((e) => e.salary);
    // As text "$102,000" < "$49,000": six-digit amounts come first.
    expect(buggy[0]).toBe(102_000);
  });

  it('sorts text columns alphabetically, ties kept in id order, and null sort keeps the list', () => {
    const names = sortEmployees(EMPLOYEES, { key: 'name', direction: 'ascending' }).map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const byDept = sortEmployees(EMPLOYEES, { key: 'department', direction: 'ascending' });
    const design = byDept.filter((e) => e.department === 'Design').map((e) => e.id);
    expect(design).toEqual([...design].sort((a, b) => a - b));
    expect(sortEmployees(EMPLOYEES, null).map((e) => e.id)).toEqual(EMPLOYEES.map((e) => e.id));
  });

  it('pages rows with from/to, clamps the page, and WEB-04 drops the last row of the last page', () => {
    const last = paginate(EMPLOYEES, 5, 10);
    expect(last).toMatchObject({ page: 5, pageCount: 5, from: 41, to: 45, total: 45 });
    expect(last.rows.map((e) => e.id)).toEqual([41, 42, 43, 44, 45]);
    expect(paginate(EMPLOYEES, 99, 20)).toMatchObject({ page: 3, from: 41, to: 45 });
    expect(paginate([], 1, 10)).toMatchObject({ rows: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
    expect(paginate(EMPLOYEES, 5, 10, true).rows.map((e) => e.id)).toEqual([41, 42, 43, 44]);
    expect(paginate(EMPLOYEES, 1, 10, true).rows).toHaveLength(10);
  });
});

describe('the upload rules', () => {
  const text = (s: string) => new TextEncoder().encode(s);
  it('needs the extension and the content to agree', () => {
    expect(detectFileType('a.TXT', text('hi'))).toBe('text/plain; charset=utf-8');
    expect(detectFileType('a.csv', text('a,b'))).toBe('text/csv; charset=utf-8');
    expect(detectFileType('a.json', text('[1,2]'))).toBe('application/json');
    expect(detectFileType('a.json', text('[1,'))).toBeNull();
    expect(detectFileType('a.txt', new Uint8Array([0xc3, 0x28]))).toBeNull();
    expect(detectFileType('a.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(detectFileType('a.png', new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
    expect(detectFileType('a.jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(detectFileType('a.pdf', text('%PDF-1.7'))).toBe('application/pdf');
    expect(detectFileType('a.gif', text('GIF89a'))).toBeNull();
    expect(detectFileType('README', text('hello'))).toBeNull();
  });

  it('keeps the last path segment of a name, without control characters, up to 100 characters', () => {
    expect(cleanFileName('/home/ann/notes.txt')).toBe('notes.txt');
    expect(cleanFileName('a\u0000b\n.txt')).toBe('ab.txt');
    expect(cleanFileName('   ')).toBeNull();
    expect(cleanFileName(`${'x'.repeat(96)}.txt`)).toHaveLength(100);
    expect(cleanFileName(`${'x'.repeat(97)}.txt`)).toBeNull();
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1_048_576)).toBe('1,048,576 bytes');
  });
});

describe('the feed', () => {
  it('gives items 1–50 ten at a time, once each; WEB-06 repeats 11–20 in the third batch', () => {
    const all: number[] = [];
    for (let offset: number | null = 0; offset !== null; ) {
      const page = feedPage(offset);
      all.push(...page.items.map((item) => item.id));
      offset = page.nextOffset;
    }
    expect(all).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(feedPage(20, { repeatBatch: true }).items.map((item) => item.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(feedPage(30, { repeatBatch: true }).items[0].id).toBe(31);
  });
});
