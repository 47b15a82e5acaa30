import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { EXERCISES } from '@/lib/practice/registry';

// The code a task sheet's hooks must be found in (docs/product.md#task-sheets): the exercise's folder's ui/
// (lib/practice/exercises/{exercise}/ui/) and every page under app/ for its link. Shared by the task-sheet tests.

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

export function exerciseSource(exercise: string): string {
  const all = [path.join(root, 'lib/practice/exercises', exercise, 'ui'), ...appFoldersOf(EXERCISES[exercise as keyof typeof EXERCISES].link)];
  return all.flatMap(sourcesOf).map((file) => readFileSync(file, 'utf8')).join('\n');
}

/** Whether a hook as the sheet writes it (`seat-{row}{letter}`) is in the source: its fixed start opens a string there. */
export function hookInSource(hook: string, source: string): boolean {
  const fixed = hook.split('{')[0];
  return new RegExp(`["'\`]${fixed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(source);
}
