'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useInteractive } from '@/components/ui/use-interactive';
import { usePlanted } from '@/components/practice/practice-session';
import { noteDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { DELAYED_ALERT_MS } from './paths';
import { SectionCard } from '@/components/practice/section-card';
import { ResultLine } from './result-line';

// Part 4, the browser's own dialogs (docs/practice/frames-alert.md#alert-confirm-and-prompt). Each one
// blocks the page until it is answered; the answer then shows on the result line, so a test can check
// both what the dialog said and what the page made of the answer.

export const FRAMES_ALERT_DIALOG_TEXT = {
  alert: 'This is an alert from the practice lab.',
  confirm: 'Do you want to continue?',
  prompt: 'What is your name?',
  delayed: 'This alert waited 2 seconds.',
} as const;

/** Planted defect FRA-06: with bug mode on, the delayed alert waits 6 s, not the 2 s the task sheet states. */
const BUGGY_DELAY_MS = 6000;

/** What the page says after a prompt: exactly the text typed, nothing for an empty answer, or the cancel. */
function promptOutcome(answer: string | null, lastCharLost: boolean): string {
  if (answer === null) return 'You cancelled the prompt';
  // Planted defect FRA-02: when live, the last character is lost.
  const shown = lastCharLost ? answer.slice(0, -1) : answer;
  return shown === '' ? 'You entered nothing' : `You entered: ${shown}`;
}

export function JsDialogsSection() {
  const cancelReadsOk = usePlanted('confirm-cancel');
  const lastCharLost = usePlanted('prompt-answer');
  const alertLate = usePlanted('delayed-alert');
  const [result, setResult] = useState('No dialog answered yet.');
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | null>(null);
  const interactive = useInteractive();

  // A reset or a change of mode remounts the exercise: an alert still waiting must not pop up afterwards.
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  function showAlert() {
    window.alert(FRAMES_ALERT_DIALOG_TEXT.alert);
    setResult('You accepted the alert');
  }

  function showConfirm() {
    const ok = window.confirm(FRAMES_ALERT_DIALOG_TEXT.confirm);
    // FRA-01's evidence for the bug hunt (docs/architecture.md#bug-hunt): a Cancel read as OK.
    if (!ok && cancelReadsOk) noteDefectEvidence('frames-alert', 'confirm-cancel');
    // Planted defect FRA-01: when live, Cancel reads as OK.
    setResult(ok || cancelReadsOk ? 'You pressed OK' : 'You pressed Cancel');
  }

  function showPrompt() {
    const answer = window.prompt(FRAMES_ALERT_DIALOG_TEXT.prompt, '');
    // FRA-02's evidence: an answer the page shortens.
    if (lastCharLost && answer) noteDefectEvidence('frames-alert', 'prompt-answer');
    setResult(promptOutcome(answer, lastCharLost));
  }

  function showDelayedAlert() {
    setWaiting(true);
    setResult('The delayed alert opens in 2 seconds…');
    // FRA-06's evidence: the alert is set to wait too long.
    if (alertLate) noteDefectEvidence('frames-alert', 'delayed-alert');
    timer.current = window.setTimeout(
      () => {
        timer.current = null;
        window.alert(FRAMES_ALERT_DIALOG_TEXT.delayed);
        setWaiting(false);
        setResult('You accepted the delayed alert');
      },
      alertLate ? BUGGY_DELAY_MS : DELAYED_ALERT_MS,
    );
  }

  return (
    <SectionCard
      headingId="js-dialogs-title"
      size="compact"
      title="Alert, confirm and prompt"
      description="Each button opens one of the browser's own dialogs. Answer it: the line below says what you did."
      testId="js-dialogs-section"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Button variant="secondary" onClick={showAlert} disabled={!interactive} data-test="show-alert">
          Show alert
        </Button>
        <Button variant="secondary" onClick={showConfirm} disabled={!interactive} data-test="show-confirm">
          Show confirm
        </Button>
        <Button variant="secondary" onClick={showPrompt} disabled={!interactive} data-test="show-prompt">
          Show prompt
        </Button>
        <Button variant="secondary" onClick={showDelayedAlert} disabled={waiting || !interactive} aria-busy={waiting || undefined} data-test="show-delayed-alert">
          Show delayed alert
        </Button>
      </div>
      <ResultLine testId="dialog-result">{result}</ResultLine>
    </SectionCard>
  );
}
