import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Starts the production server the way a newcomer's `npm install && npm start` does: `node server.mjs`
// with nothing configured but PORT, in a folder that has no data/ or uploads/ yet.
//
// Why a folder of symlinks: every default path (data/pglite, data/outbox, data/.auth-secret, uploads)
// is relative to the working directory, and setting PGLITE_DIR & co. would not test the defaults at
// all. Running in the checkout itself would use (and litter) the developer's own data/ folder. So the
// server runs in a fresh tmp/newcomer-* folder whose entries link to the checkout's — code, config,
// node_modules, the build, lib/db/migrations (read at run time through process.cwd()) — except what a
// fresh install does not have: data/, uploads/, tmp/, test output, and every dot entry (.env files
// would configure the server; .git and other builds are not needed) but the build folder itself.

const REPO = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 180_000;
const NOT_IN_A_FRESH_INSTALL = new Set(['data', 'uploads', 'tmp', 'test-results', 'playwright-report']);

/**
 * What a user's shell passes on: the basics of a login shell, nothing the app reads (lib/env.ts),
 * no E2E_/TEST_ variables. HOSTNAME is left out too: shells do not export it (containers do).
 */
const SHELL_BASICS = /^(PATH|HOME|USER|LOGNAME|SHELL|TERM|TZ|TMPDIR|LANG|LANGUAGE|LC_[A-Z]+)$/;

export interface NewcomerServer {
  baseURL: string;
  /** The folder the server runs in; its data/outbox is where the mail goes. */
  dir: string;
  outboxDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  log(): string;
  stop(): Promise<void>;
}

function linkCheckout(dir: string, distDir: string) {
  for (const name of fs.readdirSync(REPO)) {
    const wanted = name === distDir || (!name.startsWith('.') && !NOT_IN_A_FRESH_INSTALL.has(name) && !name.startsWith('test-results'));
    if (wanted) fs.symlinkSync(path.join(REPO, name), path.join(dir, name));
  }
}

function cleanEnv(port: number): NodeJS.ProcessEnv {
  // Next's types make NODE_ENV required; `npm start` does not set it, and neither does this.
  const env = {} as NodeJS.ProcessEnv;
  for (const [key, value] of Object.entries(process.env)) if (SHELL_BASICS.test(key)) env[key] = value;
  env.PORT = String(port);
  // Only so parallel runs can use their own build folder (next.config.ts reads it); `npm start` has none.
  if (process.env.NEXT_DIST_DIR) env.NEXT_DIST_DIR = process.env.NEXT_DIST_DIR;
  return env;
}

export async function startNewcomerServer(port: number): Promise<NewcomerServer> {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  if (!fs.existsSync(path.join(REPO, distDir, 'BUILD_ID'))) throw new Error(`No production build in ${distDir}: run \`next build\` first.`);
  fs.mkdirSync(path.join(REPO, 'tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(REPO, 'tmp', 'newcomer-'));
  linkCheckout(dir, distDir);

  let output = '';
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], { cwd: dir, env: cleanEnv(port), stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    // Listening is not enough: the admin login is printed once the database is migrated and seeded.
    if (/is running on/.test(output) && /\[seed\] Admin login:/.test(output)) markReady();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let running = true;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => (running = false));

  const stop = async () => {
    if (running && child.pid) process.kill(child.pid, 'SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };

  // Migrating and seeding a fresh embedded database takes a while on a loaded 2-core machine.
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ready,
      exited.then(() => Promise.reject(new Error(`node server.mjs exited during start:\n${output}`))),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`node server.mjs did not start within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { baseURL: `http://localhost:${port}`, dir, outboxDir: path.join(dir, 'data', 'outbox'), log: () => output, stop };
}

/** The admin login the first start prints: `[seed] Admin login: <url>  email=<e-mail>  password=<password>`. */
export function printedAdminLogin(log: string): { email: string; password: string } {
  const match = /\[seed\] Admin login: \S+\s+email=(\S+)\s+password=(\S+)/.exec(log);
  if (!match) throw new Error(`The server did not print the admin login:\n${log}`);
  return { email: match[1], password: match[2] };
}
