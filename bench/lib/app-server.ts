import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface RunningApp {
  url: string;
  /** The app's Node process, for sampling its memory (/proc/<pid>/status). */
  pid: number;
  /** The app's scratch folder: pglite/, uploads/, outbox/. */
  dir: string;
  stop(): Promise<void>;
}

/** The admin account every bench app is seeded with. */
export const ADMIN_EMAIL = 'admin@bench.test';
export const ADMIN_PASSWORD = 'Bench-admin-2026';

/** Starts the built app (`node server.mjs`) on `port` with a fresh embedded database, seeded at start. */
export async function startApp(port: number, name: string, extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  const dir = path.resolve('tmp/bench', name);
  fs.rmSync(dir, { recursive: true, force: true });
  // BENCH_NODE_ARGS: flags for the app's Node, e.g. `--cpu-prof --cpu-prof-dir=tmp/profiles` to see where a figure's time goes.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      PGLITE_DIR: path.join(dir, 'pglite'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEMO_STUDENT_PASSWORD: 'Bench-student-2026',
      COOKIE_SECURE: 'false',
      RATE_LIMIT_SCALE: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/login`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`app did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    dir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
