import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

// PGlite is single-process: two processes writing one data folder silently lose rows.
// A lock file holding the owner's pid turns that into a clear error at open time.

export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in "${dir}" is already open in process ${pid}. ` +
        'Only one process may use a PGlite folder: stop the other server, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquirePgliteLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, '.qa-academy.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      // Our own pid too: a second PGlite instance in one process is just as unsafe as two processes.
      if (Number.isFinite(owner) && isAlive(owner)) throw new DatabaseLockedError(dir, owner);
      // The previous owner died without cleaning up: the lock is stale.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not acquire the database lock in ${dir}`);
}
