import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

/** The built server on `port`, with a fresh embedded database, uploads and outbox in `dir`; its output piped here. */
function startServer(port: number, dir: string) {
  return spawn(process.execPath, ['server.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
      PORT: String(port),
      PGLITE_DIR: path.join(dir, 'pglite'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

// A rolling deploy may stop an instance that is still starting (migrating, seeding). The server must
// stop then too, cleanly, rather than leave a half-started process behind.
test('SIGTERM while the server is still starting ends it with exit code 0', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qa-stop-'));
  let output = '';
  const child = startServer(Number(process.env.E2E_STOP_PORT ?? 3701), dir);
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  try {
    // Next has read its config: the process is starting (database, migrations and seed still to come).
    await expect.poll(() => output, { timeout: 60_000 }).toContain('next.config');
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// Its log lines go to whatever reads its output. When that reader goes away (a collector restarted, the runner that
// started it killed), the server must go on and still stop on SIGTERM: it used to spin at full CPU and never exit
// (server/log-pipes.mjs).
test('a server whose log reader went away still serves, and SIGTERM still ends it with exit code 0', async () => {
  // A whole start (migrations, seed) and a stop; the first start on CI's loaded machine took up to 20 s.
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qa-stop-'));
  const port = Number(process.env.E2E_STOP_PORT ?? 3701) + 1;
  let output = '';
  const child = startServer(port, dir);
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain('next.config');
    // The reader goes: the start-up's own lines (the address, the seed) meet a closed pipe.
    child.stdout.destroy();
    child.stderr.destroy();
    const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 0;
    await expect.poll(health, { timeout: 90_000 }).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
