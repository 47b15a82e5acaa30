import type { Student } from './student-api';
import { StudentRow, type RowAction } from './student-row';

interface StudentsTableProps {
  students: Student[];
  resendingId: string | null;
  onResend: (student: Student) => void;
  onAction: (action: RowAction, student: Student) => void;
}

const STUDENT_COLUMNS = ['Image', 'Student ID', 'Name', 'E-mail', 'Phone', 'Verify', 'Payment', 'Edit', 'Delete'] as const;

/**
 * The Students table (docs/product.md#admin-students). From xl up it is a table; below that each row is laid
 * out as a card (one markup, restyled), so phones and tablets need no sideways scrolling. CSS display changes
 * can make browsers drop a table's semantics, so the table roles are also stated explicitly.
 */
export function StudentsTable({ students, resendingId, onResend, onAction }: StudentsTableProps) {
  return (
    <div className="xl:overflow-x-auto xl:rounded-2xl xl:border xl:border-slate-200 xl:bg-white xl:shadow-sm">
      <table role="table" aria-labelledby="students-table-caption" data-test="students-table" className="block w-full text-sm xl:table">
        <caption id="students-table-caption" className="sr-only">
          Students
        </caption>
        <thead role="rowgroup" className="sr-only xl:not-sr-only xl:table-header-group xl:bg-slate-50">
          <tr role="row">
            {STUDENT_COLUMNS.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="border-b border-slate-200 px-2.5 py-3 text-left text-xs font-semibold tracking-wider whitespace-nowrap text-slate-600 uppercase first:pl-4 last:pr-4"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="grid gap-4 lg:grid-cols-2 xl:table-row-group">
          {students.map((student) => (
            <StudentRow
              key={student.id}
              student={student}
              resending={resendingId === student.id}
              onResend={onResend}
              onAction={onAction}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
