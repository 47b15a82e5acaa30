import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The integration files share their worker's modules and start from tests/helpers/process-state.ts's reset, which
// drops the process slots (lib/cache/process-singleton.ts). State kept anywhere else would outlive a file, so none
// is allowed: no module-level `let`, and no module-level collection that the module changes. Browser modules
// ('use client') run in the learner's page, not in the server's process, and are left out; so is a worker thread's
// entry (it reads `parentPort`): each thread loads its own copy of its modules, and their state ends with the thread.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SERVER_CODE = ['lib', 'app', 'server', 'components', 'proxy.ts', 'instrumentation.ts', 'server.mjs'];

function sourceFiles(entry: string): string[] {
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(entry, file));
}

/** What in the module's text keeps state outside the process slots. */
function stateOutsideSlots(text: string): string[] {
  if (/^['"]use client['"]/.test(text.trimStart())) return [];
  if (/\bparentPort\b/.test(text)) return [];
  const found = [...text.matchAll(/^(?:export )?(?:let|var) (\w+)/gm)].map((match) => `module-level let ${match[1]}`);
  for (const match of text.matchAll(/^(?:export )?const (\w+)(?::[^=]+)? = new (?:Map|Set|WeakMap|WeakSet|LRUCache|TaggedCache)\b/gm)) {
    if (new RegExp(`\\b${match[1]}\\.(?:set|add|delete|clear)\\(`).test(text)) found.push(`module-level collection ${match[1]} that the module changes`);
  }
  return found;
}

describe('process state lives in process slots', () => {
  it('the rule finds a module-level let and a changed collection, and leaves constants and browser modules alone', () => {
    expect(stateOutsideSlots('let cached: Env | null = null;\nexport function env() {}')).toEqual(['module-level let cached']);
    expect(stateOutsideSlots('const seen = new Set<string>();\nexport const note = (id: string) => seen.add(id);')).toHaveLength(1);
    expect(stateOutsideSlots("const BY_ID = new Map([['a', 1]]);\nexport const byId = (id: string) => BY_ID.get(id);")).toEqual([]);
    expect(stateOutsideSlots("'use client';\nconst sent = new Set<string>();\nsent.add('x');")).toEqual([]);
    expect(stateOutsideSlots("import { parentPort } from 'node:worker_threads';\nlet last = 0;\nparentPort.on('message', () => last++);")).toEqual([]);
  });

  it('no server module keeps state outside lib/cache/process-singleton.ts', () => {
    const offenders = SERVER_CODE.flatMap(sourceFiles).flatMap((file) =>
      stateOutsideSlots(fs.readFileSync(path.join(repoRoot, file), 'utf8')).map((what) => `${file}: ${what}`),
    );
    expect(offenders).toEqual([]);
  });
});
