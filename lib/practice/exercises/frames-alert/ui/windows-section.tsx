'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { useInteractive } from '@/components/ui/use-interactive';
import { readFramesAlertMessage } from './frame-message-protocol';
import { FRAME_PATHS, POPUP_FEATURES, POPUP_NAME } from './paths';
import { SectionCard } from '@/components/practice/section-card';
import { ResultLine } from './result-line';

// Part 3, a new tab and a new window (docs/practice/frames-alert.md#new-tab-and-new-window). The tab is a
// plain link with target="_blank" and rel="noopener" (it cannot reach back); the window comes from
// window.open with a name and a size, keeps window.opener and sends a message back to this page.

export function WindowsSection() {
  const [result, setResult] = useState('No message from the new window yet.');
  const interactive = useInteractive();

  useEffect(() => {
    function received(event: MessageEvent) {
      const message = readFramesAlertMessage(event);
      if (message?.kind === 'window-hello') setResult(`Message from the new window: ${message.text}`);
    }
    window.addEventListener('message', received);
    return () => window.removeEventListener('message', received);
  }, []);

  function openWindow() {
    // Phones open it as a tab; a blocked popup answers null.
    const opened = window.open(FRAME_PATHS.popup, POPUP_NAME, POPUP_FEATURES);
    setResult(opened ? 'The new window is open.' : 'The browser blocked the new window. Allow pop-ups for this site and try again.');
  }

  return (
    <SectionCard
      headingId="windows-title"
      size="compact"
      title="New tab and new window"
      description="The link opens a page in a new tab; the button opens a smaller window that can send a message back here."
      testId="windows-section"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={FRAME_PATHS.tab} target="_blank" rel="noopener" className={buttonClasses('secondary')} data-test="open-new-tab">
          Open a new tab
        </a>
        <Button onClick={openWindow} disabled={!interactive} data-test="open-new-window">
          Open a new window
        </Button>
      </div>
      <ResultLine testId="window-message">{result}</ResultLine>
    </SectionCard>
  );
}
