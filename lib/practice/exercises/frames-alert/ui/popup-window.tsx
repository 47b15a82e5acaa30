'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useInteractive } from '@/components/ui/use-interactive';
import { useDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { useUnsealedPlanted } from '@/components/practice/use-unsealed-planted';
import type { SealedPlanted } from '@/lib/practice/defects/sealed-flags';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { FRAMES_ALERT_SOURCE, postToOwnOrigin } from './frame-message-protocol';

// The page "Open a new window" opens (docs/practice/frames-alert.md#new-tab-and-new-window). It talks back
// to the page that opened it with postMessage, which needs window.opener: opened any other way (typed into
// the address bar, a link with rel="noopener") it has none and says so.

export const WINDOW_HELLO = 'Hello from the new window';

export function PopupWindow({ planted }: { planted: SealedPlanted }) {
  // The window's flags, sealed in the page and read after hydration (docs/architecture.md#defects-one-at-a-time). Until
  // then the heading is hidden and says neither name, so a test that reads it once it shows, or once it names the
  // window, reads the live one.
  const flags = useUnsealedPlanted(planted);
  const tabHeading = flags?.['window-heading'] === true;
  const [status, setStatus] = useState<LiveStatusValue | null>(null);
  // Disabled until hydrated, so an early click waits rather than being lost.
  const interactive = useInteractive();
  // FRA-08's evidence for the bug hunt (docs/architecture.md#bug-hunt): the window carries the wrong heading.
  useDefectEvidence('frames-alert', 'window-heading', tabHeading);

  function send() {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) {
      setStatus({ ok: false, message: 'This window has no opener: open it with "Open a new window" on the exercise page.' });
      return;
    }
    postToOwnOrigin(opener, { source: FRAMES_ALERT_SOURCE, kind: 'window-hello', text: WINDOW_HELLO });
    setStatus({ ok: true, message: 'Message sent to the exercise page.' });
  }

  return (
    <div className="space-y-4">
      {/* Planted defect FRA-08: when live, the window carries the new tab's heading. */}
      <h1 id="new-window-title" className="text-2xl font-bold tracking-tight text-ink" hidden={flags === null} data-test="new-window-heading">
        {flags === null ? 'Opening the window…' : tabHeading ? 'New tab' : 'New window'}
      </h1>
      <p className="text-slate-700" data-test="new-window-text">
        This page opened in a new window. Send a message back to the exercise page, then close the window.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={send} disabled={!interactive} data-test="new-window-send">
          Send a message to the exercise page
        </Button>
        <Button variant="secondary" onClick={() => window.close()} disabled={!interactive} data-test="new-window-close">
          Close this window
        </Button>
      </div>
      <LiveStatus status={status} testId="new-window-status" />
    </div>
  );
}
