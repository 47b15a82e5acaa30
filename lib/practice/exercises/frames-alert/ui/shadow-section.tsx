'use client';

import { useEffect, useRef, useState } from 'react';
import { CODE_EVENT, defineShadowElements, GREET_EVENT } from './shadow-elements';
import { SectionCard } from '@/components/practice/section-card';
import { ResultLine } from './result-line';

// Part 5, shadow DOM (docs/practice/frames-alert.md#shadow-dom): one custom element with an open shadow root
// and one with a closed root. Both report their result with an event that leaves the root, shown here.

/** Listens on a host for one of the elements' events and hands over its detail. */
function useHostEvent<T>(name: string, handle: (detail: T) => void) {
  const ref = useRef<HTMLElement>(null);
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    const host = ref.current;
    if (!host) return;
    const listener = (event: Event) => latest.current((event as CustomEvent<T>).detail);
    host.addEventListener(name, listener);
    return () => host.removeEventListener(name, listener);
  }, [name]);
  return ref;
}

export function ShadowSection() {
  const [openResult, setOpenResult] = useState('The open shadow root has sent nothing yet.');
  const [closedResult, setClosedResult] = useState('The closed shadow root has sent nothing yet.');
  const openHost = useHostEvent<{ text: string }>(GREET_EVENT, ({ text }) => setOpenResult(`The open shadow root says: ${text}`));
  const closedHost = useHostEvent<{ code: string }>(CODE_EVENT, ({ code }) => setClosedResult(`The closed shadow root received the code: ${code}`));

  // Defined after hydration: the server renders the empty hosts, the browser upgrades them.
  useEffect(() => defineShadowElements(), []);

  return (
    <SectionCard
      headingId="shadow-dom-title"
      size="compact"
      title="Shadow DOM"
      description="Two custom elements. The first has an open shadow root; the second a closed one: reach it with the keyboard (focus it, type, press Enter)."
      testId="shadow-section"
    >
      <div className="grid gap-4">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">Open shadow root</h3>
          <qa-open-greeting ref={openHost} data-test="open-shadow-host" />
          <ResultLine testId="open-shadow-result">{openResult}</ResultLine>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">Closed shadow root</h3>
          <qa-closed-code ref={closedHost} data-test="closed-shadow-host" />
          <ResultLine testId="closed-shadow-result">{closedResult}</ResultLine>
        </div>
      </div>
    </SectionCard>
  );
}
