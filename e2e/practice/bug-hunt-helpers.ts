import { readdirSync, readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

// The bug hunt seen from the e2e specs (docs/architecture.md#bug-hunt): which page slots a page sent evidence for (with
// the code the server issued to it for the view), and a report filed through the practice API with the page's session,
// as a learner's own tool would, that must be credited.

const EVIDENCE_PATH = '/api/practice/v1/bug-hunt/evidence';
const sent = new WeakMap<BrowserContext, Set<string>>();

/** Starts noting the slots any page or frame of the page's context sends evidence for (openExercise calls it). */
export function watchEvidence(page: Page): void {
  const context = page.context();
  if (sent.has(context)) return;
  const probes = new Set<string>();
  sent.set(context, probes);
  context.on('requestfinished', (request) => {
    if (!request.url().endsWith(EVIDENCE_PATH)) return;
    void request.response().then((response) => {
      if (response?.status() === 204) probes.add((JSON.parse(request.postData() ?? '{}') as { slot: string }).slot);
    });
  });
}

/**
 * A defect's exercise and page slot, read from the catalogue's source (its modules are server-only and cannot be
 * imported here, as in lab.spec.ts).
 */
export function catalogueEntry(defectId: string): { exercise: string; slot: string | null } {
  for (const exercise of readdirSync('lib/practice/exercises')) {
    const source = readFileSync(`lib/practice/exercises/${exercise}/defects.ts`, 'utf8');
    const at = source.indexOf(`id: '${defectId}'`);
    if (at < 0) continue;
    const entry = source.slice(at, source.indexOf('\n  },', at));
    return { exercise, slot: /slot: '([a-z0-9-]+)'/.exec(entry)?.[1] ?? null };
  }
  throw new Error(`no planted defect ${defectId}`);
}

/** An exercise's defect ids in its catalogue's order, as a suite run's matrix numbers them 1, 2, … */
export function catalogueIds(exercise: string): string[] {
  return [...readFileSync(`lib/practice/exercises/${exercise}/defects.ts`, 'utf8').matchAll(/^\s+id: '([A-Z]+-\d+)',$/gm)].map((match) => match[1]);
}

/** Whether a page of the page's context has sent evidence for the slot (watchEvidence noting). */
export const evidenceSent = (page: Page, slot: string) => sent.get(page.context())?.has(slot) ?? false;

/** How many defects the lab plants, counted in the catalogue's source. */
export function plantedCount(): number {
  return readdirSync('lib/practice/exercises')
    .map((exercise) => readFileSync(`lib/practice/exercises/${exercise}/defects.ts`, 'utf8').match(/^\s+id: '[A-Z]+-\d+',$/gm)?.length ?? 0)
    .reduce((sum, count) => sum + count, 0);
}

export interface ReportWords {
  area: string;
  title: string;
  actual: string;
}

/**
 * Reports the defect the test just met and expects it credited. A defect shown by the page waits first for the page's
 * evidence to have reached the server. On a retry the first attempt may have been credited already.
 */
export async function reportAndExpectCredit(page: Page, testInfo: TestInfo, defectId: string, words: ReportWords): Promise<void> {
  const { exercise, slot } = catalogueEntry(defectId);
  if (slot) await expect.poll(() => sent.get(page.context())?.has(slot) ?? false, { message: `${defectId}: the page's evidence` }).toBe(true);
  const reply = await page.request.post('/api/practice/v1/bug-hunt/reports', {
    data: { exercise, steps: 'As in this test, with bug mode on.', expected: 'As the task sheet says.', severity: 'medium', ...words },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  const { report } = (await reply.json()) as { report: { verdict: string; defectId: string | null } };
  if (report.verdict === 'credited') {
    expect(report.defectId).toBe(defectId);
    return;
  }
  // A report of a defect found before reads "not credited" like any miss; on a retry the first attempt may have been
  // credited, which the score board says.
  expect(testInfo.retry, `${defectId}: ${JSON.stringify(report)}`).toBeGreaterThan(0);
  const board = (await (await page.request.get('/api/practice/v1/bug-hunt/score')).json()) as { found: { defectId: string }[] };
  expect(board.found.map((found) => found.defectId)).toContain(defectId);
}
