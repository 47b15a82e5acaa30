import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXERCISES, HOSTED_EXERCISES } from '@/lib/practice/registry';

// docs/architecture.md#practice-lab: an exercise is named only where it lives. Its id (or its link) may appear
// in its own folder, its thin route files under app/, the two registries that are built from the
// descriptors, its starter kits (practice-kits/{id}/), its docs, its tests and the benchmarks that drive it by its addresses (bench/); anywhere else in the
// source it is a second list that will drift.

const ROOT = process.cwd();
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'tests', 'e2e', 'e2e-cluster', 'bench', 'docs', 'data', 'uploads', 'tmp', 'public']);
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const REGISTRIES = ['lib/practice/registry.ts', 'lib/practice/server-registry.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry) || entry.startsWith('.next') || entry.startsWith('test-results') || entry.startsWith('.')) return [];
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry) ? [path.relative(ROOT, full).split(path.sep).join('/')] : [];
  });
}

/** The names an exercise goes by in code: its id and its link, as a quoted string or a path segment. */
function mentionPattern(names: string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<=['"\`/])(?:${escaped.join('|')})(?=['"\`/])`);
}

function isItsOwnPlace(file: string, id: string, link: string, api: string, apiPath?: string): boolean {
  if (file.startsWith(`lib/practice/exercises/${id}/`)) return true;
  // Its starter kits: a learner's project, which opens the exercise by its address.
  if (file.startsWith(`practice-kits/${id}/`)) return true;
  if (REGISTRIES.includes(file)) return true;
  // Thin route files: pages under the exercise's link, API routes under its id, or under the resource name its
  // descriptor gives instead (`api`: a REST exercise names its resources, as Book List's /api/practice/v1/books/), or
  // at the address it names outside /api/practice/v1 (`apiPath`: the SOAP service's /api/practice/soap/employees/).
  if (apiPath && file.startsWith(`app${apiPath}/`)) return true;
  return (
    file.startsWith('app/') &&
    (file.includes(`/practice/${link}/`) || file.includes(`/api/practice/v1/${id}/`) || file.includes(`/api/practice/v1/${api}/`) || file.includes(`/practice/${id}/`))
  );
}

/** Every place outside its own where an exercise is named: `file: line`. */
function strayMentions(files: readonly string[], read: (file: string) => string): Record<string, string[]> {
  const stray: Record<string, string[]> = {};
  for (const id of HOSTED_EXERCISES) {
    const { link, api = id, apiPath } = EXERCISES[id];
    const pattern = mentionPattern([...new Set([id, link])]);
    for (const file of files) {
      if (isItsOwnPlace(file, id, link, api, apiPath)) continue;
      read(file)
        .split('\n')
        .forEach((line, index) => {
          if (pattern.test(line)) (stray[id] ??= []).push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
  }
  return stray;
}

describe('each exercise is listed only in its own places', () => {
  const files = sourceFiles(ROOT);

  it('finds no exercise id or link outside its folder, its routes and the registries', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(strayMentions(files, (file) => readFileSync(path.join(ROOT, file), 'utf8'))).toEqual({});
  });

  it('would notice a second list', () => {
    const [first] = HOSTED_EXERCISES;
    const secondList = `export const SOME_LIST = ['${first}'];`;
    const found = strayMentions(['lib/progress/list.ts'], () => secondList);
    expect(found[first]).toHaveLength(1);
  });
});
