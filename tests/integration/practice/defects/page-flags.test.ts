import { describe, expect, it } from 'vitest';
import { evidenceOf } from '@/lib/practice/bug-hunt/evidence';
import { setBugMode } from '@/lib/practice/bug-mode';
import { pageFlagsFor, pageKeyOf } from '@/lib/practice/defects/active';
import { pinDefect } from '@/lib/practice/defects/pin';
import { HOSTED_EXERCISES } from '@/lib/practice/registry';
import { DEFECT_CATALOGUE, defectsOf } from '@/lib/practice/server-registry';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { issueView, pageEvidence } from '../bug-hunt/hunt-api';

// docs/architecture.md#defects-one-at-a-time: what an exercise's page is told of its live defects. Every page of an
// exercise gets the same keys (the neutral page keys, never an id), all booleans, whatever is live; with one defect
// pinned exactly its key is true, and only its page code counts. The browser proof of each, alone, is
// e2e/practice/one-at-a-time.spec.ts.

setupFreshDatabase();

const PAGE_DEFECTS = DEFECT_CATALOGUE.filter((defect) => pageKeyOf(defect) !== undefined);
const keysOf = (exercise: (typeof HOSTED_EXERCISES)[number]) => defectsOf(exercise).flatMap((defect) => pageKeyOf(defect) ?? []).sort();

describe("the page's planted-defect flags", () => {
  it('are the same keys, all off or all on, with bug mode off or on; a server-only defect pinned turns none on', async () => {
    const [off, on, serverOnly] = [await createLoggedInUser(), await createLoggedInUser(), await createLoggedInUser()];
    await setBugMode(on.id, true);
    await setBugMode(serverOnly.id, true);
    await pinDefect(serverOnly.id, 'BKL-01');
    for (const exercise of HOSTED_EXERCISES) {
      const flags = await Promise.all([off, on, serverOnly].map((user) => pageFlagsFor(user.id, exercise)));
      for (const each of flags) expect(Object.keys(each).sort(), exercise).toEqual(keysOf(exercise));
      expect(Object.values(flags[0]).every((value) => value === false)).toBe(true);
      expect(Object.values(flags[1]).every((value) => value === true)).toBe(true);
      expect(Object.values(flags[2]).every((value) => value === false)).toBe(true);
      expect(JSON.stringify(flags)).not.toMatch(/[A-Z]{3}-\d{2}/);
    }
  });

  it.each(PAGE_DEFECTS.map((defect) => [defect.id, defect] as const))('%s alone: exactly its key is on, and only its page code counts', async (id, defect) => {
    const user = await createLoggedInUser();
    await pinDefect(user.id, id);
    const flags = await pageFlagsFor(user.id, defect.exercise);
    expect(Object.keys(flags).sort()).toEqual(keysOf(defect.exercise));
    expect(Object.entries(flags).filter(([, on]) => on)).toEqual([[pageKeyOf(defect), true]]);

    // Every slot of one page view claimed: only the pinned defect's can become evidence (and only once its stored
    // state could show it, for those that need some).
    const { view, probes } = (await issueView(user, defect.exercise)).json as { view: string; probes: Record<string, string> };
    for (const [slot, code] of Object.entries(probes)) expect((await pageEvidence(user, { exercise: defect.exercise, view, slot, code })).status).toBe(204);
    const evidenced = (await evidenceOf(user.id, defect.exercise)).map((row) => row.defectId);
    const counts = defect.evidence.slot !== undefined && defect.evidence.reached === undefined;
    expect(evidenced).toEqual(counts ? [id] : []);
  });
});
