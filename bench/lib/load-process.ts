import { spawn } from 'node:child_process';
import path from 'node:path';

// A load generator in a process of its own, so that making and reading its requests never delays what the bench's own
// process measures (bench:soap-flood's flooders, bench:classroom's scoring learners). The child (./parent-lines.ts)
// says `ready` once loaded, the bench then drives it by lines on its stdin, and the child's last line of output is
// its figures as JSON.

export interface LoadProcess<T> {
  /** Writes `line` to the child; with `last`, its input ends there. */
  tell(line: string, last?: boolean): void;
  /** The child's figures, once it has exited. */
  finished: Promise<T>;
}

/** Starts `script` with `env` beside the bench's own environment; resolves once it is loaded and ready. */
export async function startLoadProcess<T>(script: string, env: Record<string, string>): Promise<LoadProcess<T>> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(script)], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.startsWith('ready\n')) resolve();
    });
    child.once('error', reject);
    void exited.then((code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
  const finished = exited.then((code) => {
    if (code !== 0) throw new Error(`${script} exited with ${code}`);
    return JSON.parse(out.trim().split('\n').at(-1)!) as T;
  });
  return { tell: (line, last = false) => void (last ? child.stdin.end(`${line}\n`) : child.stdin.write(`${line}\n`)), finished };
}
