import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { HOSTED_EXERCISES } from '@/lib/practice/registry';

// Issue 41: a learner without a browser runs a Playwright starter kit. What they must read is Playwright's own
// "Executable doesn't exist" message, not a TypeError from the kit's afterAll closing a page that never opened.
// Each kit is put together as its zip has it (practice-kits/common/playwright, then the exercise's own files) under
// tmp/ in the repository, so @playwright/test resolves as it does in CI's kit runs; CHROMIUM_PATH names no file.

const REPO = process.cwd();
const run = promisify(execFile);
const kits = HOSTED_EXERCISES.filter((exercise) => fs.existsSync(path.join(REPO, 'practice-kits', exercise, 'playwright')));

async function runWithoutBrowser(exercise: string): Promise<string> {
  const dir = path.join(REPO, 'tmp', 'kit-no-browser', exercise);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const from of ['common', exercise]) fs.cpSync(path.join(REPO, 'practice-kits', from, 'playwright'), dir, { recursive: true });
  const cli = path.join(REPO, 'node_modules', '.bin', 'playwright');
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, CHROMIUM_PATH: '/nonexistent/chromium', QA_ACADEMY_URL: 'http://127.0.0.1:9', QA_ACADEMY_EMAIL: 'a@b.test', QA_ACADEMY_PASSWORD: 'x' } as unknown as NodeJS.ProcessEnv;
  const reply = await run(cli, ['test', '--config', path.join(dir, 'playwright.config.ts'), '--reporter=line', '--output', path.join(dir, 'out')], { cwd: REPO, env }).then(
    (done) => ({ code: 0, output: done.stdout + done.stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? 1, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );
  fs.rmSync(dir, { recursive: true, force: true });
  expect(reply.code, `${exercise}: the run fails`).not.toBe(0);
  return reply.output;
}

/** The afterAll of a kit's spec file: the same in every kit, so one kit's run speaks for all of them. */
const afterAllOf = (exercise: string) => {
  const spec = fs.readdirSync(path.join(REPO, 'practice-kits', exercise, 'playwright', 'tests')).find((name) => name.endsWith('.spec.ts'))!;
  const source = fs.readFileSync(path.join(REPO, 'practice-kits', exercise, 'playwright', 'tests', spec), 'utf8');
  return /test\.afterAll\([\s\S]*?\n\}\);/.exec(source)?.[0];
};

describe('Playwright starter kits without a browser', () => {
  it('every kit closes its page in the same afterAll', () => {
    expect(kits.length).toBeGreaterThanOrEqual(5);
    const first = afterAllOf(kits[0]);
    expect(first).toBeDefined();
    for (const exercise of kits) expect(afterAllOf(exercise), exercise).toBe(first);
  });

  it('a run says the browser is missing, and nothing else goes wrong', async () => {
    const output = await runWithoutBrowser('mouse-action');
    expect(output).toMatch(/Executable doesn't exist|Failed to launch/);
    expect(output).not.toMatch(/TypeError|Cannot read propert/);
  }, 120_000);
});
