'use client';

import { useState } from 'react';
import { useDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { usePlanted } from '@/components/practice/practice-session';
import { DEPARTMENTS, EMPLOYEES, formatSalary, type Department, type Employee } from '@/lib/practice/exercises/web-elements/employees';
import {
  DEFAULT_PAGE_SIZE,
  filterEmployees,
  PAGE_SIZES,
  paginate,
  sortEmployees,
  type PageSize,
  type SortKey,
  type SortState,
} from '@/lib/practice/exercises/web-elements/table';
import { SectionCard } from '@/components/practice/section-card';
import { TablePagination } from './table-pagination';

// The table (docs/practice/web-elements.md#table): 45 fixed employees, sorted by a header click (aria-sort
// says how), filtered by text and department, paged 5/10/20 at a time. All in the browser from fixed data;
// the rules (and the planted defects WEB-02–04) are in lib/practice/exercises/web-elements/table.ts.

const COLUMNS: readonly { key: SortKey; label: string; sortHook: string; cellHook: string; value: (e: Employee) => string }[] = [
  { key: 'name', label: 'Name', sortHook: 'table-sort-name', cellHook: 'table-cell-name', value: (e) => e.name },
  { key: 'department', label: 'Department', sortHook: 'table-sort-department', cellHook: 'table-cell-department', value: (e) => e.department },
  { key: 'role', label: 'Role', sortHook: 'table-sort-role', cellHook: 'table-cell-role', value: (e) => e.role },
  { key: 'salary', label: 'Salary', sortHook: 'table-sort-salary', cellHook: 'table-cell-salary', value: (e) => formatSalary(e.salary) },
  { key: 'startDate', label: 'Start date', sortHook: 'table-sort-start-date', cellHook: 'table-cell-start-date', value: (e) => e.startDate },
];

const fieldClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

export function EmployeeTable() {
  const salaryAsText = usePlanted('salary-sort');
  const filterCaseSensitive = usePlanted('table-filter');
  const lastRowMissing = usePlanted('last-page');
  const [text, setText] = useState('');
  const [department, setDepartment] = useState<Department | 'all'>('all');
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(null);

  const rows = sortEmployees(filterEmployees(EMPLOYEES, text, department, filterCaseSensitive), sort, salaryAsText);
  const view = paginate(rows, page, pageSize, lastRowMissing);
  // The planted defects this view shows, as the bug hunt's evidence (docs/architecture.md#bug-hunt): each where the
  // clean rule would show something else (WEB-02 the salary order, WEB-03 the filter's rows, WEB-04 the last page).
  const cleanFiltered = filterEmployees(EMPLOYEES, text, department);
  const ids = (list: readonly { id: number }[]) => list.map((row) => row.id).join();
  useDefectEvidence('web-elements', 'salary-sort', salaryAsText && sort?.key === 'salary' && ids(sortEmployees(cleanFiltered, sort)) !== ids(sortEmployees(cleanFiltered, sort, true)));
  useDefectEvidence('web-elements', 'table-filter', filterCaseSensitive && ids(cleanFiltered) !== ids(filterEmployees(EMPLOYEES, text, department, true)));
  useDefectEvidence('web-elements', 'last-page', lastRowMissing && view.rows.length < view.to - view.from + 1);

  function sortBy(key: SortKey) {
    setSort((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));
    setPage(1);
  }

  return (
    <SectionCard
      size="roomy"
      headingId="we-table-title"
      title="Table"
      description="Sort by a column header, filter by text or department, and page through the 45 employees."
      testId="section-table"
      className="lg:col-span-2"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="we-table-filter" className="block text-sm font-medium text-slate-800">
            Filter by name or role
          </label>
          <input
            id="we-table-filter"
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setPage(1);
            }}
            data-test="table-filter"
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="we-table-department" className="block text-sm font-medium text-slate-800">
            Department
          </label>
          <select
            id="we-table-department"
            value={department}
            onChange={(event) => {
              setDepartment(event.target.value as Department | 'all');
              setPage(1);
            }}
            data-test="table-department"
            className={fieldClass}
          >
            <option value="all">All departments</option>
            {DEPARTMENTS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="we-table-page-size" className="block text-sm font-medium text-slate-800">
            Rows per page
          </label>
          <select
            id="we-table-page-size"
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value) as PageSize);
              setPage(1);
            }}
            data-test="table-page-size"
            className={fieldClass}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p role="status" data-test="table-summary" className="mt-4 text-sm text-slate-700">
        {view.total === 0 ? 'No employees match the filter.' : `Showing ${view.from}–${view.to} of ${view.total} employees`}
      </p>

      {/* Scrolls sideways on a phone; focusable so keyboard users can scroll it too. */}
      <div role="region" aria-labelledby="we-table-caption" tabIndex={0} className="mt-2 overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600">
        <table data-test="employee-table" className="w-full min-w-[40rem] text-left text-sm">
          <caption id="we-table-caption" className="sr-only">
            Employees
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {COLUMNS.map((column) => {
                const active = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <th key={column.key} scope="col" aria-sort={active} className="px-3 py-2 font-semibold">
                    <button
                      type="button"
                      onClick={() => sortBy(column.key)}
                      data-test={column.sortHook}
                      className="inline-flex cursor-pointer items-center gap-1 rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {column.label}
                      <span aria-hidden="true" className="text-xs text-slate-500">
                        {active === 'ascending' ? '▲' : active === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {view.rows.map((employee) => (
              <tr key={employee.id} data-test="table-row" data-employee-id={employee.id}>
                {COLUMNS.map((column) => (
                  <td key={column.key} data-test={column.cellHook} className={`px-3 py-2 ${column.key === 'salary' ? 'tabular-nums' : ''}`}>
                    {column.value(employee)}
                  </td>
                ))}
              </tr>
            ))}
            {view.total === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} data-test="table-empty" className="px-3 py-6 text-center text-slate-600">
                  No employees match the filter.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>

      <TablePagination page={view.page} pageCount={view.pageCount} onPage={setPage} />
    </SectionCard>
  );
}
