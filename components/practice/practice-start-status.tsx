import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { PRACTICE_MSG } from '@/lib/messages';

/**
 * What shows in an exercise's place until the learner's practice session has arrived (./practice-session.tsx): a
 * loading status that tests and learners' suites wait on (`practice-loading`), or what went wrong with a way on.
 * `status` is the failed reply's (0 when the server could not be reached; 401 when the session has ended).
 */
export function PracticeStartStatus({ status, retry }: { status: 'loading' | number; retry: () => void }) {
  if (status === 'loading') {
    return (
      <p role="status" data-test="practice-loading" className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-600 shadow-sm">
        {PRACTICE_MSG.sessionLoading}
      </p>
    );
  }
  return (
    <div role="alert" data-test="practice-start-error" className="space-y-3 rounded-2xl border border-red-300 bg-red-50 p-5 text-sm text-red-800">
      {status === 401 ? (
        <p>
          {PRACTICE_MSG.sessionEnded}{' '}
          <Link href="/login" className="font-semibold underline" data-test="practice-start-login">
            Log in
          </Link>
        </p>
      ) : (
        <>
          <p>{PRACTICE_MSG.sessionFailed}</p>
          <Button variant="secondary" size="sm" onClick={retry} data-test="practice-start-retry">
            Try again
          </Button>
        </>
      )}
    </div>
  );
}
