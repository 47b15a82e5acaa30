import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';

// /api/practice/soap/employees: the Employee SOAP service, its entry in the exercise's route table
// (lib/practice/exercises/employee-wsdl/server/routes.ts).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = mountedPracticeRoute('/api/practice/soap/employees');
