'use client';

import { useCallback, useMemo, useState } from 'react';
import { clearIdentity, useIdentity } from '@/components/auth/identity-store';
import { useApiRead } from '@/components/data/use-api-read';
import { newEventId } from '@/lib/client/event-id';
import { requestJson } from '@/lib/client/post-json';
import { PROGRESS_MSG } from '@/lib/messages';

// A logged-in learner's done topics of one course on its learning page (docs/product.md#progress): read from
// GET /api/progress/topics, changed through PUT /api/progress/topics/{chunkId}. A visitor has none and sees none.

function doneSet(body: unknown): Set<number> | null {
  const done = (body as { done?: unknown } | null)?.done;
  if (!Array.isArray(done)) return null;
  return new Set(done.map((row) => (row as { chunkId: number }).chunkId));
}

export interface TopicProgress {
  /** False for a visitor, and until the learner's topics are read. */
  ready: boolean;
  done: ReadonlySet<number>;
  /** The last change that failed, or ''. */
  problem: string;
  mark: (chunkId: number, done: boolean, via: 'read' | 'ticked') => void;
}

export function useTopicProgress(courseId: number): TopicProgress {
  const identity = useIdentity();
  const { state } = useApiRead(identity ? `/api/progress/topics?course=${courseId}` : null, {
    parse: doneSet,
    messages: { failed: PROGRESS_MSG.loadFailed, noData: PROGRESS_MSG.loadFailed },
    // A public page: a session that ended makes the visitor a visitor again, without sending them to /login.
    onSessionExpired: clearIdentity,
  });
  // The learner's own changes on this page, over what was read: a failed change is taken back.
  const [changes, setChanges] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [problem, setProblem] = useState('');
  const loaded = state.phase === 'ready' ? state.data : null;
  const done = useMemo(() => {
    if (!loaded) return null;
    const set = new Set(loaded);
    for (const [chunkId, on] of changes) {
      if (on) set.add(chunkId);
      else set.delete(chunkId);
    }
    return set;
  }, [loaded, changes]);

  const mark = useCallback((chunkId: number, value: boolean, via: 'read' | 'ticked') => {
    const apply = (on: boolean) => setChanges((current) => new Map(current).set(chunkId, on));
    apply(value);
    setProblem('');
    void requestJson(`/api/progress/topics/${chunkId}`, { method: 'PUT', body: JSON.stringify({ eventId: newEventId(), done: value, via }) }).then((reply) => {
      if (reply.status === 200) return;
      apply(!value);
      setProblem(typeof reply.data.message === 'string' ? reply.data.message : PROGRESS_MSG.saveFailed);
    });
  }, []);

  return { ready: identity !== null && done !== null, done: done ?? new Set(), problem, mark };
}
