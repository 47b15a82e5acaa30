import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Student } from './student-api';
import { PaymentStatus } from './payment-status';
import { RowActionButton } from './row-action-button';
import { StudentAvatar } from './student-avatar';
import { StudentEmail } from './student-email';
import { VerifyStatus } from './verify-status';

export type RowAction = 'edit' | 'password' | 'delete';

interface StudentRowProps {
  student: Student;
  resending: boolean;
  onResend: (student: Student) => void;
  onAction: (action: RowAction, student: Student) => void;
}

// Below xl a row is a card: a 3-column grid (avatar | name and ID | Delete), then one labelled line per
// field. From xl up every part is an ordinary table cell again.
const rowClass =
  'grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ' +
  'xl:table-row xl:rounded-none xl:border-0 xl:border-b xl:border-slate-100 xl:p-0 xl:shadow-none xl:last:border-b-0 xl:hover:bg-slate-50';
const cellClass = 'xl:table-cell xl:px-2.5 xl:py-3 xl:align-middle';
// A field line in the card: its label on the left (the table shows the column header instead).
const fieldClass = `${cellClass} col-span-3 flex items-center justify-between gap-4 border-t border-slate-100 pt-3 xl:border-0`;

/** A field's name inside a card; hidden from assistive tech, which reads the column header. */
function CardLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="shrink-0 text-xs font-semibold tracking-wider whitespace-nowrap text-slate-500 uppercase xl:hidden">
      {children}
    </span>
  );
}

/** One student (columns: docs/product.md#admin-students), with its resend-code, edit, password and delete actions. */
export function StudentRow({ student, resending, onResend, onAction }: StudentRowProps) {
  return (
    <tr role="row" data-test="student-row" className={rowClass}>
      <td role="cell" className={`${cellClass} row-span-2 xl:pl-4`}>
        <StudentAvatar username={student.username} profile={student.profile} />
      </td>
      <td role="cell" className={`${cellClass} col-[2/4] row-start-2 -mt-3 xl:mt-0`}>
        <span className="sr-only xl:hidden">Student ID </span>
        <span data-test="student-id" className="font-mono text-xs whitespace-nowrap text-slate-600 xl:text-sm xl:text-slate-700">
          {student.student_id ?? '—'}
        </span>
      </td>
      <th
        role="rowheader"
        scope="row"
        className={`${cellClass} col-[2/4] row-start-1 self-end text-left text-base font-semibold break-words text-ink xl:text-sm`}
      >
        {/* The name opens the learner's progress and timeline (the class view's learner page). */}
        <Link href={`/admin/progress/${encodeURIComponent(student.id)}`} className="text-brand-700 underline underline-offset-4" data-test="student-timeline">
          <span data-test="student-name">{student.username}</span>
        </Link>
      </th>
      <td role="cell" className={fieldClass}>
        <CardLabel>E-mail</CardLabel>
        <StudentEmail email={student.email} testId="student-email" className="min-w-0 text-right text-slate-700 xl:text-left" />
      </td>
      <td role="cell" className={fieldClass}>
        <CardLabel>Phone</CardLabel>
        <span data-test="student-phone" className="whitespace-nowrap text-slate-700">
          {student.phone ?? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">No phone</span>
            </>
          )}
        </span>
      </td>
      <td role="cell" className={fieldClass} data-test="student-verify">
        <CardLabel>Verify</CardLabel>
        <VerifyStatus student={student} resending={resending} onResend={() => onResend(student)} />
      </td>
      <td role="cell" className={`${fieldClass} border-b pb-3 xl:pb-3`} data-test="student-payment">
        <CardLabel>Payment</CardLabel>
        <PaymentStatus student={student} />
      </td>
      <td role="cell" className={`${cellClass} col-span-2`}>
        {/* Wraps in a tight table column rather than widening the table past the screen. */}
        <div className="flex flex-wrap gap-2">
          <RowActionButton label={`Edit ${student.username}`} onClick={() => onAction('edit', student)} testId="edit-student">
            Edit
          </RowActionButton>
          <RowActionButton
            label={`Change password of ${student.username}`}
            onClick={() => onAction('password', student)}
            testId="change-student-password"
          >
            Password
          </RowActionButton>
        </div>
      </td>
      <td role="cell" className={`${cellClass} col-start-3 text-right xl:pr-4 xl:text-left`}>
        <RowActionButton
          label={`Delete ${student.username}`}
          onClick={() => onAction('delete', student)}
          testId="delete-student"
          tone="danger"
        >
          Delete
        </RowActionButton>
      </td>
    </tr>
  );
}
