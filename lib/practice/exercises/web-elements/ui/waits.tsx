'use client';

import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/accounts/spinner';
import { Button } from '@/components/ui/button';
import { noteDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { usePlanted } from '@/components/practice/practice-session';
import { DISAPPEAR_AFTER_MS, HELLO_DELAY_MS } from '@/lib/practice/exercises/web-elements/timings';
import { SectionCard } from '@/components/practice/section-card';
import { WAITING_BUTTON } from './waiting-button';

// Waits (docs/practice/web-elements.md#waits): "Start" shows a spinner and adds "Hello World!" after a
// fixed 1500 ms; "This message disappears" is removed 2000 ms after it was shown (on load, or again with
// its button). Both elements are absent from the page while hidden, not merely invisible.

function HelloPart() {
  const [phase, setPhase] = useState<'idle' | 'loading' | 'done'>('idle');
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  function start() {
    if (phase === 'loading') return;
    setPhase('loading');
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setPhase('done');
    }, HELLO_DELAY_MS);
  }

  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-ink">Element that appears</h3>
      <Button size="sm" aria-disabled={phase === 'loading' || undefined} onClick={start} data-test="waits-start" className={WAITING_BUTTON}>
        Start
      </Button>
      <div aria-live="polite" className="min-h-8">
        {phase === 'loading' ? (
          <p data-test="waits-loading" className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner /> Loading…
          </p>
        ) : null}
        {phase === 'done' ? (
          <p data-test="waits-hello" className="text-lg font-semibold text-brand-800">
            Hello World!
          </p>
        ) : null}
      </div>
    </div>
  );
}

function DisappearingPart() {
  const messageStays = usePlanted('disappearing-message');
  const [shown, setShown] = useState(true);
  // Bumped by "Show the message again", so the 2000 ms start over even if the message is still there.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!shown) return;
    // Planted defect WEB-08: with bug mode on, the message stays; once it should have gone, that is the bug hunt's
    // evidence (docs/architecture.md#bug-hunt).
    const timer = window.setTimeout(() => (messageStays ? noteDefectEvidence('web-elements', 'disappearing-message') : setShown(false)), DISAPPEAR_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [shown, round, messageStays]);

  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-ink">Element that disappears</h3>
      <div className="min-h-8">
        {shown ? (
          <p data-test="waits-disappearing" className="rounded-lg bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
            This message disappears
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setShown(true);
          setRound((n) => n + 1);
        }}
        data-test="waits-show-again"
      >
        Show the message again
      </Button>
    </div>
  );
}

export function Waits() {
  return (
    <SectionCard
      size="roomy"
      headingId="we-waits-title"
      title="Waits"
      description={`"Hello World!" appears ${HELLO_DELAY_MS} ms after Start; the message disappears ${DISAPPEAR_AFTER_MS} ms after it is shown.`}
      testId="section-waits"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <HelloPart />
        <DisappearingPart />
      </div>
    </SectionCard>
  );
}
