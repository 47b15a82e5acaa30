import * as soap from 'soap';
import * as serviceRoute from '@/app/api/practice/soap/employees/route';
import { createPracticeToken } from '@/lib/practice/credentials/personal-tokens';
import { serveRoutes } from '@/tests/helpers/route-server';
import type { TestUser } from '@/tests/helpers/users';
import type { ExerciseJourney } from '../journey';

const SERVICE = '/api/practice/soap/employees';

// The clean journey of the SOAP service: an employee added, updated and deleted through a client built from the
// WSDL, with the learner's personal access token. The service is served for the journey alone (the registry test
// calls no other SOAP route). Answers the HTTP status of the DeleteEmployee call.
export const journey: ExerciseJourney = {
  async complete(user: TestUser) {
    const server = await serveRoutes({ [SERVICE]: serviceRoute });
    try {
      const endpoint = `${server.origin}${SERVICE}`;
      const client = await soap.createClientAsync(`${endpoint}?wsdl`, { endpoint });
      client.addHttpHeader('Authorization', `Bearer ${(await createPracticeToken(user.id, 'journey')).token}`);
      let status = 0;
      client.on('response', (_body: unknown, response: { status: number }) => (status = response.status));
      const employee = { firstName: 'Journey', lastName: 'Learner', email: 'journey@example.com', department: 'Support', jobTitle: 'Tester', hireDate: '2025-01-06', salary: 40000, active: true };
      const [added] = await client.AddEmployeeAsync({ employee });
      const id = Number(added.employee.id);
      await client.UpdateEmployeeAsync({ id, employee: { ...employee, jobTitle: 'Senior Tester' } });
      await client.DeleteEmployeeAsync({ id });
      return status;
    } finally {
      await server.close();
    }
  },
};
