import fs from 'node:fs/promises';
import path from 'node:path';
import { isPartialFileName } from './partial-files';

/**
 * Removes temporary upload files (see partial-files.ts) that were last written before `startedAt`, in
 * each of `dirs`: leftovers of a process that died mid-upload. A file this process is writing was
 * touched after it started, so a live upload is never removed. Returns the paths removed.
 */
export async function sweepPartialFiles(dirs: string[], startedAt: Date): Promise<string[]> {
  const removed: string[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const name of names.filter(isPartialFileName)) {
      const file = path.join(dir, name);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile() || stat.mtimeMs >= startedAt.getTime()) continue;
        await fs.rm(file, { force: true });
        removed.push(file);
      } catch (error) {
        // Renamed or removed meanwhile: nothing left to sweep.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return removed;
}
