import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { setBugMode } from '@/lib/practice/bug-mode';
import { twoInstances, type TwoInstances } from '@/tests/helpers/instance-slots';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { issueView, pageEvidence } from './practice/bug-hunt/hunt-api';
import { CHECKED, cleanPage, failingChecks, pageInRound, pageStart, ROUND_DEFECTS, ROUND_EXERCISE, roundDefect } from './practice/suite-score/round-checks';
import { api } from './practice/suite-score/run-api';

// Included only in the PostgreSQL pass (tests/postgres-suite.ts). docs/architecture.md#suite-score: a run started and
// its rounds taken on instance A reach the learner on instance B, the page (what it starts from, the evidence it
// sends) and the API alike, though B remembered the learner's settings from before; another learner meets no defect
// on either. Two instances are two sets of process slots in this process, each with its own pool and peer channel
// (tests/helpers/instance-slots.ts). And a report that meets a run abandoned a moment before does not pin the learner's
// defects aside again: the run's row is updated only while it is open, as PostgreSQL re-reads a row it waited for.

setupFreshDatabase();
let instances: TwoInstances;
beforeAll(async () => {
  instances = await twoInstances();
});
afterAll(async () => {
  await instances?.close();
});

type Name = 'a' | 'b';
const on = <T>(name: Name, work: () => Promise<T>) => instances[name].run(work);

/** Another learner, on both instances: every flag off, every API check passing. */
async function expectNoDefectFor(other: TestUser, round: number) {
  for (const name of ['a', 'b'] as const) {
    expect(await on(name, () => pageStart(other)), `round ${round} on ${name}`).toEqual(cleanPage);
    expect(await on(name, () => failingChecks(other)), `round ${round} on ${name}`).toEqual([]);
  }
}

/** Sends what the exercise page sends when it shows the defect of `slot`, from a view opened now. */
async function pageShows(user: TestUser, slot: string) {
  const { view, probes } = (await issueView(user, ROUND_EXERCISE)).json as { view: string; probes: Record<string, string> };
  expect((await pageEvidence(user, { exercise: ROUND_EXERCISE, view, slot, code: probes[slot] })).status).toBe(204);
}

describe('a scoring round on two instances, on PostgreSQL', () => {
  it("reaches the page and the API on the second instance; another learner meets no defect on either", async () => {
    const ann = await on('a', () => createLoggedInUser());
    const bob = await on('a', () => createLoggedInUser());
    await on('a', () => setBugMode(ann.id, true));
    // B remembers Ann's settings from before the run: every defect of hers live, as her switch says.
    await expect.poll(() => on('b', () => pageStart(ann))).toMatchObject({ bugMode: true, followSwitch: true });
    expect(Object.values((await on('b', () => pageStart(ann))).planted).every(Boolean)).toBe(true);
    await expectNoDefectFor(bob, 0);

    const { id, rounds } = (await on('a', () => api.start({ user: ann }, ROUND_EXERCISE))).json.run;
    await expect.poll(() => on('b', () => pageStart(ann))).toEqual(pageInRound(true, null));
    const seen: (string | null)[] = [];
    for (let n = 1; n <= rounds; n++) {
      expect((await on('a', () => api.next({ user: ann }, id))).status).toBe(200);
      const { defectId } = await on('a', () => roundDefect(id, n));
      seen.push(defectId);
      await expect.poll(() => on('b', () => pageStart(ann)), { message: `round ${n}` }).toEqual(pageInRound(true, defectId));
      // B's API: exactly the round's defect, where an API check sees it (each check runs on Ann's data reset).
      expect(await on('b', () => failingChecks(ann)), `round ${n}`).toEqual(defectId && CHECKED.includes(defectId) ? [defectId] : []);
      const slot = ROUND_DEFECTS.find((defect) => defect.id === defectId)?.evidence.slot;
      if (slot) await on('b', () => pageShows(ann, slot));
      // Whatever B saw of the defect counts for the round A opened.
      expect((await on('a', () => roundDefect(id, n))).reachedAt !== null, `round ${n} reached`).toBe(defectId !== null);
      await expectNoDefectFor(bob, n);
      expect((await on('a', () => api.report({ user: ann }, id, n, { outcome: defectId ? 'failed' : 'passed' }))).status).toBe(200);
    }
    expect(seen.filter((defectId) => defectId !== null).sort()).toEqual(ROUND_DEFECTS.map((defect) => defect.id).sort());

    const { run } = (await on('b', () => api.read({ user: ann }, id))).json;
    expect(run.result).toMatchObject({ score: 1, killed: ROUND_DEFECTS.length, failsClean: false, flaky: false });
    // The run over, Ann's switch decides again on B: every defect live, as she left it.
    await expect.poll(() => on('b', () => pageStart(ann))).toMatchObject({ bugMode: true, followSwitch: true });
    expect(Object.values((await on('b', () => pageStart(ann))).planted).every(Boolean)).toBe(true);
    await expectNoDefectFor(bob, rounds + 1);
  });

  it("does not pin the learner's defects again when a report waited on a run that was abandoned meanwhile", async () => {
    await on('a', async () => {
      const ann = await createLoggedInUser();
      await setBugMode(ann.id, true);
      const { id } = (await api.start({ user: ann }, ROUND_EXERCISE)).json.run;
      expect((await api.next({ user: ann }, id)).status).toBe(200);
      const db = await getDb();
      let held!: () => void;
      const rowHeld = new Promise<void>((resolve) => (held = resolve));
      let letGo!: () => void;
      const reportWaits = new Promise<void>((resolve) => (letGo = resolve));
      // Another call holds the run's row, as an abandon does, and abandons the run once the report waits for the row.
      const abandon = db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from practice_suite_runs where id = ${id} for update`);
        held();
        await reportWaits;
        await tx.execute(sql`update practice_suite_runs set status = 'abandoned', ended_at = now() where id = ${id}`);
        await tx.execute(sql`update practice_settings set defects_pinned = false, pinned_defect = null, pinned_until = null where user_id = ${ann.id}`);
      });
      // The report is sent only once the row is held: sent before, it could finish first and never wait.
      await rowHeld;
      const report = api.report({ user: ann }, id, 1, { outcome: 'passed' });
      const waiting = async () =>
        (await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].n;
      try {
        await expect.poll(waiting).toBe(1);
      } finally {
        // Whatever the poll saw, the transaction ends, so the file's database can be dropped.
        letGo();
        await abandon;
      }
      expect((await report).json.run).toMatchObject({ status: 'abandoned', deadline: null });
      const [settings] = (await db.execute<{ defects_pinned: boolean }>(sql`select defects_pinned from practice_settings where user_id = ${ann.id}`)).rows;
      expect(settings.defects_pinned).toBe(false);
    });
  });
});
