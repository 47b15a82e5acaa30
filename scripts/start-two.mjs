// `npm run start:two`: two production instances of the built app on one PostgreSQL, for trying a
// multi-instance deployment on one machine (README "Several instances"). Needs DATABASE_URL and
// BETTER_AUTH_SECRET; PORT (default 3000) and PORT + 1. Put a load balancer in front, or open both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const required = ['DATABASE_URL', 'BETTER_AUTH_SECRET'].filter((name) => !process.env[name]);
if (required.length) {
  console.error(`start:two needs ${required.join(' and ')} (see README "Several instances").`);
  process.exit(1);
}
const first = Number(process.env.PORT ?? 3000);
const root = path.resolve(import.meta.dirname, '..');
const children = [first, first + 1].map((port, index) => {
  const name = String.fromCharCode(65 + index);
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    // Each instance its own outbox and uploads folder; the database, the secret and APP_URL are shared.
    env: { ...process.env, PORT: String(port), OUTBOX_DIR: `data/outbox-${name}`},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(String(chunk).replace(/^(?=.)/gm, `[${name}:${port}] `)));
  }
  return child;
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
  });
}
await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
if (!stopping) process.exitCode = 1;
