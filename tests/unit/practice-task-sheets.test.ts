import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOSTED_EXERCISES } from '@/lib/practice/exercises';
import type { TaskSheet } from '@/lib/practice/task-sheet';

// docs/product.md#task-sheets: a task sheet's selectors are a promise to learners, so every hook it lists must
// be in the exercise's code: in components/practice/{exercise}/ or a page under app/ for that exercise.

const sheets = import.meta.glob<TaskSheet>('../../lib/practice/*/task-sheet.ts', { import: 'TASK_SHEET', eager: true });
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

// Grocery was built before the lab: its components live in components/shopping, its pages in the `shopping` folders.
const CODE_FOLDERS: Partial<Record<string, { components: string; app: string }>> = {
  grocery: { components: 'components/shopping', app: 'shopping' },
};

function exerciseSource(exercise: string): string {
  const folders = CODE_FOLDERS[exercise] ?? { components: `components/practice/${exercise}`, app: exercise };
  const all = [path.join(root, folders.components), ...appFoldersOf(folders.app)];
  return all.flatMap(sourcesOf).map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe('task sheets', () => {
  it.each(HOSTED_EXERCISES)('%s has a task sheet whose every selector is in its code', (exercise) => {
    const sheet = sheets[`../../lib/practice/${exercise}/task-sheet.ts`];
    expect(sheet, `lib/practice/${exercise}/task-sheet.ts exports TASK_SHEET`).toBeDefined();
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
