'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { logout } from '@/components/auth/logout';
import { Button } from '@/components/ui/button';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { useInteractive } from '@/components/ui/use-interactive';
import { replyMessage, requestJson } from '@/lib/client/post-json';
import { PRACTICE_MSG } from '@/lib/messages';
import { askPageStart } from './ask-page-flags';
import { usePracticeControl } from './practice-session';

// The two controls every exercise shares (docs/product.md#practice-lab): the bug-mode switch and
// "Reset my practice data". Both act on the server first; the page follows only what it stored.

export function PracticeControls() {
  const router = useRouter();
  const session = usePracticeControl();
  const [busy, setBusy] = useState<'mode' | 'reset' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<LiveStatusValue | null>(null);
  // Disabled until hydrated, so a test's click right after navigation waits instead of being lost.
  const interactive = useInteractive();
  const idle = interactive && busy === null;

  async function send(url: string, init: RequestInit, fallback: string): Promise<boolean> {
    const reply = await requestJson(url, init);
    if (reply.status === 401) {
      await logout(router.push);
      return false;
    }
    if (reply.status !== 200) {
      setStatus({ ok: false, message: replyMessage(reply, fallback) });
      return false;
    }
    return true;
  }

  async function toggleBugMode() {
    const on = !session.bugMode;
    setBusy('mode');
    setStatus(null);
    const body = JSON.stringify({ bugMode: on });
    const saved = await send('/api/practice/settings', { method: 'PUT', body }, PRACTICE_MSG.bugModeFailed);
    // What the page plants now is the server's to say (a scoring round's pin sets the switch aside).
    const fresh = saved ? await askPageStart(session.exercise) : null;
    setBusy(null);
    if (!saved) return;
    session.bugModeChanged(on, fresh?.ok ? fresh.start.planted : null);
    setStatus({
      ok: true,
      message: on ? PRACTICE_MSG.bugModeOn : PRACTICE_MSG.bugModeOff,
    });
  }

  async function reset() {
    setBusy('reset');
    setStatus(null);
    const done = await send(
      `/api/practice/v1/${session.exercise}/reset`,
      { method: 'POST' },
      PRACTICE_MSG.resetFailed,
    );
    setBusy(null);
    setConfirming(false);
    if (!done) return;
    session.dataReset();
    setStatus({ ok: true, message: PRACTICE_MSG.resetDone });
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-test="practice-controls">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <button
            type="button"
            role="switch"
            aria-checked={session.bugMode}
            aria-labelledby="bug-mode-label"
            aria-describedby="bug-mode-hint"
            disabled={!idle}
            aria-busy={busy === 'mode' || undefined}
            onClick={() => void toggleBugMode()}
            data-test="bug-mode-switch"
            className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait ${session.bugMode ? 'bg-red-600' : 'bg-slate-400'}`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${session.bugMode ? 'translate-x-5' : 'translate-x-0'}`}
            />
          </button>
          <div>
            <p id="bug-mode-label" className="font-semibold text-ink">
              Practice with planted bugs
            </p>
            <p id="bug-mode-hint" className="text-sm text-slate-600" data-test="bug-mode-state">
              {session.bugMode ? 'On: some behaviour of this exercise is wrong on purpose.' : 'Off: the exercise works as its task sheet says.'}
            </p>
          </div>
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)} disabled={!idle} data-test="reset-practice-data">
          Reset my practice data
        </Button>
      </div>
      <div className="mt-3">
        <LiveStatus status={status} testId="practice-controls-status" />
      </div>
      <Modal
        open={confirming}
        onClose={() => (busy ? undefined : setConfirming(false))}
        title="Reset your practice data?"
        description="Everything you did in this exercise (bookings, lists, uploaded files) is removed and it returns to its start state. Other exercises are not touched."
        testId="reset-practice-dialog"
      >
        <ModalFormActions
          onCancel={() => setConfirming(false)}
          busy={busy === 'reset'}
          label="Reset"
          busyLabel="Resetting…"
          cancelTestId="reset-practice-cancel"
          submitTestId="reset-practice-confirm"
          onConfirm={() => void reset()}
          danger
        />
      </Modal>
    </div>
  );
}
