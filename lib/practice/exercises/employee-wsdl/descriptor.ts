import type { ExerciseDescriptor } from '../../exercise-descriptor';

// The Employee service (docs/practice/employee-wsdl.md): a SOAP web service hosted in the lab, with its WSDL, one
// staff list per learner.
export const EMPLOYEE_WSDL_EXERCISE = {
  id: 'employee-wsdl',
  name: 'Employee WSDL file',
  title: 'Employee SOAP Service',
  link: 'employee-wsdl',
  versions: ['v1'],
  defectPrefix: 'EMP',
  // A SOAP service has one endpoint for every operation, outside the REST APIs' /api/practice/v1.
  apiPath: '/api/practice/soap/employees',
  description:
    'Test a SOAP web service from its WSDL: list, page and filter your own staff, get, add, update and delete employees over SOAP 1.1 or 1.2, authenticate with a token or a WS-Security UsernameToken, and provoke every kind of SOAP fault.',
  // The practice card's picture: a document with angle brackets: the WSDL file.
  icon: [{ path: 'M5 2.5h6.5L15 6v11.5H5Z' }, { path: 'M11.5 2.5V6H15' }, { path: 'm8.5 9.5-2 2 2 2M11.5 9.5l2 2-2 2' }],
} as const satisfies ExerciseDescriptor;
