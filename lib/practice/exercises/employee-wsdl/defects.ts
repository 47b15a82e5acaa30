import 'server-only';
import type { PlantedDefect } from '../../defects/types';

// The planted defects of this exercise (docs/product.md#bug-mode); live only when the learner's bug mode is on. All
// six are in the service, none in the page. Where each lives: EMP-01 in ./server/staff-rules.ts; EMP-02 to EMP-06 in
// ./server/operations.ts (EMP-05's wait in ./server/timing.ts).
export const EMPLOYEE_WSDL_DEFECTS: readonly PlantedDefect[] = [
  {
    id: 'EMP-01',
    exercise: 'employee-wsdl',
    category: 'functional',
    difficulty: 'medium',
    summary: 'An unknown employee id gets a fault blaming the server (soap:Server, env:Receiver) instead of the client (soap:Client, env:Sender).',
    expected: 'GetEmployee, UpdateEmployee and DeleteEmployee of an id the learner does not have answer a Client (1.1) / Sender (1.2) fault with code EMPLOYEE_NOT_FOUND.',
    hints: [
      'Look at the fault code of every fault, not only at its text or its detail.',
      'Ask for an employee id that does not exist and compare the fault code with that of a request with a wrong element.',
    ],
    report: { areas: ['faults', 'get'], observed: [/fault|faultcode|code/, /server|receiver|wrong|instead|client|sender/] },
    evidence: { server: true },
  },
  {
    id: 'EMP-02',
    exercise: 'employee-wsdl',
    category: 'functional',
    difficulty: 'hard',
    summary: 'GetEmployee answers the employee\'s email before lastName, out of the order the XSD\'s sequence gives.',
    expected: 'Every Employee element holds id, firstName, lastName, email, department, jobTitle, hireDate, salary, active, in that order.',
    hints: [
      'Validate the replies against the WSDL\'s schema, not only the values in them.',
      'Compare the order of the elements of one employee in GetEmployee with the same employee in ListEmployees.',
    ],
    report: { areas: ['get', 'schema'], observed: [/order|sequence|schema|xsd|before|after/, /email|lastname|last name|element/] },
    evidence: { server: true },
  },
  {
    id: 'EMP-03',
    exercise: 'employee-wsdl',
    category: 'functional',
    difficulty: 'medium',
    summary: 'UpdateEmployee silently drops jobTitle: every other field changes, the title stays as it was, and no fault says so.',
    expected: 'UpdateEmployee replaces every field it is sent; the reply and a later GetEmployee show the new jobTitle.',
    hints: [
      'After an update, read the employee back and compare each field with what you sent.',
      'Change only the jobTitle of an employee, then change it together with another field.',
    ],
    report: { areas: ['update'], observed: [/job ?title|title/] },
    evidence: { server: true },
  },
  {
    id: 'EMP-04',
    exercise: 'employee-wsdl',
    category: 'functional',
    difficulty: 'hard',
    summary: 'DeleteEmployeeResponse comes in the namespace urn:qa-academy:practice:employees instead of the service\'s urn:qa-academy:practice:employees:v1.',
    expected: 'Every response element is in the target namespace the WSDL declares.',
    hints: [
      'Check the namespace of each response element against the WSDL\'s targetNamespace.',
      'Delete an employee and look at the raw response: what namespace is DeleteEmployeeResponse in?',
    ],
    report: { areas: ['delete', 'schema'], observed: [/namespace|xmlns|urn/] },
    evidence: { server: true },
  },
  {
    id: 'EMP-05',
    exercise: 'employee-wsdl',
    category: 'performance',
    difficulty: 'easy',
    summary: 'ListEmployees with nameContains answers after about 2 seconds, where every other call (other filters included) answers at once.',
    expected: 'Every reply comes at once, as the task sheet states; a search by name is no slower than a list by department.',
    hints: [
      'Time your calls and compare them with the timings on the task sheet.',
      'Measure ListEmployees with each filter alone.',
    ],
    report: { areas: ['list'], observed: [/slow|delay|seconds?\b|\d+ ?(s|ms)\b|wait|late|long|took|takes|timing/] },
    evidence: { server: true },
  },
  {
    id: 'EMP-06',
    exercise: 'employee-wsdl',
    category: 'validation',
    difficulty: 'easy',
    summary: 'AddEmployee accepts an e-mail address another employee already has, where it should answer EMAIL_TAKEN (UpdateEmployee still refuses it).',
    expected: 'A new employee with an e-mail address already on the staff is refused with a Client / Sender fault, code EMAIL_TAKEN, and nothing is stored.',
    hints: [
      'Test the rules that span employees, not only the rules of one element.',
      'Add an employee with the e-mail address of a seed employee, then try the same through UpdateEmployee.',
    ],
    report: { areas: ['add'], observed: [/e-?mail/, /duplicat|same|already|taken|unique|twice|exist|accept/] },
    evidence: { server: true },
  },
];
