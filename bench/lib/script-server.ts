import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * Runs a baseline server (`script`, plain Node source that prints 'listening' when ready) in its own
 * process, like the app, so it never shares the load generator's event loop.
 */
export async function startScriptServer(name: string, script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['-e', script], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
  return {
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
