import 'server-only';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import type { PlantedDefects } from '@/lib/practice/defects/planted';
import type { Employee, EmployeeData } from '../employee-schemas';
import type { Operation } from '../soap-names';
import { EMPLOYEE_ORDER, employeeXml, responseXml } from './employee-xml';
import { readRequest } from './payload';
import { selectEmployees } from './select-employees';
import { changeStaff, readStaff } from './staff-store';
import { SoapFault } from './fault';
import { assertEmailFree, assertRoomForOneMore, employeeOf } from './staff-rules';
import { pause, SLOW_SEARCH_MS } from './timing';
import type { XmlElement } from './xml-tree';
import { leaf } from './xml-write';

// The five operations (docs/practice/employee-wsdl.md#operations): each reads its request element strictly
// (./payload.ts), works on the learner's own staff and answers its response element. Planted defects EMP-02 to
// EMP-06 are branches here, each marked with its id (EMP-05's wait is ./timing.ts); EMP-01 is in ./staff-rules.ts.
// Each records the learner's evidence for the bug hunt when it changed what they got (docs/architecture.md#bug-hunt).

export interface OperationCall {
  userId: string;
  /** The learner's live planted defects: each branch asks for its own id. */
  planted: PlantedDefects;
  /** The Body's request element. */
  request: XmlElement;
}

const WRONG_NAMESPACE = 'urn:qa-academy:practice:employees';

async function listEmployees({ userId, planted, request }: OperationCall): Promise<string> {
  const query = readRequest('ListEmployees', request);
  // EMP-05 (bug mode): a search by name (nameContains) answers after 2 s, as if it read every record the slow way.
  if (planted.has('EMP-05') && query.nameContains !== undefined) {
    await recordDefectEvidence(userId, 'EMP-05');
    await pause(SLOW_SEARCH_MS);
  }
  const { employees } = await readStaff(userId);
  const page = selectEmployees(employees, query);
  const counts = leaf('page', page.page) + leaf('pageSize', page.pageSize) + leaf('totalCount', page.totalCount) + leaf('totalPages', page.totalPages);
  return responseXml('ListEmployees', counts + page.employees.map((employee) => employeeXml(employee)).join(''));
}

async function getEmployee({ userId, planted, request }: OperationCall): Promise<string> {
  const { id } = readRequest('GetEmployee', request);
  const employee = employeeOf(await readStaff(userId), id, planted.has('EMP-01'));
  // EMP-02 (bug mode): GetEmployee writes email before lastName, out of the XSD's sequence order (ListEmployees
  // keeps the order).
  const swapped = planted.has('EMP-02');
  const order = swapped ? EMPLOYEE_ORDER.map((field) => (field === 'lastName' ? 'email' : field === 'email' ? 'lastName' : field)) : EMPLOYEE_ORDER;
  if (swapped) await recordDefectEvidence(userId, 'EMP-02');
  return responseXml('GetEmployee', employeeXml(employee, order));
}

async function addEmployee({ userId, planted, request }: OperationCall): Promise<string> {
  const { employee: data } = readRequest('AddEmployee', request);
  let emailWasTaken = false;
  const added = await changeStaff(userId, (staff) => {
    assertRoomForOneMore(staff);
    // EMP-06 (bug mode): AddEmployee takes an e-mail address another employee has (UpdateEmployee still refuses it).
    if (!planted.has('EMP-06')) assertEmailFree(staff, data.email);
    emailWasTaken = staff.employees.some((other) => other.email.toLowerCase() === data.email.toLowerCase());
    const employee: Employee = { id: staff.nextId, ...data };
    staff.employees.push(employee);
    staff.nextId += 1;
    staff.journey.added = true;
    return employee;
  });
  if (emailWasTaken) await recordDefectEvidence(userId, 'EMP-06');
  return responseXml('AddEmployee', employeeXml(added));
}

async function updateEmployee({ userId, planted, request }: OperationCall): Promise<string> {
  const { id, employee: data } = readRequest('UpdateEmployee', request);
  let titleDropped = false;
  const updated = await changeStaff(userId, (staff) => {
    const current = employeeOf(staff, id, planted.has('EMP-01'));
    assertEmailFree(staff, data.email, id);
    // EMP-03 (bug mode): jobTitle is silently dropped: every other field changes, the title stays as it was.
    const written: EmployeeData = planted.has('EMP-03') ? { ...data, jobTitle: current.jobTitle } : data;
    titleDropped = written.jobTitle !== data.jobTitle;
    Object.assign(current, written);
    staff.journey.updated = true;
    return { ...current };
  });
  if (titleDropped) await recordDefectEvidence(userId, 'EMP-03');
  return responseXml('UpdateEmployee', employeeXml(updated));
}

async function deleteEmployee({ userId, planted, request }: OperationCall): Promise<string> {
  const { id } = readRequest('DeleteEmployee', request);
  await changeStaff(userId, (staff) => {
    const employee = employeeOf(staff, id, planted.has('EMP-01'));
    staff.employees = staff.employees.filter((other) => other !== employee);
    staff.journey.deleted = true;
  });
  // EMP-04 (bug mode): DeleteEmployeeResponse comes in the wrong namespace (the service's without its version).
  const wrongNamespace = planted.has('EMP-04');
  if (wrongNamespace) await recordDefectEvidence(userId, 'EMP-04');
  return responseXml('DeleteEmployee', leaf('deletedId', id), wrongNamespace ? WRONG_NAMESPACE : undefined);
}

/** EMP-01 (./staff-rules.ts) answered an unknown id with a Receiver fault: the learner's evidence, then the fault. */
function withUnknownIdEvidence(run: (call: OperationCall) => Promise<string>) {
  return async (call: OperationCall): Promise<string> => {
    try {
      return await run(call);
    } catch (error) {
      if (call.planted.has('EMP-01') && error instanceof SoapFault && error.kind === 'receiver' && error.code === 'EMPLOYEE_NOT_FOUND') await recordDefectEvidence(call.userId, 'EMP-01');
      throw error;
    }
  };
}

export const OPERATION_RUNS: Record<Operation, (call: OperationCall) => Promise<string>> = {
  ListEmployees: listEmployees,
  GetEmployee: withUnknownIdEvidence(getEmployee),
  AddEmployee: addEmployee,
  UpdateEmployee: withUnknownIdEvidence(updateEmployee),
  DeleteEmployee: withUnknownIdEvidence(deleteEmployee),
};
