import { describe, expect, it } from 'vitest';
import { seedEmployees } from '@/lib/practice/exercises/employee-wsdl/seed-employees';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { employeeClient, faultOf, newEmployee, serveEmployeeService, type Version } from './soap-client';

// docs/practice/employee-wsdl.md#operations: every operation, driven by a SOAP client built from the WSDL, in SOAP 1.1
// and in SOAP 1.2, answers in the version it was asked in, on the learner's own staff.

setupFreshDatabase();
serveEmployeeService();

const SEEDS = seedEmployees();
/** An employee as the client reads it: xs:int and xs:decimal types of the XSD come as text, xs:boolean as a boolean. */
const asRead = (employee: (typeof SEEDS)[number]) => ({ ...employee, id: String(employee.id), salary: String(employee.salary) });
const idsOf = (page: { employee?: { id: string }[] }) => (page.employee ?? []).map((employee) => Number(employee.id));

describe.each<Version>(['1.1', '1.2'])('SOAP %s', (version) => {
  const client = async () => employeeClient({ version, user: await createLoggedInUser() });
  const replyType = version === '1.1' ? /^text\/xml; charset=utf-8$/ : /^application\/soap\+xml; charset=utf-8$/;

  it('ListEmployees answers the first page of the seed staff, then the next, then an empty page past the end', async () => {
    const soap = await client();
    const [first] = await soap.ListEmployeesAsync({});
    expect(first).toMatchObject({ page: '1', pageSize: '10', totalCount: 15, totalPages: 2 });
    expect(first.employee).toEqual(SEEDS.slice(0, 10).map(asRead));
    expect(soap.lastResponseHeaders?.['content-type']).toMatch(replyType);
    const [second] = await soap.ListEmployeesAsync({ page: 2 });
    expect(idsOf(second)).toEqual([11, 12, 13, 14, 15]);
    const [past] = await soap.ListEmployeesAsync({ page: 3, pageSize: 10 });
    expect(past).toMatchObject({ page: '3', totalCount: 15, totalPages: 2 });
    expect(past.employee).toBeUndefined();
  });

  it('ListEmployees filters by department, name and active, each alone and together, counting what matches', async () => {
    const soap = await client();
    const expectIds = async (filters: Record<string, unknown>, matching: (employee: (typeof SEEDS)[number]) => boolean) => {
      const [page] = await soap.ListEmployeesAsync({ pageSize: 50, ...filters });
      const expected = SEEDS.filter(matching).map((employee) => employee.id);
      expect(idsOf(page), JSON.stringify(filters)).toEqual(expected);
      expect(page.totalCount).toBe(expected.length);
    };
    await expectIds({ department: 'Engineering' }, (employee) => employee.department === 'Engineering');
    await expectIds({ active: false }, (employee) => !employee.active);
    await expectIds({ nameContains: 'KA' }, (employee) => `${employee.firstName} ${employee.lastName}`.toLowerCase().includes('ka'));
    await expectIds({ nameContains: 'ines carv' }, (employee) => employee.id === 7);
    await expectIds({ department: 'Engineering', active: true }, (employee) => employee.department === 'Engineering' && employee.active);
    const [paged] = await soap.ListEmployeesAsync({ page: 2, pageSize: 3, department: 'Engineering' });
    expect(paged).toMatchObject({ totalCount: 4, totalPages: 2 });
    expect(idsOf(paged)).toEqual([11]);
  });

  it('GetEmployee answers one employee with every field', async () => {
    const soap = await client();
    const [reply] = await soap.GetEmployeeAsync({ id: 4 });
    expect(reply.employee).toEqual(asRead(SEEDS[3]));
    expect(soap.lastResponseHeaders?.['content-type']).toMatch(replyType);
  });

  it('AddEmployee stores the employee under the next id and answers it; GetEmployee reads it back', async () => {
    const soap = await client();
    const sent = newEmployee({ firstName: '  Ada ', salary: 1234.5, active: false });
    const [added] = await soap.AddEmployeeAsync({ employee: sent });
    expect(added.employee).toEqual({ id: '16', ...sent, firstName: 'Ada', salary: '1234.5', active: false });
    const [read] = await soap.GetEmployeeAsync({ id: 16 });
    expect(read.employee).toEqual(added.employee);
    const [list] = await soap.ListEmployeesAsync({ page: 2 });
    expect(list.totalCount).toBe(16);
  });

  it('UpdateEmployee replaces every field and answers the new state', async () => {
    const soap = await client();
    const changed = newEmployee({ firstName: 'Amy', lastName: 'Okafor-Lee', department: 'Support', jobTitle: 'Support Engineer', hireDate: '2020-02-29', salary: 0, active: false });
    const [updated] = await soap.UpdateEmployeeAsync({ id: 1, employee: changed });
    expect(updated.employee).toEqual({ id: '1', ...changed, salary: '0' });
    const [read] = await soap.GetEmployeeAsync({ id: 1 });
    expect(read.employee).toEqual(updated.employee);
  });

  it('DeleteEmployee removes the employee: it is gone, and its id is never given again', async () => {
    const soap = await client();
    const [deleted] = await soap.DeleteEmployeeAsync({ id: 15 });
    expect(deleted).toEqual({ deletedId: '15' });
    expect((await faultOf(soap.GetEmployeeAsync({ id: 15 }))).faultCode).toBe('EMPLOYEE_NOT_FOUND');
    const [added] = await soap.AddEmployeeAsync({ employee: newEmployee() });
    expect(added.employee.id).toBe('16');
    const [list] = await soap.ListEmployeesAsync({ page: 2 });
    expect(idsOf(list)).toEqual([11, 12, 13, 14, 16]);
  });
});
