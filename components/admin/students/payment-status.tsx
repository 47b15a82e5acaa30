import type { Student } from './student-api';
import { CrossMark } from './status-icons';

/**
 * The payment column (docs/product.md#admin-students): the method in upper case, or a cross when the student
 * has not paid.
 */
export function PaymentStatus({ student }: { student: Pick<Student, 'pay_status' | 'pay_method'> }) {
  if (student.pay_status !== 'yes') return <CrossMark label="Not paid" testId="payment-cross" />;
  return (
    <span
      data-test="payment-method"
      className="inline-flex items-center rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-green-800"
    >
      {(student.pay_method ?? 'paid').toUpperCase()}
    </span>
  );
}
