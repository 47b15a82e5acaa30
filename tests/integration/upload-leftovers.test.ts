import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepLeftoverPartials } from '@/lib/storage';
import { setupFreshDatabase } from '../helpers/test-db';

setupFreshDatabase();

// After a kill -9 in the middle of an upload, its temporary file stayed in the uploads folder forever.
describe('unfinished upload files at start', () => {
  it('removes temporary files older than the start, and keeps media files and uploads begun since', async () => {
    const dir = path.join(process.env.UPLOADS_DIR!, 'trainings');
    fs.mkdirSync(dir, { recursive: true });
    const startedAt = new Date();
    const beforeStart = new Date(startedAt.getTime() - 60_000);
    const afterStart = new Date(startedAt.getTime() + 60_000);

    const leftover = path.join(dir, '.upload-0b6f5b1e-3c1a-4c1e-9d7a-2f1e8c9b0a11.partial');
    const live = path.join(dir, '.upload-7c3e2a10-5b4d-4e6f-8a9b-0c1d2e3f4a5b.partial');
    const media = path.join(dir, '0b6f5b1e-3c1a-4c1e-9d7a-2f1e8c9b0a11.mp4');
    const notOurs = path.join(dir, 'notes.partial');
    for (const file of [leftover, live, media, notOurs]) fs.writeFileSync(file, 'bytes');
    for (const file of [leftover, media, notOurs]) fs.utimesSync(file, beforeStart, beforeStart);
    fs.utimesSync(live, afterStart, afterStart);

    const removed = await sweepLeftoverPartials(startedAt);

    expect(removed).toEqual([leftover]);
    expect(fs.existsSync(leftover)).toBe(false);
    expect(fs.existsSync(live)).toBe(true);
    expect(fs.existsSync(media)).toBe(true);
    expect(fs.existsSync(notOurs)).toBe(true);
  });

  it('runs when the server starts (bootstrap), before it serves', async () => {
    const dir = path.join(process.env.UPLOADS_DIR!, 'profile');
    fs.mkdirSync(dir, { recursive: true });
    const leftover = path.join(dir, '.upload-1a2b3c4d-1a2b-4c3d-8e9f-0a1b2c3d4e5f.partial');
    fs.writeFileSync(leftover, 'half a photo');
    const longAgo = new Date(Date.now() - 24 * 3600_000);
    fs.utimesSync(leftover, longAgo, longAgo);
    const { bootstrapDatabase } = await import('@/lib/db/bootstrap');
    await bootstrapDatabase();
    expect(fs.existsSync(leftover)).toBe(false);
  });
});
