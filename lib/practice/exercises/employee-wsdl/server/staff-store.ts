import 'server-only';
import { readPracticeState, updatePracticeState } from '@/lib/practice/state-store';
import type { Staff } from '../staff';
import { EMPLOYEE_WSDL_STATE } from '../state';

// The learner's staff through the lab's state store (lib/practice/state-store.ts): reads come from memory while
// nothing was written; a change runs in the learner's write queue on a fresh copy and is stored with a compare and
// swap, so two requests of one learner never lose each other's change. A change that throws stores nothing.

export function readStaff(userId: string): Promise<Staff> {
  return readPracticeState(userId, EMPLOYEE_WSDL_STATE);
}

export function changeStaff<R>(userId: string, change: (staff: Staff) => R): Promise<R> {
  return updatePracticeState(userId, EMPLOYEE_WSDL_STATE, change);
}
