import { describe, expect, it } from 'vitest';
import { HOSTED_EXERCISES } from '@/lib/practice/registry';
import type { TaskSheet } from '@/lib/practice/task-sheet-types';
import { exerciseSource, hookInSource } from './exercise-source';

// docs/product.md#task-sheets: a task sheet's selectors are a promise to learners, so every hook it lists must
// be in the exercise's code: in its folder's ui/ (lib/practice/exercises/{exercise}/ui/) or a page under app/ for its link.

const sheets = import.meta.glob<TaskSheet>('../../../lib/practice/exercises/*/task-sheet-data.ts', { import: 'TASK_SHEET', eager: true });

describe('task sheets', () => {
  it.each(HOSTED_EXERCISES)('%s has a task sheet whose every selector is in its code', (exercise) => {
    const sheet = sheets[`../../../lib/practice/exercises/${exercise}/task-sheet-data.ts`];
    expect(sheet, `lib/practice/exercises/${exercise}/task-sheet-data.ts exports TASK_SHEET`).toBeDefined();
    expect(sheet.whatToTest.length).toBeGreaterThanOrEqual(3);
    expect(sheet.testIdeas.length).toBeGreaterThanOrEqual(3);
    expect(sheet.selectors.length).toBeGreaterThanOrEqual(5);
    const source = exerciseSource(exercise);
    const missing = sheet.selectors.map(({ hook }) => hook).filter((hook) => !hookInSource(hook, source));
    expect(missing, 'hooks listed on the task sheet but absent from the code').toEqual([]);
  });
});
