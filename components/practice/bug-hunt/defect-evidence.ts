'use client';

import { useEffect } from 'react';
import type { HostedExercise } from '@/lib/practice/registry';

// How an exercise page tells the server it shows a planted defect that lives in the browser
// (docs/architecture.md#bug-hunt). The page names only a neutral slot of its own ('hold-button'); the code it sends for
// the slot is the one the server issued to this learner for this page view (GET …/bug-hunt/view), so nothing in the
// page's script names a defect or holds a code. Sent once per view and slot, only from the defective branch (which
// runs with bug mode on only). The reply says nothing.

const VIEW_URL = '/api/practice/v1/bug-hunt/view';
const EVIDENCE_URL = '/api/practice/v1/bug-hunt/evidence';
/** A view this close to its end is replaced before use, so a page left open for hours still sends live codes. */
const RENEW_BEFORE_MS = 30 * 60 * 1000;

interface ProbeView {
  view: string;
  expiresAt: string;
  probes: Record<string, string>;
}

const views = new Map<HostedExercise, Promise<ProbeView | null>>();
const sent = new Set<string>();

function fetchView(exercise: HostedExercise): Promise<ProbeView | null> {
  const pending = fetch(`${VIEW_URL}?exercise=${encodeURIComponent(exercise)}`, { credentials: 'same-origin' })
    .then((reply) => (reply.ok ? (reply.json() as Promise<ProbeView>) : null))
    .catch(() => null);
  views.set(exercise, pending);
  // A failed read is asked again on the next use.
  void pending.then((view) => (view ? undefined : views.delete(exercise)));
  return pending;
}

/**
 * Asks for the view's codes as the exercise page loads (unless a part of the page already did), and afresh when bug
 * mode changes, before the page remounts in the new mode: a code carries the mode it was issued in.
 */
export function primeDefectEvidence(exercise: HostedExercise, { fresh = false } = {}): void {
  if (fresh || !views.has(exercise)) void fetchView(exercise);
}

async function viewOf(exercise: HostedExercise): Promise<ProbeView | null> {
  const view = await (views.get(exercise) ?? fetchView(exercise));
  if (view && Date.parse(view.expiresAt) - Date.now() > RENEW_BEFORE_MS) return view;
  return fetchView(exercise);
}

/** Sends the slot's code once per view; a failed send may be tried again. Never throws, never waits. */
export function noteDefectEvidence(exercise: HostedExercise, slot: string): void {
  void viewOf(exercise).then((view) => {
    const code = view?.probes[slot];
    if (!view || !code) return;
    const key = `${view.view}:${slot}`;
    if (sent.has(key)) return;
    sent.add(key);
    fetch(EVIDENCE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ exercise, view: view.view, slot, code }),
      keepalive: true,
    })
      .then((reply) => {
        if (!reply.ok) sent.delete(key);
      })
      .catch(() => sent.delete(key));
  });
}

/** Sends the slot's code once `shown` is true: for a defective state a render shows. */
export function useDefectEvidence(exercise: HostedExercise, slot: string, shown: boolean): void {
  useEffect(() => {
    if (shown) noteDefectEvidence(exercise, slot);
  }, [exercise, slot, shown]);
}
