import { describe, expect, it } from 'vitest';
import { DEFECT_CATALOGUE, defectsOf } from '@/lib/practice/server-registry';
import { DEFECT_CATEGORIES, DEFECT_DIFFICULTIES } from '@/lib/practice/defects/types';
import { HOSTED_EXERCISES } from '@/lib/practice/registry';

// docs/product.md#bug-mode: each exercise plants 6–8 defects of varied kinds (at least 6, so a suite score has that
// many rounds to kill: issue 40), catalogued with an id, a category, a difficulty and two staged hints.

describe('the planted-defect catalogue', () => {
  it.each(HOSTED_EXERCISES)('%s has 6 to 8 defects of at least three categories', (exercise) => {
    const defects = defectsOf(exercise);
    expect(defects.length).toBeGreaterThanOrEqual(6);
    expect(defects.length).toBeLessThanOrEqual(8);
    expect(new Set(defects.map((defect) => defect.category)).size).toBeGreaterThanOrEqual(3);
  });

  it('gives every defect a unique id, a known category and difficulty, a summary, the expected behaviour and two hints', () => {
    const ids = DEFECT_CATALOGUE.map((defect) => defect.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const defect of DEFECT_CATALOGUE) {
      expect(defect.id).toMatch(/^[A-Z]{2,4}-\d{2}$/);
      expect(DEFECT_CATEGORIES).toContain(defect.category);
      expect(DEFECT_DIFFICULTIES).toContain(defect.difficulty);
      expect(defect.summary.length).toBeGreaterThan(15);
      expect(defect.expected.length).toBeGreaterThan(15);
      expect(defect.hints).toHaveLength(2);
      expect(defect.hints[0]).not.toBe(defect.hints[1]);
    }
  });
});
