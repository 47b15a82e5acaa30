import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it, vi } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { pause, SLOW_SEARCH_MS } from '@/lib/practice/exercises/employee-wsdl/server/timing';
import { defectsOf } from '@/lib/practice/server-registry';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { employeeClient, faultOf, newEmployee, serveEmployeeService } from './soap-client';

// docs/practice/employee-wsdl.md#planted-defects: each defect of lib/practice/exercises/employee-wsdl/defects.ts, seen
// through the SOAP client built from the WSDL, present for a learner whose bug mode is on and absent for one whose
// bug mode is off. EMP-05's wait is replaced by a spy, so the test checks which wait was asked for without waiting
// (docs/architecture.md#tests).
vi.mock('@/lib/practice/exercises/employee-wsdl/server/timing', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/practice/exercises/employee-wsdl/server/timing')>();
  return { ...actual, pause: vi.fn(async () => {}) };
});

setupFreshDatabase();
serveEmployeeService();

/** Two fresh learners, each with a SOAP 1.1 client: one practising with the planted bugs, one without. */
async function learners() {
  const [clean, buggy] = await Promise.all([createLoggedInUser(), createLoggedInUser()]);
  await setBugMode(buggy.id, true);
  const clientOf = (user: TestUser) => employeeClient({ user });
  return [
    [await clientOf(clean), false],
    [await clientOf(buggy), true],
  ] as const;
}

const SCHEMA_ORDER = ['id', 'firstName', 'lastName', 'email', 'department', 'jobTitle', 'hireDate', 'salary', 'active'];
const rawXml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

describe('the Employee service\'s planted defects', () => {
  it('catalogues six, each with a test below', () => {
    expect(defectsOf('employee-wsdl').map((defect) => defect.id)).toEqual(['EMP-01', 'EMP-02', 'EMP-03', 'EMP-04', 'EMP-05', 'EMP-06']);
  });

  it('EMP-01: an unknown id is a Client / Sender fault, but a Server / Receiver fault with the bugs live', async () => {
    for (const [soap, bugMode] of await learners()) {
      const fault = await faultOf(soap.GetEmployeeAsync({ id: 404 }));
      expect(fault.code).toBe(bugMode ? 'soap:Server' : 'soap:Client');
      expect(fault.faultCode).toBe('EMPLOYEE_NOT_FOUND');
    }
    const buggy12 = await employeeClient({ version: '1.2', user: await buggyLearner() });
    expect((await faultOf(buggy12.DeleteEmployeeAsync({ id: 404 }))).code).toBe('env:Receiver');
  });

  it('EMP-02: GetEmployee keeps the XSD\'s element order, but answers email before lastName with the bugs live', async () => {
    for (const [soap, bugMode] of await learners()) {
      const [reply] = await soap.GetEmployeeAsync({ id: 3 });
      const expected = bugMode ? ['id', 'firstName', 'email', 'lastName', ...SCHEMA_ORDER.slice(4)] : SCHEMA_ORDER;
      expect(Object.keys(reply.employee)).toEqual(expected);
      const [list] = await soap.ListEmployeesAsync({ pageSize: 1 });
      expect(Object.keys(list.employee[0])).toEqual(SCHEMA_ORDER);
    }
  });

  it('EMP-03: UpdateEmployee stores every field, but silently keeps the old jobTitle with the bugs live', async () => {
    for (const [soap, bugMode] of await learners()) {
      const [updated] = await soap.UpdateEmployeeAsync({ id: 1, employee: newEmployee({ jobTitle: 'Head of Testing', lastName: 'Okoro' }) });
      const [read] = await soap.GetEmployeeAsync({ id: 1 });
      for (const employee of [updated.employee, read.employee]) {
        expect(employee.jobTitle).toBe(bugMode ? 'Test Automation Engineer' : 'Head of Testing');
        expect(employee.lastName).toBe('Okoro');
      }
    }
  });

  it('EMP-04: DeleteEmployeeResponse is in the WSDL\'s target namespace, but in another with the bugs live', async () => {
    for (const [soap, bugMode] of await learners()) {
      const [deleted] = await soap.DeleteEmployeeAsync({ id: 5 });
      expect(deleted.deletedId).toBe('5');
      // The client reads the element by its local name either way; its namespace is in the raw reply the client received.
      const body = rawXml.parse(soap.lastResponse as string)['soap:Envelope']['soap:Body'];
      expect(body.DeleteEmployeeResponse.xmlns).toBe(bugMode ? 'urn:qa-academy:practice:employees' : 'urn:qa-academy:practice:employees:v1');
    }
  });

  it('EMP-05: ListEmployees answers at once, but waits 2 s for a search by name with the bugs live (other filters at once)', async () => {
    for (const [soap, bugMode] of await learners()) {
      vi.mocked(pause).mockClear();
      const [found] = await soap.ListEmployeesAsync({ nameContains: 'rossi' });
      expect(found.employee.map((employee: { lastName: string }) => employee.lastName)).toEqual(['Rossi']);
      expect(vi.mocked(pause).mock.calls).toEqual(bugMode ? [[SLOW_SEARCH_MS]] : []);
      await soap.ListEmployeesAsync({ department: 'Finance', active: true });
      expect(vi.mocked(pause)).toHaveBeenCalledTimes(bugMode ? 1 : 0);
    }
  });

  it('EMP-06: AddEmployee refuses an e-mail address already on the staff, but takes it with the bugs live (UpdateEmployee refuses it either way)', async () => {
    for (const [soap, bugMode] of await learners()) {
      const taken = newEmployee({ email: 'Sofia.Marquez@example.com' });
      if (bugMode) expect((await soap.AddEmployeeAsync({ employee: taken }))[0].employee.id).toBe('16');
      else expect(await faultOf(soap.AddEmployeeAsync({ employee: taken }))).toMatchObject({ code: 'soap:Client', faultCode: 'EMAIL_TAKEN' });
      expect((await faultOf(soap.UpdateEmployeeAsync({ id: 1, employee: taken }))).faultCode).toBe('EMAIL_TAKEN');
    }
  });
});

async function buggyLearner(): Promise<TestUser> {
  const user = await createLoggedInUser();
  await setBugMode(user.id, true);
  return user;
}
