import 'server-only';
import { ADVISORY_LOCKS, withAdvisoryLock } from '../../db/advisory-lock';
import { getDbHandle } from '../../db/client';
import { sheetMirrorConfig } from './config';
import { syncScheduleSheet, type SheetSyncResult } from './sync';

// Keeps the Google Sheet in step with the database without ever holding up, or undoing, a schedule
// change: the database write has already succeeded when a sync is asked for. Requests made while a sync
// runs are folded into one more sync; a failure is logged and retried with a doubling delay (≤ 5 min),
// and the next start-up syncs again, so a change made while Google was unreachable still arrives.

const MAX_RETRY_MS = 5 * 60 * 1000;

export interface SheetMirrorStatus {
  enabled: boolean;
  running: boolean;
  /** A change is waiting for the next sync (or retry). */
  pending: boolean;
  /** Consecutive failures since the last success. */
  failures: number;
  lastError: string | null;
  lastSuccessAt: Date | null;
  lastResult: SheetSyncResult | null;
}

interface MirrorState extends Omit<SheetMirrorStatus, 'enabled'> {
  retryTimer: NodeJS.Timeout | null;
  idle: Array<() => void>;
}

// Next bundles route handlers and instrumentation separately: one state per process, on globalThis.
const globalKey = Symbol.for('qa-academy.schedule-sheet-mirror');
function state(): MirrorState {
  const holder = globalThis as unknown as Record<symbol, MirrorState | undefined>;
  holder[globalKey] ??= {
    running: false,
    pending: false,
    failures: 0,
    lastError: null,
    lastSuccessAt: null,
    lastResult: null,
    retryTimer: null,
    idle: [],
  };
  return holder[globalKey];
}

const log = (line: string) => console.log(`[sheet-mirror] ${line}`);

function safeConfig() {
  try {
    return sheetMirrorConfig();
  } catch (error) {
    log(`off: ${(error as Error).message}`);
    return null;
  }
}

function settle(current: MirrorState) {
  if (current.running || current.pending || current.retryTimer) return;
  for (const resolve of current.idle.splice(0)) resolve();
}

async function runSyncs(): Promise<void> {
  const current = state();
  current.running = true;
  while (current.pending) {
    current.pending = false;
    const config = safeConfig();
    if (!config) break;
    try {
      // Instances sharing one PostgreSQL take turns: the later one finds the sheet already up to date.
      current.lastResult = await withAdvisoryLock(await getDbHandle(), ADVISORY_LOCKS.sheetSync, () => syncScheduleSheet(config, log));
      current.lastSuccessAt = new Date();
      current.lastError = null;
      current.failures = 0;
      log(`synced ${current.lastResult.written} batches to the sheet`);
    } catch (error) {
      current.failures += 1;
      current.lastError = (error as Error).message;
      const delay = Math.min(config.retryMs * 2 ** (current.failures - 1), MAX_RETRY_MS);
      log(`sync failed (attempt ${current.failures}): ${current.lastError}; the database keeps the change; retrying in ${delay} ms`);
      current.retryTimer = setTimeout(() => {
        current.retryTimer = null;
        requestScheduleSheetSync();
      }, delay);
      // A pending retry must not keep a finished process (a script, a test run) alive.
      current.retryTimer.unref();
      break;
    }
  }
  current.running = false;
  settle(current);
}

/** Asks for the sheet to be brought up to date soon. Never throws and never waits for Google. */
export function requestScheduleSheetSync(): void {
  if (!safeConfig()) return;
  const current = state();
  current.pending = true;
  if (current.running || current.retryTimer) return;
  void runSyncs();
}

export function scheduleSheetMirrorStatus(): SheetMirrorStatus {
  const { retryTimer, running, pending, failures, lastError, lastSuccessAt, lastResult } = state();
  return { enabled: safeConfig() !== null, running, pending: pending || retryTimer !== null, failures, lastError, lastSuccessAt, lastResult };
}

/** Resolves once no sync is running and none is queued (a scheduled retry counts as not settled). */
export function whenScheduleSheetSettled(): Promise<void> {
  const current = state();
  if (!current.running && !current.pending && !current.retryTimer) return Promise.resolve();
  return new Promise((resolve) => current.idle.push(resolve));
}

/** Tests: forget failures and cancel a scheduled retry. */
export function resetScheduleSheetMirror(): void {
  const current = state();
  if (current.retryTimer) clearTimeout(current.retryTimer);
  Object.assign(current, { running: false, pending: false, failures: 0, lastError: null, lastSuccessAt: null, lastResult: null, retryTimer: null });
  settle(current);
}
