import 'server-only';
import type { RouteTable } from '../../../routes/table';
import { EMPLOYEE_LIMITS } from '../limits';
import { callEmployeeService, serveEmployeeWsdl } from './soap-route';

// The Employee SOAP service (docs/practice/employee-wsdl.md): one endpoint outside /api/practice/v1, so its route
// file (app/api/practice/soap/employees/route.ts) mounts this entry. GET ?wsdl is its WSDL; POST takes a SOAP 1.1 or
// 1.2 message for any of its operations; one without a bearer token gives way to everyone else (./soap-route.ts).
export const EMPLOYEE_WSDL_ROUTES: RouteTable = [
  { path: '/api/practice/soap/employees', handlers: { GET: serveEmployeeWsdl, POST: callEmployeeService }, anonymousGivesWay: { methods: ['POST'], bodyBytes: EMPLOYEE_LIMITS.bodyBytes } },
];
