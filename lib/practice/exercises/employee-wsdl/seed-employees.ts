import type { Employee } from './employee-schemas';

// The staff every learner starts with and gets back on a reset (docs/practice/employee-wsdl.md#seed-employees):
// ids 1–15, made-up people at the example.com domain (reserved for examples, so no mail can reach anyone). Enough for
// two pages at the default page size, every department at least once, and three inactive employees to filter.

type Row = [string, string, Employee['department'], string, string, number, boolean];

const ROWS: readonly Row[] = [
  ['Amara', 'Okafor', 'Engineering', 'Test Automation Engineer', '2019-03-11', 72000, true],
  ['Lukas', 'Brandt', 'Engineering', 'Backend Developer', '2020-07-01', 78500, true],
  ['Sofia', 'Marquez', 'Support', 'Support Lead', '2018-01-15', 56000, true],
  ['Kenji', 'Watanabe', 'Finance', 'Financial Analyst', '2021-09-20', 64250.5, true],
  ['Priya', 'Raman', 'HR', 'People Partner', '2017-05-02', 59000, true],
  ['Oliver', 'Hughes', 'Sales', 'Account Executive', '2022-02-14', 52000, false],
  ['Ines', 'Carvalho', 'Engineering', 'QA Lead', '2016-11-07', 88000, true],
  ['Mateo', 'Rossi', 'Marketing', 'Content Strategist', '2023-04-03', 48500, true],
  ['Hana', 'Novak', 'Operations', 'Operations Manager', '2015-08-24', 91000, true],
  ['Youssef', 'Haddad', 'Support', 'Support Engineer', '2024-01-08', 47000, true],
  ['Freya', 'Lindqvist', 'Engineering', 'Frontend Developer', '2021-06-14', 69900, false],
  ['Tomasz', 'Kowalski', 'Finance', 'Payroll Specialist', '2019-10-28', 51000.75, true],
  ['Aiko', 'Tanaka', 'Sales', 'Sales Manager', '2018-04-16', 83000, true],
  ['Daniel', 'Mensah', 'Marketing', 'Marketing Analyst', '2022-11-21', 54500, false],
  ['Chloe', 'Dubois', 'HR', 'Recruiter', '2020-02-03', 50500, true],
];

export function seedEmployees(): Employee[] {
  return ROWS.map(([firstName, lastName, department, jobTitle, hireDate, salary, active], index) => ({
    id: index + 1,
    firstName,
    lastName,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    department,
    jobTitle,
    hireDate,
    salary,
    active,
  }));
}
