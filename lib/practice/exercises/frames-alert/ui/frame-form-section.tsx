'use client';

import { useEffect, useRef, useState } from 'react';
import { usePlanted } from '@/components/practice/practice-session';
import { useDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { readFramesAlertMessage } from './frame-message-protocol';
import { FRAME_PATHS } from './paths';
import { SectionCard } from '@/components/practice/section-card';
import { ResultLine } from './result-line';

// Part 1, an iframe holding a form (docs/practice/frames-alert.md#frame-form). The frame tells this page
// about each accepted submission with postMessage; the page believes only messages from its own origin
// that come from this very frame.

export function FrameFormSection() {
  const untitled = usePlanted('form-frame');
  // FRA-04's evidence for the bug hunt (docs/architecture.md#bug-hunt): the frame is drawn without a title.
  useDefectEvidence('frames-alert', 'form-frame', untitled);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [result, setResult] = useState('No message from the frame yet.');

  useEffect(() => {
    function received(event: MessageEvent) {
      const message = readFramesAlertMessage(event);
      if (message?.kind !== 'form-submitted' || event.source !== frameRef.current?.contentWindow) return;
      const { submission, count } = message;
      setResult(`Message from the frame: ${submission.name} (${submission.email}) asked about ${submission.topic}. Submissions: ${count}`);
    }
    window.addEventListener('message', received);
    return () => window.removeEventListener('message', received);
  }, []);

  return (
    <SectionCard
      headingId="frame-form-title"
      size="compact"
      title="Frame with a form"
      description="The form below lives in an iframe. Send it: the result shows inside the frame and on this page."
      testId="frame-form-section"
    >
      <iframe
        ref={frameRef}
        src={FRAME_PATHS.form}
        name="form-frame"
        // Planted defect FRA-04: with bug mode on, the frame has no title (axe: frame-title).
        title={untitled ? undefined : 'Contact form frame'}
        className="h-[36rem] w-full rounded-xl border border-slate-200 bg-white"
        data-test="form-frame"
      />
      <ResultLine testId="frame-parent-result">{result}</ResultLine>
    </SectionCard>
  );
}
