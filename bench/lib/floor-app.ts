import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../..');
const NEXT_BIN = path.join(REPO, 'node_modules/.bin/next');

/**
 * Builds and starts bench/floor-app, the smallest App Router page, with this checkout's Next.js, to
 * measure the framework's own JavaScript floor. It is built in a temporary folder outside the
 * checkout: inside it, Next would pick up the site's own next.config, proxy and instrumentation.
 */
export async function startFloorApp(port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qa-floor-app-'));
  fs.cpSync(path.join(REPO, 'bench/floor-app'), dir, { recursive: true });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  // The root must contain the symlinked node_modules' real location.
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), "export default { turbopack: { root: '/' } };\n");
  execFileSync(NEXT_BIN, ['build'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const child = spawn(NEXT_BIN, ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      if (tries > 120) throw new Error('the floor app did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  let stopped = false;
  return {
    url,
    /** The `next start` process (the server runs in it or under it): for bench/lib/cpu-time.ts. */
    pid: child.pid!,
    async stop() {
      if (stopped) return;
      stopped = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
