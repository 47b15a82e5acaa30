import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { HOSTED_EXERCISES } from '@/lib/practice/registry';
import { starterKitTools, starterKitZip } from '@/lib/practice/starter-kit-zip';
import { starterKitName, type KitTool } from '@/lib/practice/starter-kits';
import { DEFECT_WORDS } from '@/scripts/practice-kits/kit-download';

// What each starter kit's zip holds (docs/practice/README.md#starter-kits), built as the download route builds it:
// the kits an exercise offers, one folder, a README, no word of what bug mode plants (the kits step refuses such a
// kit too, but only after a build), and the Python kits' shared score.py. The Employee service's kit is a SOAP
// client suite (docs/practice/employee-wsdl.md#starter-kit-a-soap-client-suite).

const REPO = process.cwd();
const run = promisify(execFile);
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const kits = HOSTED_EXERCISES.flatMap((exercise) => starterKitTools(exercise).map((tool) => ({ exercise, tool })));

function filesOf(exercise: (typeof HOSTED_EXERCISES)[number], tool: KitTool): Record<string, string> {
  const root = starterKitName(exercise, tool);
  return Object.fromEntries(Object.entries(unzipSync(starterKitZip(exercise, tool))).map(([name, bytes]) => [name.slice(root.length + 1), text(bytes)]));
}

describe('starter kits', () => {
  it('a page offers the browser kits, the SOAP service the SOAP client kit, an exercise without kits none', () => {
    expect(starterKitTools('mouse-action')).toEqual(['playwright', 'selenium-python']);
    expect(starterKitTools('employee-wsdl')).toEqual(['soap-python']);
    expect(starterKitTools('book-list')).toEqual([]);
    expect(kits.length).toBe(11);
  });

  it.each(kits)('$exercise $tool: one folder, a README, nothing of what bug mode plants', ({ exercise, tool }) => {
    const root = starterKitName(exercise, tool);
    const names = Object.keys(unzipSync(starterKitZip(exercise, tool)));
    expect(names.every((name) => name.startsWith(`${root}/`))).toBe(true);
    const files = filesOf(exercise, tool);
    expect(files['README.md']).toBeDefined();
    for (const [name, content] of Object.entries(files)) expect(DEFECT_WORDS.exec(content)?.[0], `${root}/${name}`).toBeUndefined();
  });

  it.each(kits.filter(({ tool }) => tool !== 'playwright'))('$exercise $tool: the shared score.py, scoring its own exercise', ({ exercise, tool }) => {
    const files = filesOf(exercise, tool);
    expect(files['score.py']).toBe(readFileSync(path.join(REPO, 'practice-kits/common/python/score.py'), 'utf8'));
    expect(JSON.parse(files['exercise.json'])).toEqual({ exercise });
  });

  it('the SOAP client kit builds zeep from the served WSDL and signs with a WS-Security PasswordDigest', () => {
    const files = filesOf('employee-wsdl', 'soap-python');
    expect(files['conftest.py']).toContain("Client(f'{base_url}{SERVICE_PATH}?wsdl', wsse=UsernameToken(client_id, client_secret, use_digest=True)");
    expect(files['conftest.py']).toContain("SERVICE_PATH = '/api/practice/soap/employees'");
    expect(files['requirements.txt']).toMatch(/^zeep/m);
    expect(Object.keys(files).filter((name) => name.startsWith('tests/'))).toEqual(['tests/test_employees.py']);
    for (const variable of ['QA_ACADEMY_URL', 'QA_ACADEMY_CLIENT_ID', 'QA_ACADEMY_CLIENT_SECRET']) expect(files['README.md']).toContain(variable);
  });

  it('the SOAP client kit, run without an OAuth client, says what to set', async () => {
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, PYTHONDONTWRITEBYTECODE: '1', QA_ACADEMY_URL: 'http://127.0.0.1:9' } as unknown as NodeJS.ProcessEnv;
    const kit = path.join(REPO, 'practice-kits/employee-wsdl/soap-python');
    const reply = await run('/usr/bin/python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider'], { cwd: kit, env }).then(
      () => ({ code: 0, output: '' }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
    );
    expect(reply.code).toBe(2);
    expect(reply.output).toContain('Set QA_ACADEMY_CLIENT_ID and QA_ACADEMY_CLIENT_SECRET');
  }, 60_000);
});
