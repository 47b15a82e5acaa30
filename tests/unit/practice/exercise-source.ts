import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { EXERCISES } from '@/lib/practice/registry';

// The code a task sheet's hooks must be found in (docs/product.md#task-sheets): the exercise's folder's ui/
// (lib/practice/exercises/{exercise}/ui/), every page under app/ for its link, and the shared parts of
// components/practice/ in a folder of their own that those files place. Shared by the task-sheet tests.

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

/**
 * The lab's shared parts an exercise's ui/ places on its page (`@/components/practice/{part}/…`, such as the practice
 * credentials panel): their hooks are that exercise's too. A part in a folder counts whole.
 */
function sharedPartsOf(files: readonly string[]): string[] {
  const parts = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/from '@\/components\/practice\/([\w-]+)\/[\w-]+'/g)) {
      parts.add(path.join(root, 'components/practice', match[1]));
    }
  }
  return [...parts];
}

export function exerciseSource(exercise: string): string {
  const own = [path.join(root, 'lib/practice/exercises', exercise, 'ui'), ...appFoldersOf(EXERCISES[exercise as keyof typeof EXERCISES].link)].flatMap(sourcesOf);
  const all = [...own, ...sharedPartsOf(own).flatMap(sourcesOf)];
  return all.map((file) => readFileSync(file, 'utf8')).join('\n');
}

/** Whether a hook as the sheet writes it (`seat-{row}{letter}`) is in the source: its fixed start opens a string there. */
export function hookInSource(hook: string, source: string): boolean {
  const fixed = hook.split('{')[0];
  return new RegExp(`["'\`]${fixed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(source);
}
