import 'server-only';
import { readPracticeState } from '../../state-store';
import { EMPLOYEE_WSDL_STATE } from './state';

// The clean journey of the SOAP service (docs/practice/employee-wsdl.md#completion): the learner added an employee,
// updated one and deleted one, as the stored staff records. A reset clears it with the staff.
export async function isEmployeeWsdlCompleted(userId: string): Promise<boolean> {
  const { journey } = await readPracticeState(userId, EMPLOYEE_WSDL_STATE);
  return journey.added && journey.updated && journey.deleted;
}
