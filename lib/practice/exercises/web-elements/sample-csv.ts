import { EMPLOYEES } from './employees';

// The fixed downloadable sample (GET /api/practice/v1/web-elements/sample.csv): the table's first ten
// employees as CSV, byte for byte the same on every request, so a test can compare the download.

export const SAMPLE_FILE_NAME = 'sample.csv';

export function sampleCsv(): string {
  const header = 'id,name,department,role,salary,start_date';
  const rows = EMPLOYEES.slice(0, 10).map((e) => [e.id, e.name, e.department, e.role, e.salary, e.startDate].join(','));
  return [header, ...rows].join('\n') + '\n';
}
