import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** Runs a command to the end, its output kept in a log; resolves with its exit code. */
export function execute(command: string, commandArgs: string[], options: { cwd: string; env: Record<string, string | undefined>; log: string }) {
  return new Promise<number>((resolve, reject) => {
    const out = fs.openSync(options.log, 'w');
    // Next's types make NODE_ENV required; the kits run without it, as on a learner's machine.
    const child = spawn(command, commandArgs, { cwd: options.cwd, env: options.env as NodeJS.ProcessEnv, stdio: ['ignore', out, out] });
    child.once('error', reject);
    child.once('exit', (code) => {
      fs.closeSync(out);
      resolve(code ?? 1);
    });
  });
}
