import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('file length', () => {
  it('no source file, tests included, is over 250 lines (scripts/check-file-length.mjs; generated and seed data exempt)', () => {
    const run = spawnSync(process.execPath, ['scripts/check-file-length.mjs'], { cwd: repoRoot, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/none over 250 lines/);
  });
});
