import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { RUN_MARK } from './leftover-processes';

/**
 * Runs a command to the end, its output kept in a log; resolves with its exit code. The command and its children carry
 * the kits run's mark (./leftover-processes.ts), so that one left running is found once the kits are done.
 */
export function execute(command: string, commandArgs: string[], options: { cwd: string; env: Record<string, string | undefined>; log: string }) {
  return new Promise<number>((resolve, reject) => {
    const out = fs.openSync(options.log, 'w');
    // Next's types make NODE_ENV required; the kits run without it, as on a learner's machine.
    const child = spawn(command, commandArgs, { cwd: options.cwd, env: { ...options.env, ...RUN_MARK } as NodeJS.ProcessEnv, stdio: ['ignore', out, out] });
    child.once('error', reject);
    child.once('exit', (code) => {
      fs.closeSync(out);
      resolve(code ?? 1);
    });
  });
}
