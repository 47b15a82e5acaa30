import Link from 'next/link';
import { textLink } from './styles';

/** The "Back to login" line under the verify-email and forgot-password forms. */
export function BackToLogin({ testId }: { testId: string }) {
  return (
    <p className="text-center text-sm">
      <Link href="/login" className={textLink} data-test={testId}>
        Back to login
      </Link>
    </p>
  );
}
