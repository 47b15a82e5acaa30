import type { Student } from './student-api';

// The Students page's filters from its address (the dashboard's Verified and Paid tiles open them): the list is read
// whole from GET /api/users, so the page keeps the rows the tile counted, by the same fields.

export interface StudentFilter {
  verified: boolean;
  paid: boolean;
}

export function studentFilterOf(params: Record<string, string | string[] | undefined>): StudentFilter {
  const yes = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) === 'yes';
  return { verified: yes(params.verified), paid: yes(params.paid) };
}

export function filterStudents(students: Student[], filter: StudentFilter): Student[] {
  return students.filter((student) => (!filter.verified || student.email_verified) && (!filter.paid || student.pay_status === 'yes'));
}

/** What the filter keeps, in words ('' when it keeps everyone). */
export function filterLabel(filter: StudentFilter): string {
  const parts = [filter.verified ? 'verified' : '', filter.paid ? 'paid' : ''].filter(Boolean);
  return parts.length === 0 ? '' : `Only ${parts.join(' and ')} students`;
}
