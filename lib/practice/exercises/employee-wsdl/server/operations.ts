import 'server-only';
import type { Employee, EmployeeData } from '../employee-schemas';
import type { Operation } from '../soap-names';
import { EMPLOYEE_ORDER, employeeXml, responseXml } from './employee-xml';
import { readRequest } from './payload';
import { selectEmployees } from './select-employees';
import { changeStaff, readStaff } from './staff-store';
import { assertEmailFree, assertRoomForOneMore, employeeOf } from './staff-rules';
import { pause, SLOW_SEARCH_MS } from './timing';
import type { XmlElement } from './xml-tree';
import { leaf } from './xml-write';

// The five operations (docs/practice/employee-wsdl.md#operations): each reads its request element strictly
// (./payload.ts), works on the learner's own staff and answers its response element. Planted defects EMP-02 to
// EMP-06 are branches here, each marked with its id (EMP-05's wait is ./timing.ts); EMP-01 is in ./staff-rules.ts.

export interface OperationCall {
  userId: string;
  bugMode: boolean;
  /** The Body's request element. */
  request: XmlElement;
}

const WRONG_NAMESPACE = 'urn:qa-academy:practice:employees';

async function listEmployees({ userId, bugMode, request }: OperationCall): Promise<string> {
  const query = readRequest('ListEmployees', request);
  // EMP-05 (bug mode): a search by name (nameContains) answers after 2 s, as if it read every record the slow way.
  if (bugMode && query.nameContains !== undefined) await pause(SLOW_SEARCH_MS);
  const { employees } = await readStaff(userId);
  const page = selectEmployees(employees, query);
  const counts = leaf('page', page.page) + leaf('pageSize', page.pageSize) + leaf('totalCount', page.totalCount) + leaf('totalPages', page.totalPages);
  return responseXml('ListEmployees', counts + page.employees.map((employee) => employeeXml(employee)).join(''));
}

async function getEmployee({ userId, bugMode, request }: OperationCall): Promise<string> {
  const { id } = readRequest('GetEmployee', request);
  const employee = employeeOf(await readStaff(userId), id, bugMode);
  // EMP-02 (bug mode): GetEmployee writes email before lastName, out of the XSD's sequence order (ListEmployees
  // keeps the order).
  const order = bugMode ? EMPLOYEE_ORDER.map((field) => (field === 'lastName' ? 'email' : field === 'email' ? 'lastName' : field)) : EMPLOYEE_ORDER;
  return responseXml('GetEmployee', employeeXml(employee, order));
}

async function addEmployee({ userId, bugMode, request }: OperationCall): Promise<string> {
  const { employee: data } = readRequest('AddEmployee', request);
  const added = await changeStaff(userId, (staff) => {
    assertRoomForOneMore(staff);
    // EMP-06 (bug mode): AddEmployee takes an e-mail address another employee has (UpdateEmployee still refuses it).
    if (!bugMode) assertEmailFree(staff, data.email);
    const employee: Employee = { id: staff.nextId, ...data };
    staff.employees.push(employee);
    staff.nextId += 1;
    staff.journey.added = true;
    return employee;
  });
  return responseXml('AddEmployee', employeeXml(added));
}

async function updateEmployee({ userId, bugMode, request }: OperationCall): Promise<string> {
  const { id, employee: data } = readRequest('UpdateEmployee', request);
  const updated = await changeStaff(userId, (staff) => {
    const current = employeeOf(staff, id, bugMode);
    assertEmailFree(staff, data.email, id);
    // EMP-03 (bug mode): jobTitle is silently dropped: every other field changes, the title stays as it was.
    const written: EmployeeData = bugMode ? { ...data, jobTitle: current.jobTitle } : data;
    Object.assign(current, written);
    staff.journey.updated = true;
    return { ...current };
  });
  return responseXml('UpdateEmployee', employeeXml(updated));
}

async function deleteEmployee({ userId, bugMode, request }: OperationCall): Promise<string> {
  const { id } = readRequest('DeleteEmployee', request);
  await changeStaff(userId, (staff) => {
    const employee = employeeOf(staff, id, bugMode);
    staff.employees = staff.employees.filter((other) => other !== employee);
    staff.journey.deleted = true;
  });
  // EMP-04 (bug mode): DeleteEmployeeResponse comes in the wrong namespace (the service's without its version).
  return responseXml('DeleteEmployee', leaf('deletedId', id), bugMode ? WRONG_NAMESPACE : undefined);
}

export const OPERATION_RUNS: Record<Operation, (call: OperationCall) => Promise<string>> = {
  ListEmployees: listEmployees,
  GetEmployee: getEmployee,
  AddEmployee: addEmployee,
  UpdateEmployee: updateEmployee,
  DeleteEmployee: deleteEmployee,
};
