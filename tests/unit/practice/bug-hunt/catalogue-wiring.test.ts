import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXERCISES, HOSTED_EXERCISES } from '@/lib/practice/registry';
import { DEFECT_CATALOGUE, SERVER_EXERCISES, defectsOf } from '@/lib/practice/server-registry';

// docs/architecture.md#bug-hunt: every planted defect can be found. It has a report rule over areas its exercise's
// task sheet lists, and evidence that is really sent: a slot the exercise's page code sends (by its neutral key; the
// code for it comes from the server per view), or a recordDefectEvidence call with its id in the server code or routes.

const ROOT = path.resolve(import.meta.dirname, '../../../..');

function sourcesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
}

/** The exercise's own code outside its defects file: its folder, its routes, its frame pages. */
function codeOf(exercise: (typeof HOSTED_EXERCISES)[number]): string {
  const folder = path.join(ROOT, 'lib/practice/exercises', exercise);
  const own = fs.readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && entry.name !== 'defects.ts')
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
  const api = EXERCISES[exercise].api ?? exercise;
  return [...own, ...sourcesUnder(path.join(ROOT, 'app/api/practice/v1', api))].join('\n');
}

describe('the bug hunt over the defect catalogue', () => {
  it.each(HOSTED_EXERCISES)('%s: every defect names areas of its task sheet and patterns that can match', (exercise) => {
    const areas = SERVER_EXERCISES[exercise].taskSheet.reportAreas.map((area) => area.id);
    expect(new Set(areas).size).toBe(areas.length);
    // More areas than defects' areas: naming an area says nothing by itself.
    const used = new Set(defectsOf(exercise).flatMap((defect) => defect.report.areas));
    expect(areas.length).toBeGreaterThan(used.size);
    for (const defect of defectsOf(exercise)) {
      expect(defect.report.areas.length, defect.id).toBeGreaterThan(0);
      for (const area of defect.report.areas) expect(areas, defect.id).toContain(area);
      expect(defect.report.observed.length, defect.id).toBeGreaterThan(0);
      // Stateless patterns: a global or sticky one would match every other time.
      for (const pattern of defect.report.observed) expect(pattern.flags, `${defect.id} ${pattern}`).not.toMatch(/[gy]/);
    }
  });

  it.each(HOSTED_EXERCISES)('%s: every defect has evidence its code really sends', (exercise) => {
    const code = codeOf(exercise);
    for (const defect of defectsOf(exercise)) {
      expect(defect.evidence.server || defect.evidence.slot, defect.id).toBeTruthy();
      if (defect.evidence.server) expect(code, `${defect.id}: recordDefectEvidence(…, '${defect.id}')`).toMatch(new RegExp(`recordDefectEvidence\\([^)]*'${defect.id}'\\)|\\.add\\('${defect.id}'\\)`));
      if (defect.evidence.slot) expect(code, `${defect.id}: the page sends slot '${defect.evidence.slot}'`).toContain(`DefectEvidence('${exercise}', '${defect.evidence.slot}'`);
    }
  });

  it('has every defect the page shows met in a real page, reported and credited by its exercise\'s e2e defects spec', () => {
    const specs = fs.readdirSync(path.join(ROOT, 'e2e/practice'), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name === 'defects.spec.ts')
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
      .join('\n');
    for (const defect of DEFECT_CATALOGUE.filter((entry) => entry.evidence.slot)) {
      expect(specs, defect.id).toContain(`reportAndExpectCredit(page, testInfo, '${defect.id}'`);
    }
  });

  it('gives each page slot of an exercise to one defect, and no page code names a defect or holds a fixed code', () => {
    for (const exercise of HOSTED_EXERCISES) {
      const slots = defectsOf(exercise).flatMap((defect) => (defect.evidence.slot ? [defect.evidence.slot] : []));
      expect(new Set(slots).size, exercise).toBe(slots.length);
      for (const slot of slots) expect(slot).toMatch(/^[a-z0-9-]+$/);
    }
    // What the browser runs (components and each exercise's ui/) calls the evidence helpers with slot keys only.
    const client = [...sourcesUnder(path.join(ROOT, 'components')), ...HOSTED_EXERCISES.flatMap((exercise) => sourcesUnder(path.join(ROOT, 'lib/practice/exercises', exercise, 'ui')))].join('\n');
    for (const call of client.match(/(?:note|use)DefectEvidence\([^)]*\)/g) ?? []) expect(call).not.toMatch(/[A-Z]{3}-\d{2}|'[a-z0-9]{8}'\)/);
  });
});
