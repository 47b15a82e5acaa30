import type { Student } from './student-api';
import { HoverTooltip } from './hover-tooltip';
import { CheckMark } from './status-icons';
import { MASKED_CODE, NOT_VERIFIED_TIP } from './students-copy';

interface VerifyStatusProps {
  student: Pick<Student, 'username' | 'email_verified'>;
  resending: boolean;
  onResend: () => void;
}

/**
 * The verify column (docs/product.md#admin-students): a check mark once verified, otherwise a masked value and
 * a resend action.
 */
export function VerifyStatus({ student, resending, onResend }: VerifyStatusProps) {
  if (student.email_verified) return <CheckMark label="Verified" testId="verified-check" />;
  return (
    <div className="flex flex-col items-end gap-1 xl:items-start">
      <HoverTooltip text={NOT_VERIFIED_TIP} label="Not verified" testId="verify-masked">
        <span className="font-mono tracking-widest text-slate-500">{MASKED_CODE}</span>
      </HoverTooltip>
      <button
        type="button"
        onClick={onResend}
        disabled={resending}
        data-test="resend-code"
        className="cursor-pointer text-xs font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:cursor-wait disabled:opacity-60"
      >
        {resending ? 'Sending code' : 'Resend code'}
        <span className="sr-only"> to {student.username}</span>
      </button>
    </div>
  );
}
