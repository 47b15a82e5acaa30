import type { Operation } from '../soap-names';

// The operations the page lists (docs/practice/employee-wsdl.md#operations). Plain data for ./reference-sections.tsx.

export const OPERATION_ROWS: readonly { operation: Operation; takes: string; answers: string }[] = [
  { operation: 'ListEmployees', takes: 'page, pageSize, department, nameContains, active: each optional', answers: 'page, pageSize, totalCount, totalPages, then the page\'s employees in id order' },
  { operation: 'GetEmployee', takes: 'id', answers: 'employee' },
  { operation: 'AddEmployee', takes: 'employee: firstName, lastName, email, department, jobTitle, hireDate, salary, active', answers: 'employee, with its new id' },
  { operation: 'UpdateEmployee', takes: 'id, employee: every field (a full replacement)', answers: 'employee, as stored' },
  { operation: 'DeleteEmployee', takes: 'id', answers: 'deletedId' },
];
