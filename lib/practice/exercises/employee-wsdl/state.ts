import 'server-only';
import type { StateShape } from '../../state-store';
import { seedStaff, StaffSchema, type Staff } from './staff';

// A learner's staff on the server (one practice_state document, lib/practice/state-store.ts): until the first write
// it is the seed staff; "Reset my practice data" deletes the row, so the seed staff is back.
export const EMPLOYEE_WSDL_STATE: StateShape<Staff> = { exercise: 'employee-wsdl', schema: StaffSchema, initial: seedStaff };
