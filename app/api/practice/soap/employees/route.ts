import { otherMethods } from '@/lib/api/methods';
import { callEmployeeService, serveEmployeeWsdl } from '@/lib/practice/exercises/employee-wsdl/server/soap-route';

// /api/practice/soap/employees: the Employee SOAP service (docs/practice/employee-wsdl.md). GET ?wsdl is its WSDL;
// POST takes a SOAP 1.1 or 1.2 message for any of its operations.
export const GET = serveEmployeeWsdl;
export const POST = callEmployeeService;

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
