import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startLocalS3, type LocalS3 } from '../tests/helpers/local-s3';

// Two production instances (`node server.mjs`, the same build) on one fresh PostgreSQL database and one
// S3-compatible media bucket (s3rver, started here), as a deployment behind a load balancer runs them:
// same DATABASE_URL, BETTER_AUTH_SECRET and S3 settings, each with its own port and local folders.

const REPO = path.resolve(import.meta.dirname, '..');
export const ADMIN = { email: 'admin@cluster.test', password: 'Cluster-admin-2026' };
export const DEMO_PASSWORD = 'Cluster-student-2026';

export interface Instance {
  url: string;
  log(): string;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
  signal(name: NodeJS.Signals): void;
}

export interface Cluster {
  a: Instance;
  b: Instance;
  /** The media bucket both instances use. */
  s3: LocalS3;
  stop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function startInstance(port: number, dir: string, env: Record<string, string>): Instance {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      COOKIE_SECURE: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url: `http://127.0.0.1:${port}`, log: () => output, exited, signal: (name) => child.kill(name) };
}

async function waitUntilServing(instance: Instance) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`an instance did not start:\n${instance.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function startCluster(serverUrl: string, ports: [number, number]): Promise<Cluster> {
  fs.mkdirSync(path.join(REPO, 'tmp'), { recursive: true });
  const base = fs.mkdtempSync(path.join(REPO, 'tmp', 'cluster-'));
  const s3 = await startLocalS3();
  const name = `qa_cluster_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const shared = {
    ...s3.env,
    DATABASE_URL: withDatabase(serverUrl, name),
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_STUDENT_PASSWORD: DEMO_PASSWORD,
  };
  // Started together, as a deploy does: migrations and the seed take turns under advisory locks.
  const a = startInstance(ports[0], path.join(base, 'a'), shared);
  const b = startInstance(ports[1], path.join(base, 'b'), shared);
  const stop = async () => {
    for (const instance of [a, b]) instance.signal('SIGTERM');
    await Promise.all([a.exited, b.exited]);
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    await s3.close();
    fs.rmSync(base, { recursive: true, force: true });
  };
  try {
    await Promise.all([waitUntilServing(a), waitUntilServing(b)]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { a, b, s3, stop };
}
