import { describe, expect, it, vi } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { defectsOf } from '@/lib/practice/server-registry';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { employeeClient, faultOf, newEmployee, serveEmployeeService } from '../employee-wsdl/soap-client';
import { report } from './hunt-api';

// docs/architecture.md#bug-hunt: the Employee service's planted defects, met through the SOAP client built from its
// WSDL as a learner's tool meets them, then reported and credited. EMP-05's wait is a spy (its own test times it).

vi.mock('@/lib/practice/exercises/employee-wsdl/server/timing', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/practice/exercises/employee-wsdl/server/timing')>()),
  pause: vi.fn(async () => {}),
}));

setupFreshDatabase();
serveEmployeeService();

describe("the Employee service's planted defects, met through its SOAP client, reported and credited", () => {
  it('EMP-01 to EMP-06', async () => {
    const user = await createLoggedInUser();
    await setBugMode(user.id, true);
    const soap = await employeeClient({ user });
    expect((await faultOf(soap.GetEmployeeAsync({ id: 404 }))).code).toBe('soap:Server');
    await soap.GetEmployeeAsync({ id: 3 });
    await soap.UpdateEmployeeAsync({ id: 1, employee: newEmployee({ jobTitle: 'Head of Testing' }) });
    await soap.DeleteEmployeeAsync({ id: 5 });
    await soap.ListEmployeesAsync({ nameContains: 'rossi' });
    await soap.AddEmployeeAsync({ employee: newEmployee({ email: 'Sofia.Marquez@example.com' }) });

    const words: Record<string, { area: string; title: string; actual: string }> = {
      'EMP-01': { area: 'faults', title: 'Unknown id blamed on the server', actual: 'GetEmployee of id 404 answers faultcode soap:Server instead of soap:Client.' },
      'EMP-02': { area: 'get', title: 'GetEmployee elements out of order', actual: 'email comes before lastName, against the XSD sequence.' },
      'EMP-03': { area: 'update', title: 'UpdateEmployee drops the job title', actual: 'The jobTitle stays as it was after the update.' },
      'EMP-04': { area: 'delete', title: 'DeleteEmployeeResponse in the wrong namespace', actual: 'Its xmlns is urn:qa-academy:practice:employees without :v1.' },
      'EMP-05': { area: 'list', title: 'Search by name is slow', actual: 'ListEmployees with nameContains took 2 seconds.' },
      'EMP-06': { area: 'add', title: 'Duplicate e-mail accepted', actual: 'AddEmployee took an email address another employee already has.' },
    };
    for (const defect of defectsOf('employee-wsdl')) {
      const reply = await report({ user, via: 'token' }, { exercise: 'employee-wsdl', ...words[defect.id] });
      expect(reply.json.report, defect.id).toMatchObject({ verdict: 'credited', defectId: defect.id });
    }
  });
});
