import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTooBroad } from '@/lib/practice/bug-hunt/judge';
import { HOSTED_EXERCISES } from '@/lib/practice/registry';
import { DEFECT_CATALOGUE, defectsOf } from '@/lib/practice/server-registry';

// docs/architecture.md#bug-hunt: the "too broad" bound (lib/practice/bug-hunt/judge.ts isTooBroad) refuses a list of
// keywords and never a description of one defect. Every report the test suites file as a finding (area, title and
// actual result written out) is held to it, and a report made of every rule's words is refused in every exercise.

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SUITES = ['e2e/practice', 'tests/integration/practice/bug-hunt'];

function honestReports(): { file: string; area: string; title: string; actual: string }[] {
  return SUITES.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && entry.name !== 'verdicts.test.ts')
      .flatMap((entry) => {
        const source = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
        return [...source.matchAll(/area: '([^']+)', title: '([^']+)', actual: '([^']+)'/g)].map(([, area, title, actual]) => ({ file: entry.name, area, title, actual }));
      }),
  );
}

describe('too broad', () => {
  it('is never a report the suites file as one finding', () => {
    const found = honestReports();
    expect(found.length).toBeGreaterThan(40);
    for (const finding of found) {
      const exercises = new Set(DEFECT_CATALOGUE.filter((defect) => defect.report.areas.includes(finding.area)).map((defect) => defect.exercise));
      for (const exercise of exercises) expect(isTooBroad(finding, defectsOf(exercise)), `${finding.file}: ${finding.title}`).toBe(false);
    }
  });

  it.each(HOSTED_EXERCISES)('%s: is a report that strings together what its defects do', (exercise) => {
    const defects = defectsOf(exercise);
    // One plain word per pattern of every rule (its first alternative that is letters only): what a keyword list aims at.
    const plainWord = (pattern: RegExp) => pattern.source.split('|').map((alternative) => alternative.replaceAll('\\b', '')).find((alternative) => /^[a-z' -]+$/.test(alternative));
    const words = defects.flatMap((defect) => defect.report.observed.map(plainWord)).filter((word) => word !== undefined);
    const stuffed = { area: defects[0].report.areas[0], title: 'Several things wrong', actual: words.join(' ') };
    expect(isTooBroad(stuffed, defects)).toBe(true);
  });
});
