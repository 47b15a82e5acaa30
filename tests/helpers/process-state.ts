import { vi } from 'vitest';
import { PROCESS_STATE_PREFIX } from '@/lib/cache/process-singleton';
import { afterReplyWorkDone } from '@/lib/auth/code-guard';
import { closeDb } from '@/lib/db/client';

// The integration files share one module graph per worker (vitest.config.ts, `isolate: false`): what one file leaves
// in the process must not reach the next. Everything the app remembers lives in process slots
// (lib/cache/process-singleton.ts); this drops all of them, after the work still running for the last file has
// finished and its database is closed, and puts back the environment and Vitest's own fakes.
// tests/integration/process-state-reset.test.ts shows it is complete.

const ENV_AT_START = Symbol.for('qa-academy-test.env-at-start');

/** The environment the worker started with, kept once so every file starts from it. */
function environmentAtStart(): Record<string, string | undefined> {
  const holder = globalThis as unknown as Record<symbol, Record<string, string | undefined> | undefined>;
  return (holder[ENV_AT_START] ??= { ...process.env });
}

/** Names of the process slots that hold something now. */
export function liveProcessSlots(): string[] {
  return Object.getOwnPropertySymbols(globalThis)
    .map((key) => key.description ?? '')
    .filter((name) => name.startsWith(PROCESS_STATE_PREFIX));
}

export async function resetProcessState(): Promise<void> {
  const start = environmentAtStart();
  // Work a file started under fake timers waits on them: let it run before the clock is real again.
  if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await afterReplyWorkDone();
  await closeDb();
  const slots = globalThis as unknown as Record<symbol, unknown>;
  for (const key of Object.getOwnPropertySymbols(globalThis)) {
    if (key.description?.startsWith(PROCESS_STATE_PREFIX)) delete slots[key];
  }
  for (const name of Object.keys(process.env)) if (!(name in start)) delete process.env[name];
  Object.assign(process.env, start);
}
