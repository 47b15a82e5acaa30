import 'server-only';
import type { Employee } from '../employee-schemas';
import { EMPLOYEE_LIMITS as L } from '../limits';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import type { Staff } from '../staff';
import { SoapFault, senderFault } from './fault';

// The rules that span a learner's staff (docs/practice/employee-wsdl.md#employees): an id names one of their own
// employees, an e-mail address belongs to one employee, and a staff list holds at most so many.

export function employeeOf(staff: Staff, id: number, receiverFault: boolean): Employee {
  const found = staff.employees.find((employee) => employee.id === id);
  if (found) return found;
  // EMP-01 (bug mode): an unknown id is blamed on the server, soap:Server / env:Receiver, where it is the client's
  // mistake (soap:Client / env:Sender). The code in the detail stays EMPLOYEE_NOT_FOUND.
  if (receiverFault) throw new SoapFault('receiver', 400, MSG.employeeNotFound(id), 'EMPLOYEE_NOT_FOUND');
  throw senderFault(MSG.employeeNotFound(id), 'EMPLOYEE_NOT_FOUND');
}

/** Refuses an e-mail address another employee has (ignoring case); `except` is the employee being changed. */
export function assertEmailFree(staff: Staff, email: string, except?: number): void {
  const holder = staff.employees.find((employee) => employee.id !== except && employee.email.toLowerCase() === email.toLowerCase());
  if (holder) throw senderFault(MSG.emailTaken(email, holder.id), 'EMAIL_TAKEN', { 'employee.email': MSG.emailTaken(email, holder.id) });
}

export function assertRoomForOneMore(staff: Staff): void {
  if (staff.employees.length >= L.employees) throw senderFault(MSG.employeeLimit, 'EMPLOYEE_LIMIT_REACHED');
}
