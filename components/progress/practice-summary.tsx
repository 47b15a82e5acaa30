import type { ProgressSummary } from '@/lib/progress/summary';
import { ProgressBar } from './progress-bar';

const percent = (share: number) => Math.floor(share * 100 + 1e-9);

/** Videos, exercises, defects and challenges on "My progress": what counts toward every course's rule. */
export function PracticeSummary({ summary }: { summary: ProgressSummary }) {
  const { videos, exercises, defects, challenges } = summary;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-test="videos-progress">
        <h3 className="font-semibold text-ink">Training videos</h3>
        <div className="mt-3">
          {videos.share === null ? (
            <p className="text-sm text-slate-700" data-test="videos-not-applicable">
              Not applicable: there are no training videos to watch yet.
            </p>
          ) : (
            <ProgressBar percent={percent(videos.share)} label="Training videos watched" testId="videos-bar" />
          )}
        </div>
        {videos.watched.length > 0 ? (
          <ul className="mt-3 space-y-1 text-sm text-slate-700">
            {videos.watched.map((video) => (
              <li key={video.videoId} className="flex justify-between gap-2">
                <span>{video.title}</span>
                <span className="tabular-nums">{percent(video.watched)}% watched</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600">Only the parts you play count, as the server&apos;s clock measures them; skipping ahead does not.</p>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-test="practice-progress">
        <h3 className="font-semibold text-ink">Practice lab</h3>
        <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
          <Figure label="Exercises completed" value={`${exercises.completed.length} of ${exercises.total}`} testId="exercises-completed" />
          <Figure label="Defects found" value={String(defects.found)} testId="defects-found" />
          <Figure label="Challenges met" value={`${challenges.met} of ${challenges.total}`} testId="challenges-met" />
        </dl>
        {defects.found > 0 ? (
          <p className="mt-3 text-sm text-slate-700" data-test="defects-evidence">
            Defects: {defects.serverSeen} seen by the server, {defects.pageSeen} reported by the page.
          </p>
        ) : null}
        {exercises.completed.length > 0 ? (
          <p className="mt-3 text-sm text-slate-700">Completed: {exercises.completed.map((row) => row.name).join(', ')}.</p>
        ) : null}
      </div>
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-slate-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-xl font-bold tabular-nums text-ink" data-test={testId}>
        {value}
      </dd>
    </div>
  );
}
