import { describe, expect, it } from 'vitest';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { EMPLOYEE_LIMITS } from '@/lib/practice/exercises/employee-wsdl/limits';
import { changeStaff } from '@/lib/practice/exercises/employee-wsdl/server/staff-store';
import { practiceCaller } from '@/tests/helpers/practice-http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { employeeClient, faultOf, newEmployee, serveEmployeeService } from './soap-client';

// docs/practice/employee-wsdl.md#state: each learner has a staff of their own, kept on the server, bounded, and
// brought back to the seed staff by the lab's reset.

setupFreshDatabase();
serveEmployeeService();
const call = practiceCaller('v1');

describe('a learner\'s own staff', () => {
  it('one learner\'s additions, changes and deletions never reach another\'s staff', async () => {
    const [ann, bob] = [await createLoggedInUser(), await createLoggedInUser()];
    const annSoap = await employeeClient({ user: ann });
    const bobSoap = await employeeClient({ version: '1.2', user: bob });
    await annSoap.AddEmployeeAsync({ employee: newEmployee({ lastName: 'OnlyAnns' }) });
    await annSoap.UpdateEmployeeAsync({ id: 2, employee: newEmployee({ lastName: 'Changed' }) });
    await annSoap.DeleteEmployeeAsync({ id: 3 });
    expect((await faultOf(bobSoap.GetEmployeeAsync({ id: 16 }))).faultCode).toBe('EMPLOYEE_NOT_FOUND');
    const [bobs] = await bobSoap.ListEmployeesAsync({});
    expect(bobs.totalCount).toBe(15);
    expect(bobs.employee[1].lastName).toBe('Brandt');
    expect(bobs.employee[2].id).toBe('3');
    expect((await bobSoap.AddEmployeeAsync({ employee: newEmployee() }))[0].employee.id).toBe('16');
  });

  it('the reset brings the seed staff back, ids counting from 16 again', async () => {
    const ann = await createLoggedInUser();
    const soap = await employeeClient({ user: ann });
    await soap.AddEmployeeAsync({ employee: newEmployee() });
    await soap.DeleteEmployeeAsync({ id: 1 });
    const reset = await call(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'employee-wsdl' } });
    expect(reset.status).toBe(200);
    const [list] = await soap.ListEmployeesAsync({ page: 1, pageSize: 50 });
    expect(list.totalCount).toBe(15);
    expect(list.employee[0].id).toBe('1');
    expect((await soap.AddEmployeeAsync({ employee: newEmployee() }))[0].employee.id).toBe('16');
  });

  it(`holds at most ${EMPLOYEE_LIMITS.employees} employees: one more is EMPLOYEE_LIMIT_REACHED and nothing is stored`, async () => {
    const ann = await createLoggedInUser();
    const soap = await employeeClient({ user: ann });
    const [added] = await soap.AddEmployeeAsync({ employee: newEmployee() });
    await changeStaff(ann.id, (staff) => {
      const model = staff.employees.at(-1)!;
      while (staff.employees.length < EMPLOYEE_LIMITS.employees) {
        staff.employees.push({ ...model, id: staff.nextId, email: `filler${staff.nextId}@example.com` });
        staff.nextId += 1;
      }
    });
    const fault = await faultOf(soap.AddEmployeeAsync({ employee: newEmployee() }));
    expect(fault).toMatchObject({ status: 400, code: 'soap:Client', faultCode: 'EMPLOYEE_LIMIT_REACHED' });
    const [list] = await soap.ListEmployeesAsync({ pageSize: 1 });
    expect(list.totalCount).toBe(EMPLOYEE_LIMITS.employees);
    await soap.DeleteEmployeeAsync({ id: Number(added.employee.id) });
    expect((await soap.AddEmployeeAsync({ employee: newEmployee() }))[0].employee.id).toBe(String(EMPLOYEE_LIMITS.employees + 1));
  });

  it('two changes sent at once are both stored', async () => {
    const ann = await createLoggedInUser();
    const soap = await employeeClient({ user: ann });
    await Promise.all([soap.AddEmployeeAsync({ employee: newEmployee() }), soap.AddEmployeeAsync({ employee: newEmployee() }), soap.DeleteEmployeeAsync({ id: 4 })]);
    const [list] = await soap.ListEmployeesAsync({ page: 2 });
    expect(list.totalCount).toBe(16);
    expect(list.employee.map((employee: { id: string }) => employee.id)).toEqual(['12', '13', '14', '15', '16', '17']);
  });
});
