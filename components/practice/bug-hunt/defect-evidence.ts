'use client';

import { useEffect } from 'react';

// How an exercise page tells the server it shows a planted defect that lives in the browser
// (docs/architecture.md#bug-hunt): an opaque code per defect, sent once per page load, only from the defective
// branch (which runs with bug mode on only). The server keeps it as the learner's evidence; the reply says nothing.

const EVIDENCE_URL = '/api/practice/v1/bug-hunt/evidence';
const sent = new Set<string>();

/** Sends the code once per page load; a failed send may be tried again. Never throws, never waits. */
export function noteDefectEvidence(probe: string): void {
  if (sent.has(probe)) return;
  sent.add(probe);
  fetch(EVIDENCE_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ probe }), keepalive: true })
    .then((reply) => {
      if (!reply.ok) sent.delete(probe);
    })
    .catch(() => sent.delete(probe));
}

/** Sends the code once `shown` is true: for a defective state a render shows. */
export function useDefectEvidence(probe: string, shown: boolean): void {
  useEffect(() => {
    if (shown) noteDefectEvidence(probe);
  }, [probe, shown]);
}
