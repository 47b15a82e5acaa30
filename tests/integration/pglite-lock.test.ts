import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, migrateDatabase } from '@/lib/db/open';

function scratchDir() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qa-lock-')), 'pglite');
}

describe('PGlite data folder lock', () => {
  it('refuses a second opener of the same folder with a clear error, and frees it on close', async () => {
    const dir = scratchDir();
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(/already open in process \d+.*DATABASE_URL/s);
    await first.close();
    const again = await openPglite(dir);
    await migrateDatabase(again);
    const result = await again.db.execute(sql`select count(*)::int as n from users`);
    expect(result.rows[0]).toEqual({ n: 0 });
    await again.close();
  });

  it('refuses while another live process holds the folder', async () => {
    const dir = scratchDir();
    fs.mkdirSync(dir, { recursive: true });
    const other = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dir, '.qa-academy.lock'), String(other.pid));
      await expect(openPglite(dir)).rejects.toThrow(`already open in process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = scratchDir();
    fs.mkdirSync(dir, { recursive: true });
    const dead = spawn('true');
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(path.join(dir, '.qa-academy.lock'), String(dead.pid));
    const handle = await openPglite(dir);
    expect(fs.readFileSync(path.join(dir, '.qa-academy.lock'), 'utf8')).toBe(String(process.pid));
    await handle.close();
  });
});
