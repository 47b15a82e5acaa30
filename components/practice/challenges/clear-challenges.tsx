'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { requestJson } from '@/lib/client/post-json';

// Clears the learner's met challenges of the exercise (DELETE /api/practice/v1/challenges?exercise=…), after a
// second press: "Reset my practice data" keeps them, this is the one way to start them over.

interface ClearChallengesProps {
  url: string;
  onCleared: () => void;
  onFailed: () => void;
}

export function ClearChallenges({ url, onCleared, onFailed }: ClearChallengesProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function clear() {
    setBusy(true);
    const reply = await requestJson(url, { method: 'DELETE' });
    setBusy(false);
    setAsking(false);
    if (reply.status === 204) onCleared();
    else onFailed();
  }

  if (!asking) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)} data-test="challenge-clear">
        Clear my challenges
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Clear my challenges" className="flex flex-wrap items-center gap-3" data-test="challenge-clear-confirm">
      <p className="text-sm text-slate-700">Untick every challenge of this exercise? Your books are not touched.</p>
      <Button variant="danger" size="sm" busy={busy} onClick={() => void clear()} data-test="challenge-clear-yes">
        Clear them
      </Button>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => setAsking(false)} data-test="challenge-clear-no">
        Keep them
      </Button>
    </div>
  );
}
