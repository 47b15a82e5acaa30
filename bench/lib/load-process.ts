import { spawn } from 'node:child_process';
import path from 'node:path';

// A load generator in a process of its own, so that making and reading its requests never delays what the bench's own
// process measures (bench:soap-flood's flooders, bench:classroom's scoring learners). The child (./parent-lines.ts)
// says `ready` once loaded, the bench then drives it by lines on its stdin, and the child's last line of output is
// its figures as JSON.

export interface LoadProcess<T> {
  /** Writes `line` to the child; with `last`, its input ends there. */
  tell(line: string, last?: boolean): void;
  /** Resolves when the child next prints `line` (a line printed before this call does not count). */
  said(line: string): Promise<void>;
  /** The child's figures, once it has exited. */
  finished: Promise<T>;
}

/** Starts `script` with `env` beside the bench's own environment; resolves once it is loaded and ready. */
export async function startLoadProcess<T>(script: string, env: Record<string, string>): Promise<LoadProcess<T>> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(script)], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const listeners: { line: string; resolve: () => void }[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const before = out.length;
      out += chunk;
      if (out.startsWith('ready\n')) resolve();
      // Whole lines that this chunk completed.
      const lines = out.slice(out.lastIndexOf('\n', before - 1) + 1, out.lastIndexOf('\n') + 1).split('\n');
      for (const line of lines) {
        for (const listener of listeners.filter((each) => each.line === line)) {
          listeners.splice(listeners.indexOf(listener), 1);
          listener.resolve();
        }
      }
    });
    child.once('error', reject);
    void exited.then((code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
  const finished = exited.then((code) => {
    if (code !== 0) throw new Error(`${script} exited with ${code}`);
    return JSON.parse(out.trim().split('\n').at(-1)!) as T;
  });
  return {
    tell: (line, last = false) => void (last ? child.stdin.end(`${line}\n`) : child.stdin.write(`${line}\n`)),
    said: (line) =>
      Promise.race([
        new Promise<void>((resolve) => listeners.push({ line, resolve })),
        exited.then((code) => Promise.reject(new Error(`${script} exited with ${code} before it said ${line}`))),
      ]),
    finished,
  };
}
