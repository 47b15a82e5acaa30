import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXERCISES, HOSTED_EXERCISES } from '@/lib/practice/registry';
import type { TaskSheet } from '@/lib/practice/task-sheet-types';

// docs/product.md#task-sheets: a task sheet's selectors are a promise to learners, so every hook it lists must
// be in the exercise's code: in its folder's ui/ (lib/practice/exercises/{exercise}/ui/) or a page under app/ for its link.

const sheets = import.meta.glob<TaskSheet>('../../../lib/practice/exercises/*/task-sheet-data.ts', { import: 'TASK_SHEET', eager: true });
const root = process.cwd();

function sourcesOf(dir: string): string[] {
  let found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found = found.concat(sourcesOf(full));
    else if (/\.tsx?$/.test(entry)) found.push(full);
  }
  return found;
}

/** Every app/ folder whose path names the exercise, e.g. app/(portal)/student/practice/reservation/. */
function appFoldersOf(exercise: string, dir = path.join(root, 'app')): string[] {
  const folders: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (!statSync(full).isDirectory()) continue;
    if (entry === exercise) folders.push(full);
    else folders.push(...appFoldersOf(exercise, full));
  }
  return folders;
}

function exerciseSource(exercise: string): string {
  const all = [path.join(root, 'lib/practice/exercises', exercise, 'ui'), ...appFoldersOf(EXERCISES[exercise as keyof typeof EXERCISES].link)];
  return all.flatMap(sourcesOf).map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe('task sheets', () => {
  it.each(HOSTED_EXERCISES)('%s has a task sheet whose every selector is in its code', (exercise) => {
    const sheet = sheets[`../../../lib/practice/exercises/${exercise}/task-sheet-data.ts`];
    expect(sheet, `lib/practice/exercises/${exercise}/task-sheet-data.ts exports TASK_SHEET`).toBeDefined();
    expect(sheet.whatToTest.length).toBeGreaterThanOrEqual(3);
    expect(sheet.testIdeas.length).toBeGreaterThanOrEqual(3);
    expect(sheet.selectors.length).toBeGreaterThanOrEqual(5);
    const source = exerciseSource(exercise);
    const missing = sheet.selectors
      .map(({ hook }) => hook.split('{')[0])
      .filter((fixed) => !new RegExp(`["'\`]${fixed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(source));
    expect(missing, 'hooks listed on the task sheet but absent from the code').toEqual([]);
  });
});
