'use client';

import { useEffect, useState } from 'react';
import { useApiRead } from '@/components/data/use-api-read';
import { Button } from '@/components/ui/button';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { PRACTICE_MSG } from '@/lib/messages';
import { parseChallengeList } from '@/lib/practice/challenges/shapes';
import { ChallengeItem } from './challenges/challenge-item';
import { ChallengeReadState } from './challenges/challenge-read-state';
import { ClearChallenges } from './challenges/clear-challenges';

// An exercise's challenges (docs/product.md#challenges): what the learner's own client may try against its API,
// ticked with the time the server first saw it. The server detects them; this list only reads
// GET /api/practice/v1/challenges with the session, when it opens, when the window gets the focus back (the
// learner ran their suite in another window) and on Refresh.

export const CHALLENGES_API = '/api/practice/v1/challenges';

export function ChallengeList({ exercise }: { exercise: string }) {
  const url = `${CHALLENGES_API}?exercise=${encodeURIComponent(exercise)}`;
  const { state, retry, refresh } = useApiRead(url, {
    parse: parseChallengeList,
    messages: { failed: PRACTICE_MSG.challengesFailed, noData: PRACTICE_MSG.challengesUnreadable },
  });
  const [status, setStatus] = useState<LiveStatusValue | null>(null);

  useEffect(() => {
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refresh]);

  return (
    <section aria-labelledby="challenges-title" data-test="challenges" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="challenges-title" className="text-xl font-semibold text-ink">
            Challenges
          </h2>
          <p className="mt-1 text-sm text-slate-600">Met by your own requests, with your token or OAuth client; each ticks the first time the server sees it.</p>
        </div>
        <Button variant="secondary" size="sm" onClick={refresh} data-test="challenge-refresh">
          Refresh
        </Button>
      </div>
      <div className="mt-4 space-y-4">
        <ChallengeReadState state={state} retry={retry}>
          {({ challenges, met, total }) => (
            <>
              <p className="text-sm font-medium text-ink" data-test="challenge-progress">
                {met} of {total} met
              </p>
              <ol className="grid gap-2" aria-label="Challenges" data-test="challenge-list">
                {challenges.map((challenge) => (
                  <ChallengeItem key={challenge.id} challenge={challenge} />
                ))}
              </ol>
              {met > 0 ? (
                <ClearChallenges
                  url={url}
                  onCleared={() => {
                    setStatus({ ok: true, message: PRACTICE_MSG.challengesResetDone });
                    refresh();
                  }}
                  onFailed={() => setStatus({ ok: false, message: PRACTICE_MSG.challengesResetFailed })}
                />
              ) : null}
            </>
          )}
        </ChallengeReadState>
        <LiveStatus status={status} testId="challenge-status" />
      </div>
    </section>
  );
}
