import type { SheetMirrorStatus } from '@/lib/schedule/sheet/mirror';

const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * One line on the Course Schedule page about the optional Google Sheet mirror, drawn on the server when
 * the page is opened: nothing when no sheet is configured; otherwise synced, syncing, or retrying with
 * the last error, so an admin sees a broken mirror without reading the server log.
 */
export function SheetMirrorStatusLine({ status }: { status: SheetMirrorStatus }) {
  if (!status.enabled) return null;
  const failing = status.failures > 0;
  let text: string;
  if (failing) {
    text = `Google Sheet mirror: the last ${status.failures === 1 ? 'attempt' : `${status.failures} attempts`} failed (${status.lastError}). It retries on its own; the schedule here is saved.`;
  } else if (status.lastSuccessAt && !status.pending && !status.running) {
    text = `Google Sheet mirror: up to date, last synced ${time.format(status.lastSuccessAt)} UTC.`;
  } else {
    text = 'Google Sheet mirror: syncing the latest changes…';
  }
  return (
    <p
      role="status"
      data-test="sheet-mirror-status"
      className={`rounded-lg border px-4 py-2.5 text-sm ${failing ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-200 bg-white text-slate-700'}`}
    >
      {text}
    </p>
  );
}
