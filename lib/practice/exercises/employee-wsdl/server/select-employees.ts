import 'server-only';
import type { Employee, RequestOf } from '../employee-schemas';
import { EMPLOYEE_LIMITS as L } from '../limits';

// ListEmployees' filters and paging (docs/practice/employee-wsdl.md#listemployees): every filter given must hold
// (department exactly, nameContains in the first name, last name or both, ignoring case, active), in id order; a
// page past the last one is empty, not a fault.

export interface EmployeePage {
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  employees: Employee[];
}

function matches(employee: Employee, query: RequestOf<'ListEmployees'>): boolean {
  if (query.department !== undefined && employee.department !== query.department) return false;
  if (query.active !== undefined && employee.active !== query.active) return false;
  if (query.nameContains !== undefined) {
    const name = `${employee.firstName} ${employee.lastName}`.toLowerCase();
    if (!name.includes(query.nameContains.toLowerCase())) return false;
  }
  return true;
}

export function selectEmployees(employees: readonly Employee[], query: RequestOf<'ListEmployees'>): EmployeePage {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? L.defaultPageSize;
  const matching = employees.filter((employee) => matches(employee, query)).sort((a, b) => a.id - b.id);
  const totalCount = matching.length;
  return {
    page,
    pageSize,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
    employees: matching.slice((page - 1) * pageSize, page * pageSize),
  };
}
