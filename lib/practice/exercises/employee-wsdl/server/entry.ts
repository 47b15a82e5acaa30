import 'server-only';
import type { ServerExercise } from '../../../server-exercise';
import { EMPLOYEE_WSDL_CHALLENGES } from '../challenges';
import { isEmployeeWsdlCompleted } from '../completion';
import { EMPLOYEE_WSDL_DEFECTS } from '../defects';
import { EMPLOYEE_WSDL_EXERCISE } from '../descriptor';
import { employeeServiceApiPart } from '../openapi/part';
import { EMPLOYEE_WSDL_STATE } from '../state';
import { TASK_SHEET } from '../task-sheet-data';
import { EMPLOYEE_WSDL_ROUTES } from './routes';

// This exercise as the server registry sees it (lib/practice/server-registry.ts).
export const EMPLOYEE_WSDL_SERVER_ENTRY: ServerExercise = {
  routes: EMPLOYEE_WSDL_ROUTES,
  descriptor: EMPLOYEE_WSDL_EXERCISE,
  taskSheet: TASK_SHEET,
  state: EMPLOYEE_WSDL_STATE,
  defects: EMPLOYEE_WSDL_DEFECTS,
  challenges: EMPLOYEE_WSDL_CHALLENGES,
  isCompleted: isEmployeeWsdlCompleted,
  apiContract: employeeServiceApiPart,
};
