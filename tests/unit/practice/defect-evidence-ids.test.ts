import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EXERCISES, exerciseOfDefectId } from '@/lib/practice/registry';
import { DEFECT_CATALOGUE } from '@/lib/practice/server-registry';

// The bug hunt's evidence (lib/practice/bug-hunt/evidence.ts) tells a defect's exercise from its id's prefix, since
// it cannot import the catalogue (docs/architecture.md#bug-hunt). What the catalogue lookup checked at run time is
// checked here: each defect's id carries its exercise's prefix, and each id the code records is a planted defect.

/** Every literal defect id passed to recordDefectEvidence in lib/. */
function recordedIds(): string[] {
  const found = execFileSync('git', ['grep', '-h', '-o', '-E', "recordDefectEvidence\\([^,]+, '[A-Z]+-[0-9]+'", '--', 'lib'], { encoding: 'utf8' });
  return [...found.matchAll(/'([A-Z]+-\d+)'/g)].map((match) => match[1]);
}

describe('defect ids and their exercises', () => {
  it('every planted defect is found by its id under its own exercise', () => {
    for (const defect of DEFECT_CATALOGUE) expect(exerciseOfDefectId(defect.id), defect.id).toBe(defect.exercise);
    expect(new Set(Object.values(EXERCISES).map((exercise) => exercise.defectPrefix)).size).toBe(Object.keys(EXERCISES).length);
  });

  it('an id of no exercise names none', () => {
    expect(exerciseOfDefectId('XYZ-01')).toBeNull();
    expect(exerciseOfDefectId('')).toBeNull();
  });

  it('every id the exercises record as evidence is a planted defect', () => {
    const ids = recordedIds();
    expect(ids.length).toBeGreaterThan(10);
    const catalogue = new Set(DEFECT_CATALOGUE.map((defect) => defect.id));
    expect(ids.filter((id) => !catalogue.has(id))).toEqual([]);
  });
});
