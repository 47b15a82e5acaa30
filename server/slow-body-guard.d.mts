import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SlowBodyGuard {
  admit(req: IncomingMessage, res: ServerResponse): boolean;
  unfinishedFrom(address: string): number;
}

export function createSlowBodyGuard(options: { idleTimeoutMs: number; maxUnfinishedPerAddress: number }): SlowBodyGuard;
export function positiveIntFromEnv(name: string, fallback: number): number;
