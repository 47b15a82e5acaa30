import type { TopicProgress } from './use-topic-progress';

/** Above a course's topics, for a logged-in learner: how many are done, and which one the page opened to resume. */
export function TopicProgressLine({ progress, total, resumeTitle }: { progress: TopicProgress; total: number; resumeTitle: string | null }) {
  if (!progress.ready && !progress.problem) return null;
  return (
    <div className="mb-4 space-y-2">
      {progress.ready ? (
        <p role="status" className="text-sm text-slate-700" data-test="topics-progress">
          {progress.done.size} of {total} topics done.{' '}
          {resumeTitle ? `Continue with “${resumeTitle}”.` : total > 0 ? 'Every topic is done.' : ''}
        </p>
      ) : null}
      {progress.problem ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800">
          {progress.problem}
        </p>
      ) : null}
    </div>
  );
}
