import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The integration files share their worker's modules (vitest.config.ts). This runs two files in one worker, the
// first leaving state behind (tests/fixtures/process-state/), and shows that the reset between files
// (tests/helpers/process-state.ts) leaves nothing for the second, and that without it the second's tests fail.

const repoRoot = path.resolve(import.meta.dirname, '../..');
// The two runs' template database: the first run migrates it (tests/fixtures/process-state/global-setup.ts).
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'qa-process-state-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function runPair(skipReset: boolean) {
  const env: NodeJS.ProcessEnv = { ...process.env, QA_TEST_SKIP_STATE_RESET: skipReset ? '1' : '0', QA_STATE_TEMPLATE: path.join(scratch, 'template.tgz'), NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  delete env.TEST_DATABASE_URL;
  delete env.VITEST;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;
  return spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/fixtures/process-state/vitest.config.ts', '--reporter=verbose'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env,
  });
}

describe('the reset between integration files that share modules', () => {
  it('leaves nothing of one file for the next: row, setting, remembered value, timers, spies', () => {
    const run = runPair(false);
    expect(run.stdout + run.stderr).toMatch(/Tests\s+5 passed/);
    expect(run.status).toBe(0);
  }, 120_000);

  it("is what makes that so: without it, the second file finds the first one's setting, remembered value and fake timers", () => {
    const run = runPair(true);
    const output = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(output).toMatch(/Tests\s+3 failed \| 2 passed/);
  }, 120_000);
});
