import type { FrameSubmission } from '@/lib/practice/exercises/frames-alert/schemas';

// The messages the exercise's frames and windows post to the page that holds or opened them. Every message
// names this exercise and is posted to our own origin only; a receiver checks `event.origin` and the shape
// before it trusts one, so another site's window could not write into the page.

export const FRAMES_ALERT_SOURCE = 'qa-frames-alert';

export type FramesAlertMessage =
  | { source: typeof FRAMES_ALERT_SOURCE; kind: 'form-submitted'; submission: FrameSubmission; count: number }
  | { source: typeof FRAMES_ALERT_SOURCE; kind: 'window-hello'; text: string }
  | { source: typeof FRAMES_ALERT_SOURCE; kind: 'nested-click' };

/** The message if it came from our own origin and has our shape; null for anything else. */
export function readFramesAlertMessage(event: MessageEvent): FramesAlertMessage | null {
  if (event.origin !== window.location.origin) return null;
  const data = event.data as Partial<FramesAlertMessage> | null;
  if (!data || typeof data !== 'object' || data.source !== FRAMES_ALERT_SOURCE) return null;
  if (data.kind === 'form-submitted' && typeof data.count === 'number' && data.submission && typeof data.submission === 'object') {
    return data as FramesAlertMessage;
  }
  if (data.kind === 'window-hello' && typeof data.text === 'string') return data as FramesAlertMessage;
  if (data.kind === 'nested-click') return data as FramesAlertMessage;
  return null;
}

/** Posts to a window of our own origin only (never '*'). */
export function postToOwnOrigin(target: Window, message: FramesAlertMessage): void {
  target.postMessage(message, window.location.origin);
}
