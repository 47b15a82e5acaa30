'use client';

import { useState } from 'react';
import { Spinner } from '@/components/accounts/spinner';
import { Button } from '@/components/ui/button';
import { noteDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { usePlanted } from '@/components/practice/practice-session';
import { CONTROL_DELAY_MS } from '@/lib/practice/exercises/web-elements/timings';
import { SectionCard } from '@/components/practice/section-card';
import { WAITING_BUTTON } from './waiting-button';
import { useDelayedSwitch } from './use-delayed-switch';

// Dynamic controls (docs/practice/web-elements.md#dynamic-controls): a checkbox that is removed and added
// back, and an input that is enabled and disabled, each after a fixed 1000 ms with a loading line.

/** Planted defect WEB-01: with bug mode on, enabling the input takes 6 s. */
const BUGGY_ENABLE_DELAY_MS = 6000;

function Loading({ testId }: { testId: string }) {
  return (
    <p data-test={testId} className="flex items-center gap-2 text-sm text-slate-700">
      <Spinner /> Wait for it…
    </p>
  );
}

function Message({ testId, text }: { testId: string; text: string }) {
  return (
    <p role="status" data-test={testId} className="min-h-6 text-sm font-semibold text-green-800">
      {text}
    </p>
  );
}

function CheckboxPart() {
  const present = useDelayedSwitch(true);
  const [message, setMessage] = useState('');
  function press() {
    if (present.pending) return;
    setMessage('');
    present.flip(CONTROL_DELAY_MS, (shown) => setMessage(shown ? "It's back!" : "It's gone!"));
  }
  return (
    <div className="space-y-3" data-test="dynamic-checkbox-area">
      <h3 className="font-semibold text-ink">Checkbox</h3>
      <div className="min-h-8">
        {present.value ? (
          <label className="inline-flex items-center gap-2 text-slate-800">
            <input type="checkbox" data-test="dynamic-checkbox" className="size-4 accent-brand-600" />A checkbox
          </label>
        ) : null}
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={present.pending || undefined}
        onClick={press}
        data-test="dynamic-checkbox-toggle"
        className={WAITING_BUTTON}
      >
        {present.value ? 'Remove' : 'Add'}
      </Button>
      {present.pending ? <Loading testId="dynamic-checkbox-loading" /> : null}
      <Message testId="dynamic-checkbox-message" text={message} />
    </div>
  );
}

function InputPart() {
  const enableSlow = usePlanted('enable-delay');
  const enabled = useDelayedSwitch(false);
  const [message, setMessage] = useState('');
  function press() {
    if (enabled.pending) return;
    setMessage('');
    const delay = !enabled.value && enableSlow ? BUGGY_ENABLE_DELAY_MS : CONTROL_DELAY_MS;
    // WEB-01's evidence for the bug hunt (docs/architecture.md#bug-hunt): the slow enable has started.
    if (delay === BUGGY_ENABLE_DELAY_MS) noteDefectEvidence('web-elements', 'enable-delay');
    enabled.flip(delay, (on) => setMessage(on ? "It's enabled!" : "It's disabled!"));
  }
  return (
    <div className="space-y-3" data-test="dynamic-input-area">
      <h3 className="font-semibold text-ink">Text input</h3>
      <div>
        <label htmlFor="dynamic-input" className="block text-sm font-medium text-slate-800">
          Type here once enabled
        </label>
        <input
          id="dynamic-input"
          type="text"
          disabled={!enabled.value}
          data-test="dynamic-input"
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100"
        />
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={enabled.pending || undefined}
        onClick={press}
        data-test="dynamic-input-toggle"
        className={WAITING_BUTTON}
      >
        {enabled.value ? 'Disable' : 'Enable'}
      </Button>
      {enabled.pending ? <Loading testId="dynamic-input-loading" /> : null}
      <Message testId="dynamic-input-message" text={message} />
    </div>
  );
}

export function DynamicControls() {
  return (
    <SectionCard
      size="roomy"
      headingId="we-dynamic-title"
      title="Dynamic controls"
      description={`Each change takes ${CONTROL_DELAY_MS} ms and shows a loading line meanwhile.`}
      testId="section-dynamic-controls"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <CheckboxPart />
        <InputPart />
      </div>
    </SectionCard>
  );
}
